import { OAUTH_STATE_TTL_MS } from '@yarn-mgmt/contracts';
import { cookieValue } from '@yarn-mgmt/nest-kit';
import type { CookieOptions, Response } from 'express';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProvider } from './oauth-providers.js';

/** A cookie for the answer to set (or, with the same name and options, to clear). */
export interface BrowserCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Each open request has a cookie of its own, named after its state, so a few tabs each finish their own connection
 * (a single name would let the last tab's request refuse the others').
 */
const cookieName = (state: string) => `oauth_${sha256(`browser:${state}`).slice(0, 16)}`;

/**
 * Sent back only to the provider's callback as the browser addresses it (`<PUBLIC_URL>/api/.../callback`, the
 * redirect URI), to no script, and on a top-level GET from another site (SameSite=Lax: the provider's redirect);
 * Secure when that address is https. PUBLIC_URL decides, not the request: behind TLS offloading the service
 * sees http.
 */
function cookieOptions(provider: OAuthProvider): CookieOptions {
  const callback = new URL(provider.redirectUri);
  return { httpOnly: true, sameSite: 'lax', secure: callback.protocol === 'https:', path: callback.pathname };
}

/** The cookie that ties a new request's state to the browser that asked for it (the nonce is kept as a hash). */
export function bindingCookie(provider: OAuthProvider, state: string, nonce: string): BrowserCookie {
  return {
    name: cookieName(state),
    value: nonce,
    options: { ...cookieOptions(provider), maxAge: OAUTH_STATE_TTL_MS },
  };
}

/** The same cookie to clear once its callback came (an answer clears it with an expiry in the past). */
export function spentBindingCookie(provider: OAuthProvider, state: string): BrowserCookie {
  return { name: cookieName(state), value: '', options: cookieOptions(provider) };
}

/**
 * Whether the callback's browser holds the nonce of the request whose state it brings: a consent link forwarded
 * to someone else arrives without it (issue 22: it would link their account to the sender's).
 */
export function sameBrowser(cookies: string | undefined, state: string, nonceHash: string): boolean {
  const nonce = cookieValue(cookies, cookieName(state));
  if (!nonce) return false;
  return timingSafeEqual(Buffer.from(sha256(nonce), 'hex'), Buffer.from(nonceHash, 'hex'));
}

export function setCookie(response: Response, cookie: BrowserCookie): void {
  response.cookie(cookie.name, cookie.value, cookie.options);
}

export function clearCookie(response: Response, cookie: BrowserCookie): void {
  response.clearCookie(cookie.name, cookie.options);
}
