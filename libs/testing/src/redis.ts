import { Redis } from 'ioredis';

/** A Redis database of the real server at 127.0.0.1:6379 that only the tests use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';

/**
 * Removes the rate-limit counts an earlier run left (a window outlives the suite): those under `prefix`, the key
 * prefix of the limit the suite tests (the kit's RedisThrottlerStorage default is the gateway's sign-in limit).
 */
export async function clearThrottleCounts(
  url = TEST_REDIS_URL,
  prefix = 'yarn-mgmt:throttle:',
): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
