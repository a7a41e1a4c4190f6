// The API page's public surface: the footer's link to it (the page itself is declared in app/pages.ts).
export { ApiDocsLink } from './ApiDocsLink.tsx';
