import { findChromium } from '@yarn-mgmt/nest-kit/browser';
import type { ScraperConfig } from './scraper.types.js';

/**
 * Who we are and where to read about it (the README's deals section), sent with every request. A deployment
 * with a public address should put its own URL here (config userAgent).
 */
export const DEFAULT_USER_AGENT =
  'YarnManagementBot/1.0 (Yarn Management deals scraper; +README.md#deals-scraper)';

/** Defaults for a worker; the service's config overrides them from its environment. */
export function scraperConfig(overrides: Partial<ScraperConfig> = {}): ScraperConfig {
  return {
    allowPrivate: false,
    userAgent: DEFAULT_USER_AGENT,
    hostDelayMs: 1000,
    requestTimeoutMs: 20_000,
    maxBodyBytes: 5 * 1024 * 1024,
    chromiumPath: findChromium(),
    maxBrowsers: 2,
    maxPagesPerBrowser: 4,
    pagesBeforeRetire: 50,
    jobsPerPage: 10,
    ...overrides,
  };
}
