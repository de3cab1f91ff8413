import { Redis, type RedisOptions } from 'ioredis';

/** Where a connection's errors go (a Nest Logger fits). */
export interface RedisLogger {
  warn(message: string): void;
}

/**
 * A Redis connection for BullMQ, its errors logged rather than thrown (an unhandled 'error' event would end the
 * process). A `worker` blocks on Redis and must retry forever (`maxRetriesPerRequest: null`, BullMQ's
 * requirement); a `producer` (an API adding jobs) fails fast instead, so a request with Redis down gets its answer
 * at once rather than waiting for Redis to come back.
 */
export function bullConnection(url: string, logger: RedisLogger, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 };
  const redis = new Redis(url, options);
  redis.on('error', (error: Error) => logger.warn(`redis: ${error.message}`));
  return redis;
}
