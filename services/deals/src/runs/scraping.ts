import type { DealsConfig } from '../config/deals.config.js';
import { checkTargetUrl, createScraper, pageText, sanitizeArchiveHtml } from '../scraping/index.js';
import type { Scraper, ScraperConfig, TargetUrlCheck } from '../scraping/scraper.types.js';

/** Injection tokens of the scraping library's two entry points this service uses. */
export const SCRAPER = Symbol('SCRAPER');
export const TARGET_URL_CHECK = Symbol('TARGET_URL_CHECK');

export function scraperConfigOf(config: DealsConfig): ScraperConfig {
  return {
    allowPrivate: config.SCRAPER_ALLOW_PRIVATE,
    userAgent: config.SCRAPER_USER_AGENT,
    hostDelayMs: config.SCRAPER_HOST_DELAY_MS,
    requestTimeoutMs: config.SCRAPER_TIMEOUT_MS,
    maxBodyBytes: config.SCRAPER_MAX_BYTES,
    chromiumPath: config.CHROMIUM_PATH,
    maxBrowsers: config.BROWSER_POOL_SIZE,
    maxPagesPerBrowser: config.BROWSER_PAGES_PER_BROWSER,
    pagesBeforeRetire: config.BROWSER_RETIRE_AFTER,
  };
}

/** The worker's scraper (fetchers, browser pool, politeness, URL guard, extraction). */
export const makeScraper = (config: DealsConfig): Scraper => createScraper(scraperConfigOf(config));

/** DECISIONS 22 at save time, with the service's SCRAPER_ALLOW_PRIVATE. */
export const makeTargetUrlCheck =
  (config: DealsConfig): TargetUrlCheck =>
  (url) =>
    checkTargetUrl(url, { allowPrivate: config.SCRAPER_ALLOW_PRIVATE });

export { pageText, sanitizeArchiveHtml };
