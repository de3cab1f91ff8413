/** One API request a fake provider answered, for tests that measure a client's pace and retries. */
export interface ProviderRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: string;
  /** The account whose token was sent (null: none or refused). */
  subject: string | null;
  status: number;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** The next API requests (matching `path`, all when absent) answer `status` instead, `count` times (default 1). */
export interface InjectedFailure {
  status: number;
  count?: number;
  path?: string | RegExp;
  /** Sent as Retry-After (seconds) with the failure. */
  retryAfterSeconds?: number;
}

export class Traffic {
  private log: ProviderRequest[] = [];
  private failures: (InjectedFailure & { left: number })[] = [];

  record(entry: ProviderRequest): void {
    this.log.push(entry);
  }

  requests(): readonly ProviderRequest[] {
    return this.log;
  }

  resetLog(): void {
    this.log = [];
  }

  inject(failure: InjectedFailure): void {
    this.failures.push({ ...failure, left: failure.count ?? 1 });
  }

  clearFailures(): void {
    this.failures = [];
  }

  /** The injected failure this request meets, counted down; null when none is waiting for it. */
  take(path: string): InjectedFailure | null {
    const failure = this.failures.find((candidate) =>
      candidate.path === undefined
        ? true
        : typeof candidate.path === 'string'
          ? path === candidate.path || path.startsWith(`${candidate.path}/`)
          : candidate.path.test(path),
    );
    if (!failure) return null;
    failure.left -= 1;
    if (failure.left <= 0) this.failures.splice(this.failures.indexOf(failure), 1);
    return failure;
  }
}

/**
 * At most `perSecond` requests per key within any one second (a sliding window); what it refuses is not counted,
 * so a client that backs off gets through.
 */
export class SlidingRateLimit {
  private readonly seen = new Map<string, number[]>();

  constructor(public perSecond: number | false) {}

  admit(key: string, now = Date.now()): boolean {
    if (this.perSecond === false) return true;
    const recent = (this.seen.get(key) ?? []).filter((at) => at > now - 1000);
    if (recent.length >= this.perSecond) {
      this.seen.set(key, recent);
      return false;
    }
    recent.push(now);
    this.seen.set(key, recent);
    return true;
  }
}
