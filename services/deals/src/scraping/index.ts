export * from './scraper.types.js';
export { createScraper, type ScraperInternals } from './scraper.js';
export { DEFAULT_USER_AGENT, scraperConfig } from './scraper-config.js';
export {
  checkTargetUrl,
  createTargetUrlCheck,
  guardUrl,
  refuseAddress,
  type HostLookup,
  type ResolvedAddress,
  type UrlGuardOptions,
} from './url-guard.js';
export { parsePrice } from './price.js';
export { BrowserPool, type BrowserPoolOptions } from './browser-pool.js';
export { memoryBytes, processGroupMembers } from './process-group.js';
export { pageText, sanitizeArchiveHtml } from './archive-html.js';
