import type { HTTPRequest, Page } from 'puppeteer-core';
import type { BrowserPool } from './browser-pool.js';
import { assertReadable, MAX_REDIRECTS, politeGet, type FetchContext } from './http-fetch.js';
import type { HttpResponse } from './http-request.js';
import type { RobotsCache } from './robots.js';
import { ScrapeError, type FetchedPage, type ScrapeTargetSpec } from './scraper.types.js';

export interface RenderContext {
  context: FetchContext;
  robots: RobotsCache;
  signal: AbortSignal;
}

/** Not worth the time for reading products: the browser never asks for them. */
const SKIPPED_TYPES = new Set(['image', 'media', 'font', 'imageset', 'texttrack']);
/** Hop-by-hop or already decoded: the browser gets the body as our fetch read it. */
const DROPPED_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'content-encoding',
  'keep-alive',
]);

/**
 * Added to every document the browser gets: WebSockets and workers do not pass through request interception (the
 * browser would resolve and connect by itself), so a page may open none. Its own policy, if any, still applies.
 */
const NO_BYPASS_POLICY = "connect-src http: https: data: blob:; worker-src 'none'";

function responseHeaders(response: HttpResponse, isNavigation: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join('\n') : value;
  }
  if (isNavigation) {
    const theirs = headers['content-security-policy'];
    // Comma-separated policies are all enforced: ours cannot be loosened by theirs.
    headers['content-security-policy'] = theirs ? `${theirs}, ${NO_BYPASS_POLICY}` : NO_BYPASS_POLICY;
  }
  return headers;
}

function quietly(resolution: Promise<void>): void {
  resolution.catch(() => undefined);
}

/**
 * Every request the page makes (document, redirects, XHR, scripts, frames) is answered by our own fetch: checked
 * by the URL guard (and robots.txt for documents), pinned to the checked address, one at a time per host. So the
 * browser never resolves or connects anywhere by itself. Images, fonts and media are refused unasked.
 */
function interceptAll(
  page: Page,
  render: RenderContext,
  onDocumentError: (error: ScrapeError) => void,
): void {
  let documentHops = 0;
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (url.startsWith('data:') || url === 'about:blank') return quietly(request.continue());
    if (SKIPPED_TYPES.has(request.resourceType()) || request.method() !== 'GET') {
      return quietly(request.abort('blockedbyclient'));
    }
    const isDocument = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (isDocument) documentHops += 1;
    void (async () => {
      try {
        if (documentHops > MAX_REDIRECTS + 1) {
          throw new ScrapeError('http', `Too many redirects (more than ${MAX_REDIRECTS}) from ${url}`);
        }
        const response = await politeGet(url, render.context, {
          accept: request.headers().accept ?? '*/*',
          signal: render.signal,
          followRedirects: false,
          paced: isDocument,
          beforeHop: isDocument ? (hop) => render.robots.assertAllowed(hop, render.signal) : undefined,
        });
        if (isDocument) assertReadable(response);
        await request.respond({
          status: response.status,
          headers: responseHeaders(response, request.isNavigationRequest()),
          body: response.body,
        });
      } catch (error) {
        if (isDocument && error instanceof ScrapeError) onDocumentError(error);
        quietly(
          request.abort(
            error instanceof ScrapeError && error.kind === 'timeout' ? 'timedout' : 'blockedbyclient',
          ),
        );
      }
    })();
  });
}

/**
 * The `dynamic` type: the page rendered by Chromium from the pool (a tab earlier jobs may have used, see
 * pooled-tab.ts), then read with the same extraction as static pages. Waits for the `item` selector (bounded by requestTimeoutMs); a page that never shows it is read as is, so
 * its selector failure is reported rather than a timeout.
 */
export function fetchRendered(
  pool: BrowserPool,
  target: ScrapeTargetSpec,
  render: RenderContext,
): Promise<FetchedPage> {
  const timeout = render.context.timeoutMs;
  return pool.withPage(async (page) => {
    const document: { error: ScrapeError | null } = { error: null };
    // The page's own requests still in flight when it is done are given up with it.
    const pageLife = new AbortController();
    const signal = AbortSignal.any([render.signal, pageLife.signal]);
    await page.setUserAgent({ userAgent: render.context.userAgent });
    await page.setRequestInterception(true);
    interceptAll(page, { ...render, signal }, (error) => (document.error ??= error));
    try {
      return await readRendered(page, target, render.signal, timeout, document);
    } finally {
      pageLife.abort();
    }
  }, timeout * 3);
}

async function readRendered(
  page: Page,
  target: ScrapeTargetSpec,
  signal: AbortSignal,
  timeout: number,
  document: { error: ScrapeError | null },
): Promise<FetchedPage> {
  try {
    const options = { waitUntil: 'domcontentloaded', timeout, signal } as const;
    // A pooled tab may still show the URL asked for but for its fragment: going there would only scroll (no
    // response, the previous job's document). Leaving it first makes the navigation load the page afresh.
    if ((await page.goto(target.url, options)) === null) {
      await page.goto('about:blank', options);
      await page.goto(target.url, options);
    }
  } catch (error) {
    if (document.error) throw document.error;
    if (signal.aborted) throw error;
    if ((error as Error).name === 'TimeoutError') {
      throw new ScrapeError('timeout', `No answer within ${timeout} ms from ${target.url}`);
    }
    throw new ScrapeError(
      'browser',
      `The browser could not open ${target.url} (${(error as Error).message})`,
    );
  }
  if (document.error) throw document.error;
  try {
    await page.waitForSelector(target.selectors.item, { timeout, signal });
  } catch (error) {
    // Not there in time, or not valid CSS: read the page as it is and let extraction report the selector.
    if (signal.aborted || !page.browser().connected) throw error;
  }
  const body = await page.content();
  return {
    finalUrl: page.url(),
    title: (await page.title()) || null,
    body,
    contentType: 'html',
    bytes: Buffer.byteLength(body),
  };
}
