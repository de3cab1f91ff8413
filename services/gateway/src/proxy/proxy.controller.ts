import { All, Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthRateLimitGuard } from './auth-rate-limit.guard.js';
import { ProxyService } from './proxy.service.js';

/**
 * Every `/api/...` request. The global JWT guard has already run (the gateway's public paths excepted), so a
 * protected prefix without a valid token never reaches its service.
 */
@ApiExcludeController()
@Controller('api')
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @Post('auth/login')
  @UseGuards(AuthRateLimitGuard)
  login(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  @Post('auth/register')
  @UseGuards(AuthRateLimitGuard)
  register(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  @All('*path')
  forward(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}
