import type { HostQueue } from './host-queue.js';
import { isRedirect, requestOnce, type HttpResponse } from './http-request.js';
import { ScrapeError } from './scraper.types.js';
import { guardUrl, type UrlGuardOptions } from './url-guard.js';

/** What every request of one scraper shares: the guard, the user agent, the body cap and the per-host queue. */
export interface FetchContext {
  guard: UrlGuardOptions;
  userAgent: string;
  maxBodyBytes: number;
  /** Each request's own limit (waiting for a turn at the host does not count). */
  timeoutMs: number;
  hosts: HostQueue;
}

export interface PoliteGetOptions {
  accept: string;
  signal: AbortSignal;
  /** Run before each hop is requested (robots.txt for pages); throws to refuse it. */
  beforeHop?: (url: URL) => Promise<void>;
  /** false: a redirect is returned as it is (the browser follows it and asks again). */
  followRedirects?: boolean;
  /** false: wait for the host to be free but not for hostDelayMs (a rendered page's own requests). */
  paced?: boolean;
}

export const MAX_REDIRECTS = 5;
export const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
export const JSON_ACCEPT = 'application/json,*/*;q=0.5';

/**
 * GET through the URL guard (DECISIONS 22), at most one request at a time per host, following at most
 * MAX_REDIRECTS redirects itself so that every hop is checked again. The final answer may be any status.
 */
export async function politeGet(
  raw: string,
  context: FetchContext,
  options: PoliteGetOptions,
): Promise<HttpResponse> {
  let next = raw;
  for (let hop = 0; ; hop += 1) {
    const checked = await guardUrl(next, context.guard);
    await options.beforeHop?.(checked.url);
    options.signal.throwIfAborted();
    const response = await context.hosts.run(
      checked.url.hostname,
      () =>
        timed(checked.url, context.timeoutMs, options.signal, (signal) =>
          requestOnce(checked, {
            userAgent: context.userAgent,
            maxBodyBytes: context.maxBodyBytes,
            accept: options.accept,
            signal,
          }),
        ),
      options.paced ?? true,
    );
    const location = response.headers.location;
    if (!isRedirect(response.status) || !location || options.followRedirects === false) return response;
    if (hop >= MAX_REDIRECTS) {
      throw new ScrapeError('http', `Too many redirects (more than ${MAX_REDIRECTS}) from ${raw}`);
    }
    next = new URL(location, checked.url).href;
  }
}

/** Runs one request under its own time limit; its abort becomes ScrapeError('timeout'). */
export async function timed<T>(
  url: URL,
  timeoutMs: number,
  outer: AbortSignal,
  request: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const limit = AbortSignal.timeout(timeoutMs);
  try {
    return await request(AbortSignal.any([outer, limit]));
  } catch (error) {
    if (limit.aborted && !outer.aborted) {
      throw new ScrapeError('timeout', `No answer within ${timeoutMs} ms from ${url.href}`);
    }
    throw error;
  }
}

/** A page that answered with an error status cannot be read. */
export function assertReadable(response: HttpResponse): void {
  if (response.status >= 400) {
    const text = response.statusText ? ` ${response.statusText}` : '';
    throw new ScrapeError('http', `HTTP ${response.status}${text} from ${response.url}`);
  }
}
