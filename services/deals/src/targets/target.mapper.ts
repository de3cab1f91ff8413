import {
  SELECTOR_FAILURE_THRESHOLD,
  type ScraperTarget,
  type SelectorHealth,
  type TargetRunState,
} from '@yarn-mgmt/contracts';
import type { ScraperTargetEntity, SelectorHealthEntity } from './target.entity.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** True when the target's URL is on the launcher's demo shop (DEMO_SHOP_URL's origin). */
export function isDemoUrl(url: string, demoShopUrl: string | undefined): boolean {
  if (!demoShopUrl) return false;
  try {
    return new URL(url).origin === new URL(demoShopUrl).origin;
  } catch {
    return false;
  }
}

export function toTarget(
  entity: ScraperTargetEntity,
  runState: TargetRunState,
  demoShopUrl: string | undefined,
): ScraperTarget {
  return {
    id: entity.id,
    name: entity.name,
    url: entity.url,
    category: entity.category,
    scraper_type: entity.scraperType,
    scrape_frequency: entity.scrapeFrequency,
    selectors: entity.selectors,
    is_active: entity.isActive,
    last_scraped_at: iso(entity.lastScrapedAt),
    run_state: runState,
    is_demo: isDemoUrl(entity.url, demoShopUrl),
  };
}

export function toHealth(entity: SelectorHealthEntity | undefined): SelectorHealth {
  const failures = entity?.consecutiveFailures ?? 0;
  return {
    consecutive_failures: failures,
    failing_selector: failures > 0 ? (entity?.failingSelector ?? null) : null,
    broken: failures >= SELECTOR_FAILURE_THRESHOLD,
    last_checked_at: iso(entity?.lastCheckedAt ?? null),
  };
}
