import type { ScraperLog, ScraperStatus, ScraperTarget } from '@yarn-mgmt/contracts';
import type { ScrapeResult } from '../../../api/scraper-trigger';

/** The Success Rate card: the rounded average of the scrapers' rates that are known, "N%"; "N/A" when none. */
export function averageSuccessRate(scrapers: readonly ScraperStatus[]): string {
  const rates = scrapers
    .map((scraper) => scraper.success_rate_pct)
    .filter((rate): rate is number => rate !== null);
  if (rates.length === 0) return 'N/A';
  return `${Math.round(rates.reduce((sum, rate) => sum + rate, 0) / rates.length)}%`;
}

/** True while a target waits in the queue or runs, or a run in the logs has not ended: the page polls then. */
export function anythingRunning(
  targets: readonly ScraperTarget[] | undefined,
  logs: readonly ScraperLog[] | undefined,
): boolean {
  return (
    (targets ?? []).some((target) => target.run_state !== 'idle') ||
    (logs ?? []).some((log) => log.status === 'queued' || log.status === 'running')
  );
}

/** Run All's toast: the spec's sentence, then how many runs had not finished when the answer came. */
export function runAllMessage({ successful, failed, pending }: ScrapeResult): string {
  const sentence = `Scraped all targets: ${successful} successful, ${failed} failed`;
  return pending > 0 ? `${sentence}, ${pending} still running` : sentence;
}
