import { All, Controller, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { API_PROXY_ROUTE } from '@yarn-mgmt/contracts';
import type { Request, Response } from 'express';
import { AuthThrottleGuard } from './auth-throttle.js';
import { ProxyService } from './proxy.service.js';

/**
 * Every `/api/...` request. The global JWT guard has already run (the gateway's public paths excepted), so a
 * protected prefix without a valid token never reaches its service; sign-in and sign-up are counted first.
 */
@ApiExcludeController()
@Controller()
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All(API_PROXY_ROUTE)
  @UseGuards(AuthThrottleGuard)
  forward(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}
