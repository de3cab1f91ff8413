import { Controller, Get, Put, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AUTH_API,
  ChangePasswordInputSchema,
  PROFILE_API,
  type AuthResponse,
  type ChangePasswordInput,
  type MeResponse,
} from '@yarn-mgmt/contracts';
import { CurrentUser, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import { AuthService } from './auth.service.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller()
export class UsersController {
  constructor(private readonly auth: AuthService) {}

  /** The signed-in user. A token of a deleted account is a 401, so the client signs out. */
  @Get(AUTH_API.me)
  async me(@CurrentUser() caller: AuthUser): Promise<MeResponse> {
    const user = await this.auth.me(caller.id);
    if (!user) throw new UnauthorizedException();
    return { user };
  }

  /** Answers a fresh token; every token issued before the change is refused from then on. */
  @Put(PROFILE_API.changePassword)
  changePassword(
    @CurrentUser() caller: AuthUser,
    @ZodBody(ChangePasswordInputSchema) body: ChangePasswordInput,
  ): Promise<AuthResponse> {
    return this.auth.changePassword(caller.id, body);
  }
}
