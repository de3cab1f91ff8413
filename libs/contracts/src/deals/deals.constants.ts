/** Spec part 2 section 4: a scraper target's category, type and frequency; a run's log status. */
export const SCRAPER_CATEGORIES = ['deals', 'news', 'both'] as const;
export type ScraperCategory = (typeof SCRAPER_CATEGORIES)[number];

export const SCRAPER_TYPES = ['static', 'dynamic', 'api'] as const;
export type ScraperType = (typeof SCRAPER_TYPES)[number];

export const SCRAPE_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type ScrapeFrequency = (typeof SCRAPE_FREQUENCIES)[number];

/** How often a target's job scheduler runs it (a month is 30 days). */
export const SCRAPE_FREQUENCY_MS: Record<ScrapeFrequency, number> = {
  hourly: 60 * 60 * 1000,
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
  monthly: 30 * 24 * 60 * 60 * 1000,
};

/**
 * A run's status. The spec names success and failure, and shows any other value as pending: a run waiting in the
 * queue is `queued`, one a worker holds is `running`.
 */
export const SCRAPE_RUN_STATUSES = ['queued', 'running', 'success', 'failure'] as const;
export type ScrapeRunStatus = (typeof SCRAPE_RUN_STATUSES)[number];

/** What a target is doing now, shown in the targets table ("running" refreshes the page by itself). */
export const TARGET_RUN_STATES = ['idle', 'queued', 'running'] as const;
export type TargetRunState = (typeof TARGET_RUN_STATES)[number];

/** The scraper dialogs' defaults, also after a successful save (spec part 2 section 4). */
export const SCRAPER_FORM_DEFAULTS = {
  category: 'deals',
  scraperType: 'dynamic',
  scrapeFrequency: 'daily',
  selectors: '{}',
} as const;

/**
 * DECISIONS 23: the Deal fields a selector may name; product_name, current_price and product_url are required.
 * `currency` names the element (or JSON value) holding the prices' currency ("EUR", "€"), for pages whose prices
 * do not show it; without it the currency is read from the price text.
 */
export const SELECTOR_FIELDS = [
  'product_name',
  'brand',
  'current_price',
  'original_price',
  'currency',
  'image_url',
  'product_url',
  'yarn_weight',
  'fiber_content',
] as const;
export type SelectorField = (typeof SELECTOR_FIELDS)[number];
export const REQUIRED_SELECTOR_FIELDS = ['product_name', 'current_price', 'product_url'] as const;
/** The key naming one product on the page (a CSS selector) or the array of products (a dotted path, `api`). */
export const SELECTOR_ITEM_KEY = 'item';

/** After this many consecutive runs with a selector failure, the target's health names the broken selector. */
export const SELECTOR_FAILURE_THRESHOLD = 3;

/** Spec part 2 section 9. */
export const SCRAPER_LOGS_LIMIT = 20;
export const HISTORICAL_DEALS_CAP = 20;
export const ARCHIVES_PAGE_SIZE = 20;
export const ARCHIVE_CLEANUP_DAYS = 365;
export const DISCOUNT_THRESHOLDS = { amber: 25, red: 40 } as const;
export const DEAL_FILTERS = {
  minDiscount: { min: 0, max: 70, step: 5, default: 0 },
  /** The max-price filter applies only below its maximum. */
  maxPrice: { min: 5, max: 100, step: 5, default: 100 },
} as const;
export const DEAL_SORTS = ['discount', 'price_low', 'price_high', 'recent'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/** Archived page kinds: a fetched HTML page, or an `api` target's JSON answer (shown as text). */
export const ARCHIVE_TYPES = ['html', 'json'] as const;
export type ArchiveType = (typeof ARCHIVE_TYPES)[number];

/** BullMQ (ARCHITECTURE.md Queues): the deals worker's queue. Job names and payloads: `deals/queue.schemas.ts`. */
export const SCRAPE_QUEUE = 'scrape';
