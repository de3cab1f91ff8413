export interface InternalRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Default 3000 ms: a slow neighbour must not make our own answer slow. */
  timeoutMs?: number;
}

export type InternalResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status?: number; error: string };

/**
 * The gateway's reads of the services (composition, health): JSON over HTTP with a timeout, and an answer even
 * when the other side is down. Services call each other through NeighbourClient (neighbour-client.ts) instead.
 */
export class InternalHttpClient {
  constructor(private readonly defaults: { timeoutMs?: number; headers?: Record<string, string> } = {}) {}

  async request<T>(url: string, options: InternalRequestOptions = {}): Promise<InternalResult<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...this.defaults.headers,
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? this.defaults.timeoutMs ?? 3_000),
      });
      const text = await response.text();
      const data = text ? (JSON.parse(text) as unknown) : undefined;
      if (!response.ok) {
        const message = (data as { error?: unknown } | undefined)?.error;
        return {
          ok: false,
          status: response.status,
          error: typeof message === 'string' ? message : `HTTP ${response.status}`,
        };
      }
      return { ok: true, status: response.status, data: data as T };
    } catch (error) {
      const name = (error as { name?: string }).name;
      return {
        ok: false,
        error: name === 'TimeoutError' ? 'timeout' : error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** The answer's JSON, or `fallback` when the other service is down, slow or answers an error. */
  async getOr<T>(url: string, fallback: T, options: InternalRequestOptions = {}): Promise<T> {
    const result = await this.request<T>(url, options);
    return result.ok ? result.data : fallback;
  }

  /** True when `url` answers 2xx within the timeout. */
  async isUp(url: string, timeoutMs = 1_500): Promise<boolean> {
    return (await this.request(url, { timeoutMs })).ok;
  }
}
