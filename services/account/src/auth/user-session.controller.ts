import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { UserRole } from '@yarn-mgmt/contracts';
import {
  CurrentServiceCaller,
  CurrentUser,
  SESSION_CHECK_SCOPE,
  SESSION_GRANT_PATH,
  SESSION_GRANT_TTL_SECONDS,
  ServiceCall,
  USER_SESSION_PATH,
  ZodQuery,
  signServiceToken,
  type AuthUser,
  type ServiceCaller,
} from '@yarn-mgmt/nest-kit';
import { z } from 'zod';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { UsersRepository } from '../users/users.repository.js';
import { SIGNING_KEY, type SigningKey } from './signing-key.js';

const UserSessionQuerySchema = z
  .object({ sub: z.uuid(), ver: z.coerce.number().int().min(0).max(2_147_483_647) })
  .strict();

/**
 * For a session that outlives its bearer request (the deals service's queue board cookie): `POST
 * /internal/session/grant` with a current token answers a session grant (a service token of scope
 * `session:check` for the caller alone); `GET /internal/session/by-user?sub=&ver=` with that grant answers the
 * user's current role while `ver` is still their token version, and 401 once a password or role change (or a
 * deletion) has moved it on, as `/internal/session` does for a token. Not routed by the gateway.
 */
@ApiExcludeController()
@Controller()
export class UserSessionController {
  constructor(
    private readonly users: UsersRepository,
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
  ) {}

  @Post(SESSION_GRANT_PATH.slice(1))
  @HttpCode(200)
  grant(@CurrentUser() caller: AuthUser): { grant: string; expires_at: string } {
    const grant = signServiceToken(
      { privateKey: this.key.privateKey, kid: this.key.jwk.kid },
      { service: 'account', scope: SESSION_CHECK_SCOPE, userId: caller.id },
      { issuer: this.config.JWT_ISSUER, ttlSeconds: SESSION_GRANT_TTL_SECONDS },
    );
    // A second early, so a holder never relies on a grant in its last moment.
    const expiresAt = new Date(Date.now() + (SESSION_GRANT_TTL_SECONDS - 1) * 1000);
    return { grant, expires_at: expiresAt.toISOString() };
  }

  @Get(USER_SESSION_PATH.slice(1))
  @ServiceCall(SESSION_CHECK_SCOPE)
  async byUser(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodQuery(UserSessionQuerySchema) query: z.output<typeof UserSessionQuerySchema>,
  ): Promise<{ user_id: string; role: UserRole }> {
    if (query.sub !== caller.userId) throw new ForbiddenException();
    const user = await this.users.findById(query.sub);
    if (!user || user.deletedAt || user.tokenVersion !== query.ver) throw new UnauthorizedException();
    return { user_id: user.id, role: user.role };
  }
}
