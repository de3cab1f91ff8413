import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CurrentUser, TOKEN_STATE_PATH, type AuthUser } from '@yarn-mgmt/nest-kit';

/**
 * `GET /internal/session`, for the other services' JWT guard: 200 with the caller's current role while the token
 * is current, 401 once a password or role change has revoked it (the global guard checks the version). Not routed
 * by the gateway, which owns no `/internal` prefix.
 */
@ApiExcludeController()
@Controller()
export class SessionController {
  @Get(TOKEN_STATE_PATH.slice(1))
  session(@CurrentUser() caller: AuthUser): { user_id: string; role: AuthUser['role'] } {
    return { user_id: caller.id, role: caller.role };
  }
}
