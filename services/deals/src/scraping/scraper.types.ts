import type { ScraperType, SelectorField, Selectors } from '@yarn-mgmt/contracts';

/**
 * The seam between the worker's run (persistence: services/deals/src/runs) and the scraping library
 * (services/deals/src/scraping: fetchers, browser pool, politeness, robots.txt, URL guard, extraction).
 */
export interface ScrapeTargetSpec {
  id: number;
  name: string;
  url: string;
  scraperType: ScraperType;
  selectors: Selectors;
}

/** One product read off the page, its text trimmed; prices parsed to numbers (null when unreadable). */
export interface ScrapedItem {
  product_name: string;
  product_url: string;
  current_price: number;
  brand: string | null;
  original_price: number | null;
  /** ISO 4217 code of both prices: the currency selector, else the price text, else USD (DECISIONS 26). */
  currency: string;
  image_url: string | null;
  yarn_weight: string | null;
  fiber_content: string | null;
}

export interface SelectorFailure {
  /** `item` when the page had no product; otherwise the first field some products lacked. */
  selector: 'item' | SelectorField;
  message: string;
  /** Products on the page that lacked it (0 for `item`). */
  missing: number;
}

export interface FetchedPage {
  /** After redirects. */
  finalUrl: string;
  title: string | null;
  /** The HTML as fetched (static), as rendered (dynamic), or the JSON text (api). */
  body: string;
  contentType: 'html' | 'json';
  bytes: number;
}

export interface ScrapeOutcome {
  /** Products with every required field; products missing one are left out and counted in selectorFailure. */
  items: ScrapedItem[];
  selectorFailure: SelectorFailure | null;
  page: FetchedPage;
  durationMs: number;
}

export type ScrapeErrorKind = 'blocked_url' | 'robots' | 'http' | 'timeout' | 'browser' | 'parse';

/** A run that could not read the page at all; its message is what the admin sees in the log. */
export class ScrapeError extends Error {
  constructor(
    readonly kind: ScrapeErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ScrapeError';
  }
}

export interface ScraperConfig {
  /** SCRAPER_ALLOW_PRIVATE (DECISIONS 22): admit private and loopback addresses, never link-local. */
  allowPrivate: boolean;
  userAgent: string;
  /** Minimum gap between two requests to one host. */
  hostDelayMs: number;
  requestTimeoutMs: number;
  maxBodyBytes: number;
  /** Browser pool (dynamic). */
  chromiumPath: string | undefined;
  maxBrowsers: number;
  maxPagesPerBrowser: number;
  pagesBeforeRetire: number;
  jobsPerPage: number;
}

export interface Scraper {
  scrape(target: ScrapeTargetSpec, signal?: AbortSignal): Promise<ScrapeOutcome>;
  /** Closes every browser; no Chromium process is left behind. */
  close(): Promise<void>;
}

/** DECISIONS 22, at save time: null when the URL may be fetched, else the reason (shown as the field error). */
export type TargetUrlCheck = (url: string) => Promise<string | null>;
