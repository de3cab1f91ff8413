import { All, Controller, Delete, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CurrentUser, RevokedUsers, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Request, Response } from 'express';
import { ProxyService } from './proxy.service.js';

/**
 * Every `/api/...` request. The global JWT guard has already run (the gateway's public paths excepted), so a
 * protected prefix without a valid token never reaches its service.
 */
@ApiExcludeController()
@Controller('api')
export class ProxyController {
  constructor(
    private readonly proxy: ProxyService,
    @Inject(RevokedUsers) private readonly revoked: RevokedUsers,
  ) {}

  @Post('auth/login')
  @UseGuards(ThrottlerGuard)
  login(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  @Post('auth/register')
  @UseGuards(ThrottlerGuard)
  register(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  /** A closed account's token is refused here from the very next call (nest-kit RevokedUsers). */
  @Delete('auth/account')
  deleteAccount(
    @Req() request: Request,
    @Res() response: Response,
    @CurrentUser() caller: AuthUser | undefined,
  ): Promise<void> {
    return this.proxy.forward(request, response, (status) => {
      if (caller && status >= 200 && status < 300) this.revoked.revoke(caller.id);
    });
  }

  @All('*path')
  forward(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}
