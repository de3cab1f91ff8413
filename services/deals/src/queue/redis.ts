import type { DealsConfig } from '../config/deals.config.js';
import { scrapeJobOptions } from './job-options.js';

/** What both sides of the queue agree on: its key prefix and the jobs' retry policy. */
export function queueSettings(config: DealsConfig) {
  return { prefix: config.QUEUE_PREFIX, defaultJobOptions: scrapeJobOptions(config) };
}
