import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { FixedWindowRateLimiter } from './rate-limiter.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** Sign-in and sign-up attempts per client address and route: AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS. */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly limiter: FixedWindowRateLimiter;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.limiter = new FixedWindowRateLimiter(config.AUTH_RATE_LIMIT, config.AUTH_RATE_WINDOW_MS);
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const { allowed, retryAfterSeconds } = this.limiter.hit(
      `${request.ip ?? request.socket.remoteAddress}|${request.path}`,
    );
    if (allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfterSeconds));
    throw new HttpException(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
