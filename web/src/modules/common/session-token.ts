/**
 * Where the login flow keeps the session token (spec 000 §4): session storage, so it ends with the tab. The token is
 * an opaque random string that the server stores hashed; TLS protects it in transit, so it is kept as it is.
 */
export const sessionTokenKey = 'esvd.token';

export function readSessionToken(): string | null {
  try {
    return sessionStorage.getItem(sessionTokenKey);
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the app then simply runs signed out.
    return null;
  }
}

export function storeSessionToken(token: string): void {
  sessionStorage.setItem(sessionTokenKey, token);
}

export function clearSessionToken(): void {
  try {
    sessionStorage.removeItem(sessionTokenKey);
  } catch {
    // Blocked storage never held a token.
  }
}

export function bearerAuthorization(): string | undefined {
  const token = readSessionToken();
  return token ? `Bearer ${token}` : undefined;
}
