import type { Archive, ScraperLog, ScraperStatus, ScraperTarget } from '@yarn-mgmt/contracts';
import { userFixture } from '@yarn-mgmt/testing/web';

// Builders of the admin pages' contract objects (targets, health, runs, archives), shared by their tests.

export const LAST_SCRAPED = '2026-03-04T15:06:00Z';

export function targetFixture(id: number, overrides: Partial<ScraperTarget> = {}): ScraperTarget {
  return {
    id,
    name: `Shop ${id}`,
    url: `https://shop${id}.example.com/sale`,
    category: 'deals',
    scraper_type: 'static',
    scrape_frequency: 'daily',
    selectors: { item: '.product', product_name: '.name', current_price: '.price', product_url: 'a' },
    is_active: true,
    last_scraped_at: null,
    run_state: 'idle',
    is_demo: false,
    ...overrides,
  };
}

export function statusFixture(id: number, overrides: Partial<ScraperStatus> = {}): ScraperStatus {
  return {
    id,
    name: `Shop ${id}`,
    is_active: true,
    success_count: 9,
    failure_count: 1,
    success_rate_pct: 90,
    total_deals: 12,
    active_deals: 7,
    selector_health: {
      consecutive_failures: 0,
      failing_selector: null,
      broken: false,
      last_checked_at: null,
    },
    ...overrides,
  };
}

export function logFixture(id: number, overrides: Partial<ScraperLog> = {}): ScraperLog {
  return {
    id,
    scraped_at: LAST_SCRAPED,
    target_id: 1,
    status: 'success',
    items_scraped: 24,
    new_deals_found: 3,
    duration_ms: 1234,
    error_message: null,
    ...overrides,
  };
}

/** A signed-in admin (DECISIONS 9). */
export const admin = userFixture({ role: 'admin' });

export const SCRAPED_AT = '2026-03-04T15:06:00Z';

export function archiveFixture(id: number, overrides: Partial<Archive> = {}): Archive {
  return {
    id,
    page_title: `Sale page ${id}`,
    archive_type: 'html',
    file_size: 2048,
    archive_url: `https://shop1.example.com/sale?page=${id}`,
    scraped_at: SCRAPED_AT,
    target_id: 1,
    target_name: 'Shop 1',
    ...overrides,
  };
}
