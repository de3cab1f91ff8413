import {
  SCRAPER_API,
  type ScraperLog,
  type ScraperStatus,
  type ScraperTarget,
  type User,
} from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders, type FakeApiRoutes } from '@yarn-mgmt/testing/web';
import { ScraperAdminPage } from '../components/scraper-admin-page';

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

export const admin: User = {
  id: '7b0c1c36-6f0b-4c39-9d0c-6a1d3f1f2a11',
  email: 'ann@example.com',
  username: 'ann',
  first_name: 'Ann',
  last_name: 'Purl',
  role: 'admin',
  ravelry_connected: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

export interface ScraperAnswers {
  targets?: unknown;
  scrapers?: unknown;
  logs?: unknown;
}

/** A list read's answer: `{ [key]: list }`, a failure as it is; a function answers afresh on every call. */
function listAnswer(value: unknown, key: string): unknown {
  if (typeof value === 'function') return () => listAnswer((value as () => unknown)(), key);
  return value instanceof Error ? value : { [key]: value };
}

/** The page against a fake API: targets, status and logs (lists, failures or functions), plus writes. */
export function renderScraperAdmin(answers: ScraperAnswers = {}, writes: FakeApiRoutes = {}, user?: User) {
  const api = createFakeApi({
    ...writes,
    get: {
      [SCRAPER_API.targets]: listAnswer(answers.targets ?? [targetFixture(1)], 'targets'),
      [SCRAPER_API.status]: listAnswer(answers.scrapers ?? [statusFixture(1)], 'scrapers'),
      [SCRAPER_API.logs]: listAnswer(answers.logs ?? [logFixture(1)], 'logs'),
      ...writes.get,
    },
  });
  return renderWithProviders(<ScraperAdminPage />, { path: '/scraper-admin', api, user });
}
