import { isRepeatable } from '@yarn-mgmt/contracts';

// The knitters' and the checks' HTTP calls through the gateway: every answer, or the lack of one, is kept with its
// feature and time, so each fault's window can count what failed during it.
export type Feature = 'auth' | 'inventory' | 'patterns' | 'projects' | 'deals' | 'health';

export interface Outcome<T = unknown> {
  ok: boolean;
  /** 0 when no answer came at all (refused, reset, timed out). */
  status: number;
  body: T;
  headers: Headers | undefined;
}

export interface CallRecord {
  feature: Feature;
  what: string;
  at: number;
  ok: boolean;
  status: number;
  /** Safe for the gateway to send to another instance: a read, or a keyed write to a route that honours the key. */
  retryable: boolean;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class Api {
  readonly calls: CallRecord[] = [];

  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(
    feature: Feature,
    what: string,
    method: string,
    route: string,
    options: CallOptions = {},
  ): Promise<Outcome<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let outcome: Outcome<T>;
    try {
      const response = await fetch(`${this.baseUrl}/api${route}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: kept as text
      }
      outcome = { ok: response.ok, status: response.status, body: parsed as T, headers: response.headers };
    } catch (error) {
      outcome = { ok: false, status: 0, body: String(error) as T, headers: undefined };
    }
    const keyed = Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
    const retryable = isRepeatable(method, route.split('?')[0] ?? route, keyed);
    this.calls.push({ feature, what, at: Date.now(), ok: outcome.ok, status: outcome.status, retryable });
    return outcome;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it answers true; false when `timeoutMs` passes first. */
export async function pollUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 250,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}
