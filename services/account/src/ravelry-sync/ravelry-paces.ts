import { Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { withDeadline } from '@yarn-mgmt/nest-kit/queue';
import { Redis } from 'ioredis';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { RAVELRY_PACERS, type TokenPace } from './ravelry-pacer.js';

// The user's next free slot, on Redis's clock (every replica reads the same one): a reservation takes the first
// slot at or after now and moves it one gap on; the answer is how long the caller waits for it.
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
local at = math.max(now, free)
local after = at + tonumber(ARGV[1])
redis.call('SET', KEYS[1], tostring(after), 'PX', after - now + 60000)
return at - now`;

// No slot before now + ARGV[1] ms (a 429's Retry-After, a late wake-up).
const PAUSE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
local till = now + tonumber(ARGV[1])
if till > free then redis.call('SET', KEYS[1], tostring(till), 'PX', till - now + 60000) end
return 0`;

/** A Redis call the pace waits for at most: past it, this process's own pacer stands in. */
const REDIS_DEADLINE_MS = 1_000;

/**
 * Each user's Ravelry pace (Ravelry allows about 2 requests a second per token), shared by every account process
 * through Redis: the sync on one replica and the live pattern reads landing on others take their slots from one
 * schedule, so together they stay at the user's pace. Without REDIS_URL, or while Redis does not answer, each
 * process keeps its own pace (RAVELRY_PACERS) and says so in its log: a sync is never stopped for want of Redis.
 */
@Injectable()
export class RavelryPaces implements OnApplicationShutdown {
  private readonly logger = new Logger('RavelryPaces');
  private readonly redis?: Redis;
  private readonly prefix: string;
  private warned = false;

  private readonly local = RAVELRY_PACERS;

  constructor(@Inject(ACCOUNT_CONFIG) config: AccountConfig) {
    this.prefix = `${config.QUEUE_PREFIX}:ravelry-pace:`;
    if (!config.REDIS_URL) return;
    this.redis = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
    });
    this.redis.on('error', () => undefined);
  }

  /** The user's pace (the same schedule for each of the user's sessions, in any process). */
  of(userId: string, perSecond: number): TokenPace {
    const fallback = this.local.of(userId, perSecond);
    const redis = this.redis;
    if (!redis) return fallback;
    const key = `${this.prefix}${userId}`;
    const gap = Math.ceil(1000 / perSecond);
    return {
      reserve: async (now) => {
        const wait = await this.shared(() => redis.eval(RESERVE, 1, key, gap));
        return wait === null ? fallback.reserve(now) : now + Number(wait);
      },
      pause: async (until) => {
        const ms = Math.max(0, Math.ceil(until - Date.now()));
        const done = await this.shared(() => redis.eval(PAUSE, 1, key, ms));
        if (done === null) await fallback.pause(until);
      },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }

  private async shared(call: () => Promise<unknown>): Promise<unknown> {
    try {
      const answer = await withDeadline(call(), REDIS_DEADLINE_MS);
      this.warned = false;
      return answer;
    } catch (error) {
      if (!this.warned)
        this.logger.warn(
          `Ravelry pace kept in this process only, Redis unavailable: ${(error as Error).message}`,
        );
      this.warned = true;
      return null;
    }
  }
}

/** The shared paces, for the sync and the live pattern reads. */
@Module({ providers: [RavelryPaces], exports: [RavelryPaces] })
export class RavelryPacesModule {}
