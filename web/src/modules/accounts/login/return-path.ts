/** Pages that make no sense to land on after logging in. */
const notAfterLogin = /^\/(login|logout)(\/|$)/;

/**
 * Where /login/{returnUrl} goes after login (spec 000 §2): the path after /login with its query string, or / when
 * there is none. Leading slashes are folded so the result always stays on this site ("//evil.example" would not).
 */
export function returnPathAfterLogin(returnUrl: string | undefined, search: string): string {
  const path = `/${(returnUrl ?? '').replace(/^\/+/, '')}`;
  if (path === '/' || notAfterLogin.test(path)) return '/';
  return `${path}${search}`;
}
