/** Browser local storage key of the bearer token (spec part 1 section 9). */
export const TOKEN_KEY = 'token';

/** The stored token, or null. The text "undefined" (left behind by an old bug) counts as no token. */
export function readToken(): string | null {
  const token = window.localStorage.getItem(TOKEN_KEY);
  return token && token !== 'undefined' ? token : null;
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}
