import { baseConfigSchema, loadConfig } from '@yarn-mgmt/nest-kit';
import { FileStorageEnvSchema } from '@yarn-mgmt/nest-kit/storage';
import path from 'node:path';
import { z } from 'zod';

export const DEALS_CONFIG = Symbol('DEALS_CONFIG');

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

export const DealsConfigSchema = baseConfigSchema({ port: 3106, database: 'yarn_deals' }).extend({
  /** BullMQ's Redis. Without it the API serves reads and a trigger answers 503. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of the queue's Redis keys (tests give each suite its own). */
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  /** Signs the Bull Board tickets and cookies; random per process when unset (a restart signs everyone out). */
  QUEUE_BOARD_SECRET: z.string().min(16).optional(),
  /** Disk (FILE_STORAGE_DIR) or an S3 bucket shared by every replica (FILE_STORAGE=s3, S3_*). */
  ...FileStorageEnvSchema.shape,
  /** Root of the archived pages, resolved from the process's working directory. */
  FILE_STORAGE_DIR: z
    .string()
    .default('.data/files/deals')
    .transform((dir) => path.resolve(process.cwd(), dir)),
  /** DECISIONS 22: admit private and loopback addresses (local test shops only); link-local never. */
  SCRAPER_ALLOW_PRIVATE: flag('false'),
  /** Default: the scraping library's `YarnManagementBot/1.0 (+…#deals-scraper)`. */
  SCRAPER_USER_AGENT: z.string().min(1).optional(),
  SCRAPER_HOST_DELAY_MS: int(0, 60_000, 1_000),
  SCRAPER_TIMEOUT_MS: int(500, 120_000, 20_000),
  SCRAPER_MAX_BYTES: int(1_024, 100 * 1024 * 1024, 10 * 1024 * 1024),
  /** Jobs one worker process runs at once. */
  SCRAPER_CONCURRENCY: int(1, 32, 2),
  /** Attempts of a run (its first try included), retried with exponential backoff from SCRAPER_BACKOFF_MS. */
  SCRAPER_ATTEMPTS: int(1, 20, 3),
  SCRAPER_BACKOFF_MS: int(10, 3_600_000, 10_000),
  /**
   * A job whose worker stopped renewing its lock for this long is stalled, and another worker takes it; workers
   * look for stalled jobs every SCRAPER_STALLED_INTERVAL_MS. BullMQ renews the lock every half of it (5 s): the
   * worker's sync work (parsing a page of at most SCRAPER_MAX_BYTES) blocks far less, Chromium runs apart. So a
   * killed worker's scrape is started again within 10 + 2 s, leaving the run taken over the rest of issue 24's
   * 30 s (15 + 5 s left it 10 s, and a run on a machine at load 9.7 on two cores took them all: 30.1 s).
   */
  SCRAPER_LOCK_DURATION_MS: int(1_000, 600_000, 10_000),
  SCRAPER_STALLED_INTERVAL_MS: int(500, 600_000, 2_000),
  SCRAPER_MAX_STALLED_COUNT: int(0, 20, 2),
  /** On SIGTERM/SIGINT the worker finishes the job in hand for at most this long, then stops. */
  SCRAPER_SHUTDOWN_TIMEOUT_MS: int(100, 600_000, 30_000),
  BROWSER_POOL_SIZE: int(1, 16, 2),
  BROWSER_PAGES_PER_BROWSER: int(1, 64, 4),
  BROWSER_RETIRE_AFTER: int(1, 100_000, 50),
  BROWSER_JOBS_PER_PAGE: int(1, 1_000, 10),
  CHROMIUM_PATH: z.string().min(1).optional(),
  /** How long POST /scraper/trigger waits for its runs (below the web client's 10 s timeout). */
  TRIGGER_WAIT_MS: int(0, 60_000, 8_000),
  /** The launcher's bundled demo shop: targets on this origin say they are a demo. */
  DEMO_SHOP_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type DealsConfig = z.output<typeof DealsConfigSchema>;

export function loadDealsConfig(env: Record<string, string | undefined> = process.env): DealsConfig {
  return loadConfig(DealsConfigSchema, env);
}
