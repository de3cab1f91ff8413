import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

// One round trip, atomic across gateway replicas: count the hit, start the window on the first one.
const FIXED_WINDOW = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/**
 * Throttler hits counted in Redis, so every replica of a service shares one count per client and route. A small
 * fixed-window store of our own: the maintained package (`@nest-lab/throttler-storage-redis`) declares Nest <= 11.
 * While Redis is unreachable the limit is not enforced: the limited feature stays available (sign-in at the gateway,
 * the chat in the tools service) and the warning is logged.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RedisThrottlerStorage');
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'yarn-mgmt:throttle:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', () => undefined);
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      const [hits, pttl] = (await this.redis.eval(FIXED_WINDOW, 1, this.prefix + key, ttl)) as [
        number,
        number,
      ];
      const seconds = Math.max(1, Math.ceil(pttl / 1000));
      const isBlocked = hits > limit;
      return {
        totalHits: hits,
        timeToExpire: seconds,
        isBlocked,
        timeToBlockExpire: isBlocked ? seconds : 0,
      };
    } catch (error) {
      this.logger.warn(`rate limit not enforced, Redis unavailable: ${(error as Error).message}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
