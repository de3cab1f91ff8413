import { Inject, Injectable } from '@nestjs/common';
import { PROFILE_API } from '@yarn-mgmt/contracts';
import { JWT_VERIFIED_TOKENS, RevokedUsers, type VerifiedTokenCache } from '@yarn-mgmt/nest-kit';
import type { IncomingMessage } from 'node:http';
import { apiKeyOf } from './route-table.js';

const BEARER = /^Bearer (\S+)$/i;

/**
 * The gateway's part in Delete Account: when the account service answers a `DELETE /auth/account` with a 2xx,
 * the caller's user joins RevokedUsers before the client reads the answer, so their old token is a 401 on the
 * very next call (the JWT guard's token checker), and the verified-token shortcut leaves such calls to the guard.
 * One gateway replica knows only what it proxied: another refuses the token once the services' cached verdicts
 * lapse (TOKEN_CHECK_TTL_MS, at most 60 s), the account service having refused it from the first moment.
 */
@Injectable()
export class AccountClosures {
  constructor(
    @Inject(RevokedUsers) private readonly revoked: RevokedUsers,
    @Inject(JWT_VERIFIED_TOKENS) private readonly verified: VerifiedTokenCache,
  ) {}

  /** Each proxied answer's status, before it is passed on. */
  observe(request: IncomingMessage, status: number): void {
    if (request.method !== 'DELETE' || status < 200 || status >= 300) return;
    // In any spelling the account service answers (issue 18): the canonical, lower-cased path.
    if (apiKeyOf(request.url ?? '/') !== PROFILE_API.account) return;
    const user = this.userOf(request);
    if (user) this.revoked.revoke(user);
  }

  /**
   * The user of a request whose token the JWT guard verified before, unless their account was closed through this
   * gateway (undefined then, as for a token not verified yet: such requests take the guard's way).
   */
  verifiedOpenUser(request: IncomingMessage): string | undefined {
    const user = this.userOf(request);
    return user !== undefined && !this.revoked.has(user) ? user : undefined;
  }

  private userOf(request: IncomingMessage): string | undefined {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return token ? this.verified.get(token)?.user.id : undefined;
  }
}
