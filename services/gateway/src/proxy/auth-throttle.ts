import { Injectable, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { throttlerStorage } from '@yarn-mgmt/nest-kit/throttle';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { GatewayConfig } from '../config/gateway.config.js';
import { apiKeyOf, isThrottledApiRequest } from './route-table.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/**
 * Sign-in and sign-up attempts per client address and path: AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS, counted in
 * Redis when REDIS_URL is set (shared by every gateway replica), in memory otherwise. A blocked attempt is a 429
 * with `Retry-After`.
 */
export function authThrottlerModule(config: GatewayConfig): DynamicModule {
  return ThrottlerModule.forRoot({
    throttlers: [{ limit: config.AUTH_RATE_LIMIT, ttl: config.AUTH_RATE_WINDOW_MS }],
    errorMessage: TOO_MANY_ATTEMPTS,
    storage: throttlerStorage(config.REDIS_URL),
  });
}

/**
 * Which requests count is the admission function's answer (the `throttled` paths of the contracts' route table),
 * not which handler Express picked, and the count is kept per lower-cased canonical path: `/auth/LOGIN`,
 * `/Auth/login/` and `/auth/%6Cogin` are one route with one count (issue 18).
 */
@Injectable()
export class AuthThrottleGuard extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    return Promise.resolve(!isThrottledApiRequest(request.url, request.method));
  }

  protected override generateKey(context: ExecutionContext, suffix: string, name: string): string {
    const request = context.switchToHttp().getRequest<Request>();
    const path = apiKeyOf(request.url) ?? request.url;
    return createHash('sha256').update(`auth-throttle-${name}-${path}-${suffix}`).digest('hex');
  }
}
