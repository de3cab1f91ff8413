import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Where a sweep's failures go (a Nest Logger fits). */
export interface SweepLogger {
  warn(message: string): void;
}

/** Why a sweep runs: its period came (at start too), or Redis came back after a break. */
export type SweepReason = 'period' | 'recover';

/** A sweep this process ran, or left to the replica that held the lock. */
export type SweepOutcome = 'ran' | 'skipped';

/** A lock every replica asks before sweeping: true for the one that got it. */
export interface SweepLock {
  take(reason: SweepReason, ms: number): Promise<boolean>;
}

/**
 * `SET <key>:<reason> <token> NX PX <ms>` on the queue's Redis: the first replica to ask in a period sweeps, the
 * others find the key and skip; it expires on its own, so a replica that dies holding it blocks nobody for long.
 */
export function redisSweepLock(redis: Redis, key: string): SweepLock {
  return {
    async take(reason, ms) {
      return (await redis.set(`${key}:${reason}`, randomUUID(), 'PX', ms, 'NX')) === 'OK';
    },
  };
}

export interface PeriodicSweepOptions {
  /** Names the sweep in the logs. */
  name: string;
  everyMs: number;
  /** The sweep itself (it puts Redis in line with the database; it catches its own failures or they are logged). */
  run: () => Promise<void>;
  logger: SweepLogger;
  /** Without one (no Redis), every process sweeps. */
  lock?: SweepLock;
  /** Called after each sweep this process ran, or skipped because another replica held the lock (metrics). */
  swept?: (outcome: SweepOutcome) => void;
}

/** How long the replica that recovers after Redis came back keeps the others from doing the same. */
export const RECOVER_LOCK_MS = 30_000;

/**
 * A sweep at start and every `everyMs`, run by one replica per period: the lock is held for 90 % of the period,
 * so each period one replica's timer finds it free (N replicas would otherwise do N times the work, and N times the
 * calls to other services). `now('recover')` sweeps at once under a lock of its own (Redis came back, maybe empty:
 * the periodic lock went with it, and the replica that reconnects first puts the jobs back).
 */
export class PeriodicSweep {
  private timer?: NodeJS.Timeout;
  private running?: Promise<boolean>;

  constructor(private readonly options: PeriodicSweepOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.now('period'), this.options.everyMs);
    this.timer.unref();
    void this.now('period');
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Sweeps unless another replica holds the lock (or this process is sweeping); true when it swept. */
  now(reason: SweepReason): Promise<boolean> {
    // One sweep at a time in this process; a recovery asked meanwhile waits for it, then runs its own.
    if (this.running) return reason === 'recover' ? this.running.then(() => this.now(reason)) : this.running;
    const running = this.sweep(reason).finally(() => {
      this.running = undefined;
    });
    this.running = running;
    return running;
  }

  private async sweep(reason: SweepReason): Promise<boolean> {
    const { lock, logger, name, everyMs } = this.options;
    if (lock) {
      const ms = reason === 'recover' ? RECOVER_LOCK_MS : Math.max(1, Math.floor(everyMs * 0.9));
      try {
        if (!(await lock.take(reason, ms))) {
          this.options.swept?.('skipped');
          return false;
        }
      } catch (error) {
        // Redis down: nothing to put in line now; its return sweeps ('recover').
        logger.warn(`${name} not swept (no lock): ${(error as Error).message}`);
        return false;
      }
    }
    try {
      await this.options.run();
    } catch (error) {
      logger.warn(`${name} not swept: ${(error as Error).message}`);
    }
    this.options.swept?.('ran');
    return true;
  }
}
