import { Logger } from '@nestjs/common';
import type { UserRole } from '@yarn-mgmt/contracts';
import { VerdictMemory, type AskedVerdict, type TokenVerdict } from './verdict-memory.js';

export type { TokenVerdict } from './verdict-memory.js';

/** Path of the account service's check; internal (the gateway routes no `/internal` prefix). */
export const TOKEN_STATE_PATH = '/internal/session';

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
 * the check reveals nothing to someone without one), remembering the verdicts per user and token version
 * (VerdictMemory: reused for `ttlMs`; when the account service cannot be asked, a revoked version stays refused,
 * a current one is stretched by one `ttlMs` at most, and after that the verdict is `unknown`).
 */
export class AccountTokenChecker implements TokenChecker {
  private readonly logger = new Logger('TokenChecker');
  private readonly memory: VerdictMemory;

  constructor(private readonly options: AccountTokenCheckerOptions) {
    this.memory = new VerdictMemory(options.ttlMs);
  }

  check(claims: { sub: string; ver?: number }, rawToken: string): Promise<TokenVerdict> {
    return this.memory.check(claims.sub, claims.ver ?? 0, () => this.ask(rawToken));
  }

  private async ask(rawToken: string): Promise<AskedVerdict> {
    try {
      const response = await fetch(new URL(TOKEN_STATE_PATH, this.options.accountUrl), {
        headers: { authorization: `Bearer ${rawToken}` },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 2_000),
      });
      if (response.status === 401) return { status: 'revoked' };
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { role?: UserRole };
      if (!body.role) throw new Error('no role in the answer');
      return { status: 'current', role: body.role };
    } catch (error) {
      this.logger.warn(`token check unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }
}
