import type { DealsConfig } from '../config/deals.config.js';
import { createScraper, createTargetUrlCheck, scraperConfig } from './index.js';
import type { Scraper, ScraperConfig, TargetUrlCheck } from './scraper.types.js';

/** Injection tokens of the scraping library's two entry points this service uses. */
export const SCRAPER = Symbol('SCRAPER');
export const TARGET_URL_CHECK = Symbol('TARGET_URL_CHECK');

/** The scraper's settings from the environment; unset ones keep the library's defaults (user agent, Chromium). */
export function scraperConfigOf(config: DealsConfig): ScraperConfig {
  return scraperConfig({
    allowPrivate: config.SCRAPER_ALLOW_PRIVATE,
    ...(config.SCRAPER_USER_AGENT ? { userAgent: config.SCRAPER_USER_AGENT } : {}),
    hostDelayMs: config.SCRAPER_HOST_DELAY_MS,
    requestTimeoutMs: config.SCRAPER_TIMEOUT_MS,
    maxBodyBytes: config.SCRAPER_MAX_BYTES,
    ...(config.CHROMIUM_PATH ? { chromiumPath: config.CHROMIUM_PATH } : {}),
    maxBrowsers: config.BROWSER_POOL_SIZE,
    maxPagesPerBrowser: config.BROWSER_PAGES_PER_BROWSER,
    pagesBeforeRetire: config.BROWSER_RETIRE_AFTER,
    jobsPerPage: config.BROWSER_JOBS_PER_PAGE,
  });
}

/** The worker's scraper (fetchers, browser pool, politeness, URL guard, extraction). */
export const makeScraper = (config: DealsConfig): Scraper => createScraper(scraperConfigOf(config));

/** DECISIONS 22 at save time, with the service's SCRAPER_ALLOW_PRIVATE. */
export const makeTargetUrlCheck = (config: DealsConfig): TargetUrlCheck =>
  createTargetUrlCheck({ allowPrivate: config.SCRAPER_ALLOW_PRIVATE });
