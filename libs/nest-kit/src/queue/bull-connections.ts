import type { Redis } from 'ioredis';
import { bullConnection, type RedisLogger } from './redis-connection.js';

/**
 * The Redis connections of one service's BullMQ queues and workers, made by `bullConnection` and closed together
 * (a queue's and a worker's each: BullMQ wants one per blocking client).
 */
export class BullConnections {
  private readonly opened: Redis[] = [];

  constructor(
    private readonly url: string,
    private readonly logger: RedisLogger,
  ) {}

  /** For a Queue or a Worker: retries forever, as BullMQ requires of a blocking connection. */
  worker(): Redis {
    return this.keep(bullConnection(this.url, this.logger, 'worker'));
  }

  /** For a Queue an API request adds to: fails fast while Redis is down. */
  producer(): Redis {
    return this.keep(bullConnection(this.url, this.logger, 'producer'));
  }

  disconnect(): void {
    for (const redis of this.opened.splice(0)) redis.disconnect();
  }

  private keep(redis: Redis): Redis {
    this.opened.push(redis);
    return redis;
  }
}

/** The promise, or an Error('timeout') after `ms` (a request adding a job must not wait for Redis forever). */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
