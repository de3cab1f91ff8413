import { Logger } from '@nestjs/common';
import type { UserRole } from '@yarn-mgmt/contracts';
import type { AccountTokenCheckerOptions } from './token-state.js';
import { VerdictMemory, type AskedVerdict } from './verdict-memory.js';

/** `POST` with a user's current bearer: the account service answers a session grant for that user. */
export const SESSION_GRANT_PATH = '/internal/session/grant';
/** `GET ?sub=&ver=` with a session grant of that user: is this token version still current, and the role. */
export const USER_SESSION_PATH = '/internal/session/by-user';
/** The service-token scope of a session grant. */
export const SESSION_CHECK_SCOPE = 'session:check';
/** A grant outlives the session it serves (the queue board's cookie: one hour, after a one-minute ticket). */
export const SESSION_GRANT_TTL_SECONDS = 65 * 60;

/** What the account service says of a user's token version right now (as a token's verdict). */
export type SessionVerdict =
  | { status: 'current'; role: UserRole }
  /** The password or the role changed since, or the account is gone. */
  | { status: 'revoked' }
  /** The account service could not be asked: the session must be refused. */
  | { status: 'unknown' };

export type SessionGrantAnswer =
  | { status: 'granted'; grant: string; expiresAt: number }
  /** The bearer is outdated (password or role change, deleted account). */
  | { status: 'revoked' }
  /** The account service could not be asked. */
  | { status: 'unknown' };

/**
 * The token check for a session that outlives its request and carries no bearer token (the queue board's
 * cookie). While the bearer is at hand, `grant()` trades it for a session grant: a service token the account
 * service signs, of scope `session:check`, bound to that one user. Later, `check()` asks the account service
 * whether that user's token version is still current with the grant instead of the token (so the raw token is
 * never kept, and the grant tells nothing about anyone else). Verdicts are remembered per user and token version
 * by the same VerdictMemory as a token's check (reused for `ttlMs`; when the account service cannot be asked, a
 * revoked version stays refused and a current one is stretched by one `ttlMs` at most). Unlike a bearer's check,
 * callers must refuse an `unknown` verdict: the session has nothing else to stand on.
 */
export class AccountSessionChecker {
  private readonly logger = new Logger('SessionChecker');
  private readonly memory: VerdictMemory;

  constructor(
    private readonly options: AccountTokenCheckerOptions,
    now: () => number = Date.now,
  ) {
    this.memory = new VerdictMemory(options.ttlMs, Math.min(options.ttlMs, 5_000), now);
  }

  async grant(rawToken: string): Promise<SessionGrantAnswer> {
    try {
      const response = await this.fetch(SESSION_GRANT_PATH, rawToken, 'POST');
      if (response.status === 401) return { status: 'revoked' };
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { grant?: unknown; expires_at?: unknown };
      const expiresAt = typeof body.expires_at === 'string' ? Date.parse(body.expires_at) : NaN;
      if (typeof body.grant !== 'string' || !Number.isFinite(expiresAt))
        throw new Error('no grant in the answer');
      return { status: 'granted', grant: body.grant, expiresAt };
    } catch (error) {
      this.logger.warn(`session grant unavailable: ${(error as Error).message}`);
      return { status: 'unknown' };
    }
  }

  async check(claims: { sub: string; ver: number }, grant: string): Promise<SessionVerdict> {
    const verdict = await this.memory.check(claims.sub, claims.ver, () => this.ask(claims, grant));
    return verdict.status === 'unchecked' ? { status: 'unknown' } : verdict;
  }

  private async ask(claims: { sub: string; ver: number }, grant: string): Promise<AskedVerdict> {
    const query = new URLSearchParams({ sub: claims.sub, ver: String(claims.ver) });
    try {
      const response = await this.fetch(`${USER_SESSION_PATH}?${query.toString()}`, grant, 'GET');
      // 401: outdated version, deleted account, or an expired grant; 403: a grant of someone else.
      if (response.status === 401 || response.status === 403) return { status: 'revoked' };
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { role?: UserRole };
      if (!body.role) throw new Error('no role in the answer');
      return { status: 'current', role: body.role };
    } catch (error) {
      this.logger.warn(`session check unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }

  private fetch(path: string, bearer: string, method: 'GET' | 'POST'): Promise<Response> {
    return fetch(new URL(path, this.options.accountUrl), {
      method,
      headers: { authorization: `Bearer ${bearer}` },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 2_000),
    });
  }
}
