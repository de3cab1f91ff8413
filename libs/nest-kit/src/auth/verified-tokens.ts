import type { AuthUser } from './auth-user.js';

/** What a token said once its signature, algorithm, issuer and expiry were checked. */
export interface VerifiedToken {
  user: AuthUser;
  ver: number | undefined;
  /** When the cached verdict lapses: the token's own expiry, or sooner. */
  until: number;
}

/**
 * Tokens whose RS256 signature was already verified, so the next request with the same token skips the RSA
 * check and passport (both together were about a tenth of the gateway's time per proxied call, issue 7). Only
 * the signature check is remembered: whether the token is still current (role, password changes) is asked of
 * the token checker on every request as before. An entry lives until the token expires, at most `maxAgeMs`, so a
 * key withdrawn from the JWKS stops its tokens within that time. The oldest entries go first past `maxEntries`.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(
    private readonly maxAgeMs = 5 * 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry;
    this.entries.delete(token);
    return undefined;
  }

  /** `exp` in seconds since the epoch, as in the token; a token without one is not cached. */
  remember(token: string, user: AuthUser, ver: number | undefined, exp: unknown): void {
    if (typeof exp !== 'number') return;
    const until = Math.min(exp * 1000, this.now() + this.maxAgeMs);
    if (until <= this.now()) return;
    this.entries.delete(token);
    this.entries.set(token, { user, ver, until });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
