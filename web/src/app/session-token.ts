/** Where the login flow keeps the session token (spec 000 §4: session storage, so it ends with the tab). */
export const sessionTokenKey = 'esvd.token';

export function readSessionToken(): string | null {
  try {
    return sessionStorage.getItem(sessionTokenKey);
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the app then simply runs signed out.
    return null;
  }
}

export function bearerAuthorization(): string | undefined {
  const token = readSessionToken();
  return token ? `Bearer ${token}` : undefined;
}
