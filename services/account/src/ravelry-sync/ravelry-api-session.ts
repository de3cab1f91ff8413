import { setTimeout as sleep } from 'node:timers/promises';
import { RAVELRY_PACERS, type TokenPace } from './ravelry-pacer.js';

/** Ravelry answered 401 (after a new token, or without a way to get one) or 403: not accepted. */
export class RavelryRefusedError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${status} on ${path}`);
  }
}
/** Ravelry could not be reached, or kept answering 429 / 5xx past the retries. */
export class RavelryUnavailableError extends Error {}
/** The record is not there (a stash entry deleted between the list and its page). */
export class RavelryNotFoundError extends Error {}
/** Ravelry refused a write's data (400 or 422): retrying the same would not help. */
export class RavelryInvalidError extends Error {}

export interface RavelryPace {
  /** At most this many requests a second (Ravelry's undocumented limit: clients keep to about 2). */
  perSecond: number;
  /** Tries of one request through 429 and 5xx answers before giving up. */
  attempts: number;
  /** The first wait when the answer gives no Retry-After (doubling each time). */
  backoffMs: number;
  timeoutMs: number;
}

export interface RavelrySessionOptions {
  pace: RavelryPace;
  /** Whose token: every session of one user in this process shares its pace (RAVELRY_PACERS). */
  userId: string;
  /** Before every request (before its wait): throws to stop, e.g. when the sync's link is gone. */
  guard?: () => Promise<void>;
  /** On a 401: a new token for the refused one (one refresh), or throws (the link is broken). Once a request. */
  renew?: (refused: string) => Promise<string>;
  /** Stops the waits and the request in flight; its reason is thrown. */
  signal?: AbortSignal;
  /**
   * Whether a 429's or 5xx's pause holds the user's other sessions too (default): a live read, which gives up
   * rather than wait long, keeps its pause to itself (the sync meets its own 429 if Ravelry still means it).
   */
  sharedBackOff?: boolean;
  /** The token's pace (RavelryPaces's, shared by the replicas; default this process's RAVELRY_PACERS). */
  pacer?: TokenPace;
  now?: () => number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
}

const RETRIED = new Set([429, 500, 502, 503, 504]);

/** Seconds of a Retry-After header (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Calls to Ravelry's API with one user's token (a sync's, or a live pattern read's): each request takes the next
 * slot of the user's pace (shared with the user's other sessions in this process), backs off on 429 and 5xx
 * (the Retry-After when given; the pause holds every session of the user), renews the token once on a 401, and
 * counts what it did.
 */
export class RavelryApiSession {
  requests = 0;
  retries = 0;
  private token: string;
  /** This session's own pause (without sharedBackOff). */
  private pausedUntil = 0;
  private readonly pacer: TokenPace;
  private readonly now: () => number;
  private readonly wait: (ms: number, signal?: AbortSignal) => Promise<unknown>;

  constructor(
    private readonly baseUrl: string,
    token: string,
    private readonly options: RavelrySessionOptions,
  ) {
    this.token = token;
    this.pacer = options.pacer ?? RAVELRY_PACERS.of(options.userId, options.pace.perSecond);
    this.now = options.now ?? Date.now;
    this.wait = options.wait ?? ((ms, signal) => sleep(ms, undefined, { signal }));
  }

  get(path: string, query: Record<string, string | number> = {}): Promise<unknown> {
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return this.send(url, path, null);
  }

  /** A write (Ravelry's POST methods take the record as `data`), paced and retried as a read is. */
  post(path: string, data: Record<string, unknown>): Promise<unknown> {
    return this.send(new URL(`${this.baseUrl.replace(/\/+$/, '')}${path}`), path, JSON.stringify({ data }));
  }

  private async send(url: URL, path: string, body: string | null): Promise<unknown> {
    const { pace, renew, signal } = this.options;
    let renewed = false;
    for (let attempt = 1; ; attempt += 1) {
      // The guard first: between the slot and the call nothing may delay it (calls are spaced as sent).
      await this.options.guard?.();
      await this.turn();
      let response: Response;
      try {
        this.requests += 1;
        const headers = { authorization: `Bearer ${this.token}`, accept: 'application/json' };
        const timeout = AbortSignal.timeout(pace.timeoutMs);
        response = await fetch(url, {
          ...(body === null
            ? { headers }
            : { method: 'POST', body, headers: { ...headers, 'content-type': 'application/json' } }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        signal?.throwIfAborted();
        if (attempt >= pace.attempts) throw new RavelryUnavailableError((error as Error).message);
        await this.backOff(attempt, null);
        continue;
      }
      if (response.ok) return response.json();
      await response.body?.cancel();
      if (response.status === 401 && renew && !renewed) {
        // Revoked at Ravelry, or ended early: one refresh (a refused one marks the link broken and throws).
        renewed = true;
        this.token = await renew(this.token);
        attempt -= 1;
        continue;
      }
      if (response.status === 401 || response.status === 403)
        throw new RavelryRefusedError(response.status, path);
      if (response.status === 404) throw new RavelryNotFoundError(path);
      if (body !== null && (response.status === 400 || response.status === 422))
        throw new RavelryInvalidError(`${response.status} on ${path}`);
      if (!RETRIED.has(response.status) || attempt >= pace.attempts)
        throw new RavelryUnavailableError(`${response.status} on ${path}`);
      await this.backOff(attempt, retryAfterMs(response.headers.get('retry-after'), this.now()));
    }
  }

  /** Waits for this request's slot in the user's pace. */
  private async turn(): Promise<void> {
    const { signal } = this.options;
    signal?.throwIfAborted();
    const now = this.now();
    const at = Math.max(await this.pacer.reserve(now), this.pausedUntil);
    if (at > now) {
      try {
        await this.wait(at - now, signal);
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      }
    }
    // A wait that woke late pushes the next slot too: the calls are spaced as sent, not only as planned.
    await this.pacer.pause(this.now() + 1000 / this.options.pace.perSecond);
  }

  private async backOff(attempt: number, retryAfter: number | null): Promise<void> {
    this.retries += 1;
    const ms = retryAfter ?? this.options.pace.backoffMs * 2 ** (attempt - 1);
    // The user's later requests (this session's, and any other's unless the pause is this one's) wait behind it.
    if (this.options.sharedBackOff === false) this.pausedUntil = this.now() + ms;
    else await this.pacer.pause(this.now() + ms);
  }
}
