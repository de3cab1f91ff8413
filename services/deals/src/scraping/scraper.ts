import type { Selectors } from '@yarn-mgmt/contracts';
import { BrowserPool } from './browser-pool.js';
import { fetchRendered } from './dynamic-fetcher.js';
import { assembleItems, type Extraction } from './extract.js';
import { extractHtml } from './extract-html.js';
import { extractJson } from './extract-json.js';
import { HostQueue } from './host-queue.js';
import { assertReadable, HTML_ACCEPT, JSON_ACCEPT, politeGet, type FetchContext } from './http-fetch.js';
import type { HttpResponse } from './http-request.js';
import { RobotsCache } from './robots.js';
import type {
  FetchedPage,
  ScrapeOutcome,
  Scraper,
  ScraperConfig,
  ScrapeTargetSpec,
} from './scraper.types.js';
import type { HostLookup } from './url-guard.js';

/** Not configuration: seams for tests (DNS is not our infrastructure, so a test may answer for it). */
export interface ScraperInternals {
  lookup?: HostLookup;
  /** A pool the caller watches (tests, the benchmark); closed with the scraper. */
  pool?: BrowserPool;
}

function charsetOf(response: HttpResponse): string {
  const match = /charset=["']?([\w-]+)/i.exec(String(response.headers['content-type'] ?? ''));
  return match?.[1] ?? 'utf-8';
}

function decode(response: HttpResponse): string {
  try {
    return new TextDecoder(charsetOf(response)).decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}

/** Reads the products off a page; an HTML page's title is read on the way. */
function extract(page: FetchedPage, selectors: Selectors): Extraction & { page: FetchedPage } {
  if (page.contentType === 'json') {
    return { ...assembleItems(extractJson(page.body, selectors), selectors, page.finalUrl), page };
  }
  const { raws, title } = extractHtml(page.body, selectors);
  return { ...assembleItems(raws, selectors, page.finalUrl), page: { ...page, title } };
}

export function createScraper(config: ScraperConfig, internals: ScraperInternals = {}): Scraper {
  const context: FetchContext = {
    guard: { allowPrivate: config.allowPrivate, lookup: internals.lookup },
    userAgent: config.userAgent,
    maxBodyBytes: config.maxBodyBytes,
    timeoutMs: config.requestTimeoutMs,
    hosts: new HostQueue(config.hostDelayMs),
  };
  const robots = new RobotsCache(context);
  let closed = false;
  let pool: BrowserPool | null = internals.pool ?? null;

  async function fetchOver(url: string, json: boolean, signal: AbortSignal): Promise<FetchedPage> {
    const response = await politeGet(url, context, {
      accept: json ? JSON_ACCEPT : HTML_ACCEPT,
      signal,
      beforeHop: (hop) => robots.assertAllowed(hop, signal),
    });
    assertReadable(response);
    const body = decode(response);
    return {
      finalUrl: response.url,
      title: null,
      body,
      contentType: json ? 'json' : 'html',
      bytes: response.body.length,
    };
  }

  async function fetchPage(target: ScrapeTargetSpec, signal: AbortSignal): Promise<FetchedPage> {
    if (target.scraperType === 'static') return fetchOver(target.url, false, signal);
    if (target.scraperType === 'api') return fetchOver(target.url, true, signal);
    pool ??= new BrowserPool(config);
    return fetchRendered(pool, target, { context, robots, signal });
  }

  return {
    async scrape(target, signal = new AbortController().signal): Promise<ScrapeOutcome> {
      if (closed) throw new Error('The scraper is closed');
      const started = performance.now();
      const page = await fetchPage(target, signal);
      return { ...extract(page, target.selectors), durationMs: Math.round(performance.now() - started) };
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}
