// The consent module's public surface: the banner, the footer's link back to it, the counting it allows and the
// counts for administrators.
export { ConsentBanner, CookieSettingsLink } from './ConsentBanner.tsx';
export { PageViewCounts } from './PageViewCounts.tsx';
export { usePageViewCounting } from './use-page-view-counting.ts';
