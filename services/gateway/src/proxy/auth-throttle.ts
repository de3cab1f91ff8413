import type { DynamicModule } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import type { GatewayConfig } from '../config/gateway.config.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/**
 * Sign-in and sign-up attempts per client address and route: AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS, counted in
 * Redis when REDIS_URL is set (shared by every gateway replica), in memory otherwise. The routes opt in with
 * `@UseGuards(ThrottlerGuard)`; a blocked attempt is a 429 with `Retry-After`.
 */
export function authThrottlerModule(config: GatewayConfig): DynamicModule {
  return ThrottlerModule.forRoot({
    throttlers: [{ limit: config.AUTH_RATE_LIMIT, ttl: config.AUTH_RATE_WINDOW_MS }],
    errorMessage: TOO_MANY_ATTEMPTS,
    storage: config.REDIS_URL ? new RedisThrottlerStorage(config.REDIS_URL) : new ThrottlerStorageService(),
  });
}
