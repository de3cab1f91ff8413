import type { TokenChecker, TokenVerdict } from './token-state.js';

/**
 * Users whose every token this process refuses from now on, for a while: the gateway adds the caller when it
 * proxies a successful `DELETE /auth/account`, so the old token is a 401 on the very next call instead of after
 * the services' TOKEN_CHECK_TTL_MS (by then the account service's own check refuses it everywhere). In-process
 * only: another gateway replica refuses the token once the services' cached verdicts lapse (at most 60 s).
 */
export class RevokedUsers implements TokenChecker {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly holdMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  revoke(userId: string): void {
    this.until.set(userId, this.now() + this.holdMs);
    if (this.until.size > 10_000) this.sweep();
  }

  has(userId: string): boolean {
    const until = this.until.get(userId);
    return until !== undefined && until > this.now();
  }

  check(claims: { sub: string }): Promise<TokenVerdict> {
    const until = this.until.get(claims.sub);
    if (until !== undefined && until > this.now()) return Promise.resolve({ status: 'revoked' });
    if (until !== undefined) this.until.delete(claims.sub);
    return Promise.resolve({ status: 'unchecked' });
  }

  private sweep(): void {
    const now = this.now();
    for (const [user, until] of this.until) if (until <= now) this.until.delete(user);
  }
}
