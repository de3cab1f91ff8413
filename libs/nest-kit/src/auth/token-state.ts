import { Logger } from '@nestjs/common';
import type { UserRole } from '@yarn-mgmt/contracts';

/** Path of the account service's check; internal (the gateway routes no `/internal` prefix). */
export const TOKEN_STATE_PATH = '/internal/session';

/** What the account service says of a signed, unexpired token right now. */
export type TokenVerdict =
  | { status: 'current'; role: UserRole }
  /** The password or the role changed since it was issued, or the account is gone. */
  | { status: 'revoked' }
  /** The account service could not be asked. */
  | { status: 'unknown' };

export interface TokenChecker {
  check(claims: { sub: string; ver?: number }, rawToken: string): Promise<TokenVerdict>;
}

export interface AccountTokenCheckerOptions {
  /** The account service, e.g. http://127.0.0.1:3101. */
  accountUrl: string;
  /** How long a verdict is reused (TOKEN_CHECK_TTL_MS; at most 60 s so a change takes effect within a minute). */
  ttlMs: number;
  timeoutMs?: number;
}

/**
 * Asks the account service whether a token is still current (`GET /internal/session` with the token itself, so
 * the check reveals nothing to someone without one), caching the verdict per user and token version for `ttlMs`.
 * While the account service is down a token is judged on its signature alone: existing sessions keep working
 * through an account restart, and revocation is only delayed for as long as the outage lasts.
 */
export class AccountTokenChecker implements TokenChecker {
  private readonly logger = new Logger('TokenChecker');
  private readonly cache = new Map<string, { verdict: TokenVerdict; until: number }>();

  constructor(private readonly options: AccountTokenCheckerOptions) {}

  async check(claims: { sub: string; ver?: number }, rawToken: string): Promise<TokenVerdict> {
    const key = `${claims.sub}:${claims.ver ?? 0}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.verdict;
    const verdict = await this.ask(rawToken);
    // An unknown verdict is retried sooner, so a recovered account service is asked again within seconds.
    const ttl = verdict.status === 'unknown' ? Math.min(this.options.ttlMs, 5_000) : this.options.ttlMs;
    if (this.cache.size > 50_000) this.sweep(now);
    this.cache.set(key, { verdict, until: now + ttl });
    return verdict;
  }

  private async ask(rawToken: string): Promise<TokenVerdict> {
    try {
      const response = await fetch(new URL(TOKEN_STATE_PATH, this.options.accountUrl), {
        headers: { authorization: `Bearer ${rawToken}` },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 2_000),
      });
      if (response.status === 401) return { status: 'revoked' };
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { role?: UserRole };
      return body.role ? { status: 'current', role: body.role } : { status: 'unknown' };
    } catch (error) {
      this.logger.warn(`token check unavailable, using the signature alone: ${(error as Error).message}`);
      return { status: 'unknown' };
    }
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
  }
}
