/** One token's pace as a session uses it: the next request's slot, and a pause after a 429 or 5xx. */
export interface TokenPace {
  /** Takes the next free slot at or after `now` (ms since the epoch, this process's clock) and answers it. */
  reserve(now: number): Promise<number>;
  /** No slot before `until`. */
  pause(until: number): Promise<void>;
}

/** Slots `1 / perSecond` seconds apart: a request takes the first free one. */
export class RavelryPacer {
  private nextAt = 0;

  constructor(readonly perSecond: number) {}

  reserve(now: number): number {
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + 1000 / this.perSecond;
    return at;
  }

  pause(until: number): void {
    this.nextAt = Math.max(this.nextAt, until);
  }

  /** No slot taken ahead of `now`: the same as a new pacer. */
  idleAt(now: number): boolean {
    return this.nextAt <= now;
  }
}

/** Past this many pacers, the idle ones (no slot ahead) are dropped: the map holds the users calling now. */
const KEEP = 256;

/**
 * The pace of each user's Ravelry token in this process (Ravelry's limit is per token: about 2 requests a second):
 * the sync's requests and the live pattern reads of `?source=ravelry` take their slots from the same pacer, so
 * browsing during a sync does not go past it. Keyed by user (one Ravelry link each), so a refreshed token keeps
 * its pace (at the first caller's rate: all read the same setting). Per process: with Redis, RavelryPaces shares
 * one pace between replicas and these stand in only while Redis does not answer. A session looks its pacer up at every request (`of`
 * answers a handle, not the pacer), so dropping an idle one never splits a user's pace in two.
 */
export class RavelryPacers {
  private readonly pacers = new Map<string, RavelryPacer>();

  constructor(private readonly now: () => number = Date.now) {}

  of(userId: string, perSecond: number): TokenPace {
    return {
      reserve: (now) => Promise.resolve(this.pacer(userId, perSecond).reserve(now)),
      pause: (until) => Promise.resolve(this.pacer(userId, perSecond).pause(until)),
    };
  }

  /** How many users have a pacer now (for tests). */
  get size(): number {
    return this.pacers.size;
  }

  private pacer(userId: string, perSecond: number): RavelryPacer {
    let pacer = this.pacers.get(userId);
    if (!pacer) {
      if (this.pacers.size >= KEEP) this.dropIdle();
      pacer = new RavelryPacer(perSecond);
      this.pacers.set(userId, pacer);
    }
    return pacer;
  }

  private dropIdle(): void {
    const now = this.now();
    for (const [userId, pacer] of this.pacers) if (pacer.idleAt(now)) this.pacers.delete(userId);
  }
}

/** This process's pacers (the sync runner's and the live pattern reads' sessions share them). */
export const RAVELRY_PACERS = new RavelryPacers();
