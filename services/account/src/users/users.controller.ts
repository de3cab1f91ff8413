import { Controller, Get, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MeResponse } from '@yarn-mgmt/contracts';
import { CurrentUser, type AuthUser } from '@yarn-mgmt/nest-kit';
import { UsersService } from './users.service.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The signed-in user. A token of a deleted account is a 401, so the client signs out. */
  @Get('me')
  async me(@CurrentUser() caller: AuthUser): Promise<MeResponse> {
    const user = await this.users.findUser(caller.id);
    if (!user) throw new UnauthorizedException();
    return { user };
  }
}
