import type { Logger } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { DealsConfig } from '../config/deals.config.js';
import { scrapeJobOptions } from './job-options.js';

/**
 * A Redis connection for BullMQ, its errors logged rather than thrown. A worker blocks on Redis and must retry
 * forever (`maxRetriesPerRequest: null`); the API's producer fails fast instead (no offline queue), so a trigger
 * with Redis down answers 503 at once.
 */
export function redisConnection(url: string, logger: Logger, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 };
  const redis = new Redis(url, options);
  redis.on('error', (error: Error) => logger.warn(`redis: ${error.message}`));
  return redis;
}

/** What both sides of the queue agree on: its name, key prefix and the jobs' retry policy. */
export function queueSettings(config: DealsConfig) {
  return { prefix: config.QUEUE_PREFIX, defaultJobOptions: scrapeJobOptions(config) };
}
