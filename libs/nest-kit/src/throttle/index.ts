import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

export * from './redis-throttler-storage.js';

/**
 * Where a rate limit counts: in Redis when REDIS_URL is set (one count shared by every replica), in this process's
 * memory otherwise (a single process, local mode). `prefix` keeps one limit's keys apart from another's.
 */
export function throttlerStorage(redisUrl: string | undefined, prefix?: string): ThrottlerStorage {
  return redisUrl ? new RedisThrottlerStorage(redisUrl, prefix) : new ThrottlerStorageService();
}
