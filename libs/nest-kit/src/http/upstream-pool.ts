import { z } from 'zod';

/**
 * One or more instances of a service, written as a comma-separated list of base URLs (`REPLICAS=2 npm start`
 * gives `http://127.0.0.1:3102,http://127.0.0.1:3112`; Kubernetes gives one Service address).
 */
export function splitUrls(list: string): string[] {
  return list
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter((url) => url.length > 0);
}

const isHttpUrl = (value: string): boolean => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A `<SERVICE>_URL` setting: one http(s) base URL, or several separated by commas (one per instance). */
export const serviceUrlList = (defaultUrl: string) =>
  z
    .string()
    .trim()
    .refine((value) => splitUrls(value).length > 0 && splitUrls(value).every(isHttpUrl), {
      error: 'Must be one or more http(s) addresses separated by commas',
    })
    .default(defaultUrl);

export interface Upstream<T> {
  readonly url: URL;
  /** What the caller keeps per instance (the gateway: its connection pool). */
  readonly value: T;
  /** Taken out of the rotation until then (ms since the epoch); 0 when in. */
  downUntil: number;
}

/**
 * How long an instance that refused a connection, or gave no answer in time (stalled), stays out of the rotation
 * before it is tried again.
 */
export const INSTANCE_RETRY_MS = 5_000;

/**
 * Round robin over a service's instances. An instance that refuses connections or does not answer in time is taken
 * out for `retryAfterMs` and tried again after it; when every instance is out, they are all tried anyway (the
 * service may be back).
 */
export class UpstreamPool<T = undefined> {
  readonly instances: ReadonlyArray<Upstream<T>>;
  private next = 0;

  constructor(
    urls: string | readonly string[],
    make: (url: URL) => T,
    private readonly retryAfterMs = INSTANCE_RETRY_MS,
    private readonly now: () => number = Date.now,
  ) {
    const list = typeof urls === 'string' ? splitUrls(urls) : urls;
    if (list.length === 0) throw new Error('An upstream pool needs at least one URL');
    this.instances = list.map((raw) => {
      const url = new URL(raw);
      return { url, value: make(url), downUntil: 0 };
    });
  }

  /** The instances in the order one call tries them: the next in turn first, the ones taken out last. */
  order(): Array<Upstream<T>> {
    const count = this.instances.length;
    const start = this.next;
    this.next = (this.next + 1) % count;
    const turn = Array.from({ length: count }, (_, i) => this.instances[(start + i) % count]);
    const now = this.now();
    return [...turn.filter((u) => u.downUntil <= now), ...turn.filter((u) => u.downUntil > now)];
  }

  /** The first instance of this call's turn (one attempt only). */
  pick(): Upstream<T> {
    return this.order()[0];
  }

  markDown(instance: Upstream<T>): void {
    instance.downUntil = this.now() + this.retryAfterMs;
  }

  markUp(instance: Upstream<T>): void {
    instance.downUntil = 0;
  }

  /** True when at least one instance is in the rotation. */
  get anyUp(): boolean {
    const now = this.now();
    return this.instances.some((u) => u.downUntil <= now);
  }
}

/** Errors of a connection that was never made: nothing reached the instance, so any request may go to another. */
export const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** Errors after the request may have reached the instance: only a call that is safe to repeat goes elsewhere. */
export const CUT_OFF_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
