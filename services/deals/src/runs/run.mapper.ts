import type { ScraperLog } from '@yarn-mgmt/contracts';
import type { ScrapeRunEntity } from './scrape-run.entity.js';

/** A run as the scraper's Logs tab shows it. */
export function toLog(run: ScrapeRunEntity): ScraperLog {
  return {
    id: run.id,
    scraped_at: run.createdAt.toISOString(),
    target_id: run.targetId,
    status: run.status,
    items_scraped: run.itemsScraped,
    new_deals_found: run.newDealsFound,
    duration_ms: run.durationMs,
    error_message: run.errorMessage,
  };
}
