import { All, Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
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
  @UseGuards(ThrottlerGuard)
  login(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  @Post('auth/register')
  @UseGuards(ThrottlerGuard)
  register(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  @All('*path')
  forward(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}
