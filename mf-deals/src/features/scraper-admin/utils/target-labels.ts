import {
  SCRAPE_FREQUENCIES,
  SCRAPER_CATEGORIES,
  SCRAPER_TYPES,
  type ScrapeFrequency,
  type ScraperCategory,
  type ScraperType,
} from '@yarn-mgmt/contracts';
import type { SelectOption } from '@yarn-mgmt/ui';

/** What the page shows for a target's stored values (issue 23: never the raw `deals`, `daily`, `dynamic`). */
export const CATEGORY_LABELS: Record<ScraperCategory, string> = {
  deals: 'Deals',
  news: 'News',
  both: 'Deals and news',
};
export const SCRAPER_TYPE_LABELS: Record<ScraperType, string> = {
  static: 'Static page (HTML)',
  dynamic: 'Dynamic page (rendered in a browser)',
  api: 'API (JSON)',
};
export const FREQUENCY_LABELS: Record<ScrapeFrequency, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const CATEGORY_OPTIONS = optionsOf(SCRAPER_CATEGORIES, CATEGORY_LABELS);
export const SCRAPER_TYPE_OPTIONS = optionsOf(SCRAPER_TYPES, SCRAPER_TYPE_LABELS);
export const FREQUENCY_OPTIONS = optionsOf(SCRAPE_FREQUENCIES, FREQUENCY_LABELS);
