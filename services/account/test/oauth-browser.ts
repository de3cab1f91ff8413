type SetCookies = Headers | string[] | string | undefined;

const lines = (setCookies: SetCookies): string[] =>
  setCookies instanceof Headers
    ? setCookies.getSetCookie()
    : typeof setCookies === 'string'
      ? [setCookies]
      : (setCookies ?? []);

/**
 * What a browser sends back of an answer's cookies, as a Cookie header: each Set-Cookie's `name=value` (the
 * connection request's cookie is scoped to the callback, where the tests send it).
 */
export function cookieHeader(setCookies: SetCookies): string {
  return lines(setCookies)
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
}

/**
 * A browser's cookies for the callbacks, kept across requests the way a browser keeps them: set by an answer,
 * gone when an answer clears them (an expiry in the past). Paths are not told apart: the tests send the jar only
 * to the callbacks.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(setCookies: SetCookies): void {
    for (const line of lines(setCookies)) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
      const expired = expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now();
      if (expired || at === pair.length - 1) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }

  /** The Cookie header a request from this browser carries ('' without cookies). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
