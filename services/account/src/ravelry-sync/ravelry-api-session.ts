import { setTimeout as sleep } from 'node:timers/promises';

/** Ravelry answered 401 or 403: the token is not (or no longer) accepted. */
export class RavelryRefusedError extends Error {}
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
 * One sync's calls to Ravelry's API with one user's token: spaced to `perSecond` (every request, retries
 * included), backing off on 429 and 5xx (the Retry-After when given), and counting what it did.
 */
export class RavelryApiSession {
  requests = 0;
  retries = 0;
  private nextAt = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly pace: RavelryPace,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {}

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
    for (let attempt = 1; ; attempt += 1) {
      await this.turn();
      let response: Response;
      try {
        this.requests += 1;
        const headers = { authorization: `Bearer ${this.token}`, accept: 'application/json' };
        response = await fetch(url, {
          ...(body === null
            ? { headers }
            : { method: 'POST', body, headers: { ...headers, 'content-type': 'application/json' } }),
          signal: AbortSignal.timeout(this.pace.timeoutMs),
        });
      } catch (error) {
        if (attempt >= this.pace.attempts) throw new RavelryUnavailableError((error as Error).message);
        this.backOff(attempt, null);
        continue;
      }
      if (response.ok) return response.json();
      await response.body?.cancel();
      if (response.status === 401 || response.status === 403)
        throw new RavelryRefusedError(`${response.status} on ${path}`);
      if (response.status === 404) throw new RavelryNotFoundError(path);
      if (body !== null && (response.status === 400 || response.status === 422))
        throw new RavelryInvalidError(`${response.status} on ${path}`);
      if (!RETRIED.has(response.status) || attempt >= this.pace.attempts)
        throw new RavelryUnavailableError(`${response.status} on ${path}`);
      this.backOff(attempt, retryAfterMs(response.headers.get('retry-after')));
    }
  }

  /** Waits for this request's slot: `1 / perSecond` seconds after the previous one's. */
  private async turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + 1000 / this.pace.perSecond;
    if (at > now) await this.wait(at - now);
  }

  private backOff(attempt: number, retryAfter: number | null): void {
    this.retries += 1;
    const ms = retryAfter ?? this.pace.backoffMs * 2 ** (attempt - 1);
    // Later requests wait behind the pause too.
    this.nextAt = Math.max(this.nextAt, Date.now() + ms);
  }
}
