import type { JobsOptions } from 'bullmq';
import type { DealsConfig } from '../config/deals.config.js';

const DAY_SECONDS = 24 * 60 * 60;

/** Every scrape job: attempts with exponential backoff; finished jobs kept a while for the board. */
export function scrapeJobOptions(config: DealsConfig): JobsOptions {
  return {
    attempts: config.SCRAPER_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.SCRAPER_BACKOFF_MS },
    removeOnComplete: { age: DAY_SECONDS, count: 1_000 },
    removeOnFail: { age: 7 * DAY_SECONDS, count: 5_000 },
  };
}

/** A run's job id: the run (log row) it fills in, so a run is queued once. */
export const runJobId = (runId: number) => `run-${runId}`;
