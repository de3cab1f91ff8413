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

/** Run All's toast, the spec's sentence exactly; runs not finished yet are counted beside the button. */
export function runAllMessage({ successful, failed }: ScrapeResult): string {
  return `Scraped all targets: ${successful} successful, ${failed} failed`;
}

/** Beside Run All: "2 running, 1 queued" while targets run or wait; null when all are idle. */
export function runningSummary(targets: readonly ScraperTarget[]): string | null {
  const running = targets.filter((target) => target.run_state === 'running').length;
  const queued = targets.filter((target) => target.run_state === 'queued').length;
  const parts = [running > 0 && `${running} running`, queued > 0 && `${queued} queued`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
