/**
 * Settings a deployment may leave out, each with the reason. Every other setting of a service's config schema must
 * be in its manifest (and in compose.yaml): a setting added to a service fails the check until its manifests set
 * it or it is listed here. `only` limits an entry to some processes, `where` to one kind of manifest.
 */
export interface Allowance {
  keys: string[];
  reason: string;
  only?: string[];
  where?: 'kubernetes' | 'compose';
  /** Only while the process's literal env says so (FILE_STORAGE s3 or disk). */
  when?: (env: Record<string, string | undefined>) => boolean;
}

/** The S3 driver's settings (libs/nest-kit FileStorageEnvSchema). */
const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

const onS3 = (env: Record<string, string | undefined>) => env.FILE_STORAGE === 's3';

export const ALLOWED_ABSENT: Allowance[] = [
  {
    reason:
      'Tunables whose default is the figure the tests and benches hold; a deployment sets one to change it.',
    keys: [
      'LOG_LEVEL',
      'JWT_ISSUER',
      'TOKEN_CHECK_TTL_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'DATABASE_LOCK_TIMEOUT_MS',
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      'WORKER_POOL_SIZE',
      'WORKER_POOL_IDLE_MS',
      'USER_DATA_IMPORT_LIMIT',
      'STORAGE_LIMIT_BYTES',
      'QUEUE_PREFIX',
      'JWT_EXPIRES_IN',
      'NEIGHBOUR_TIMEOUT_MS',
      'STORAGE_CACHE_MS',
      'USER_DATA_TIMEOUT_MS',
      'ACCOUNT_DELETION_ATTEMPTS',
      'ACCOUNT_DELETION_BACKOFF_MS',
      'ACCOUNT_ERASE_FINAL_PASS_MS',
      'PROVIDER_TIMEOUT_MS',
      'RAVELRY_REQUESTS_PER_SECOND',
      'RAVELRY_RETRY_ATTEMPTS',
      'RAVELRY_BACKOFF_MS',
      'RAVELRY_SYNC_SWEEP_MS',
      'BACKUP_DRIVE_CHUNK_BYTES',
      'BACKUP_SWEEP_MS',
      'DRIVE_FILES_CHUNK_BYTES',
      'DRIVE_FILES_SWEEP_MS',
      'INVENTORY_TIMEOUT_MS',
      'PATTERNS_TIMEOUT_MS',
      'PATTERNS_READ_TIMEOUT_MS',
      'DEALS_TIMEOUT_MS',
      'PDF_UPLOAD_RETENTION_HOURS',
      'PDF_MAX_PAGES',
      'PDF_READ_TIMEOUT_MS',
      'OCR_MAX_PAGES',
      'OCR_PAGE_TIMEOUT_MS',
      'OCR_CONCURRENCY',
      'LLM_TIMEOUT_MS',
      'LLM_BREAKER_FAILURES',
      'LLM_BREAKER_COOLDOWN_MS',
      'CHAT_RATE_LIMIT',
      'CHAT_RATE_WINDOW_MS',
      'SCRAPER_HOST_DELAY_MS',
      'SCRAPER_TIMEOUT_MS',
      'SCRAPER_MAX_BYTES',
      'SCRAPER_CONCURRENCY',
      'SCRAPER_ATTEMPTS',
      'SCRAPER_BACKOFF_MS',
      'SCRAPER_LOCK_DURATION_MS',
      'SCRAPER_STALLED_INTERVAL_MS',
      'SCRAPER_MAX_STALLED_COUNT',
      'SCRAPER_SHUTDOWN_TIMEOUT_MS',
      'BROWSER_POOL_SIZE',
      'BROWSER_PAGES_PER_BROWSER',
      'BROWSER_RETIRE_AFTER',
      'BROWSER_JOBS_PER_PAGE',
      'TRIGGER_WAIT_MS',
      'AUTH_RATE_LIMIT',
      'AUTH_RATE_WINDOW_MS',
      'PROXY_TIMEOUT_MS',
      'PROXY_TRY_TIMEOUT_MS',
      'COMPOSE_TIMEOUT_MS',
      'COMPOSE_RETRY_MS',
      'HEALTH_TIMEOUT_MS',
      'HEALTH_CACHE_MS',
    ],
  },
  {
    reason: "The providers' real addresses; only the local stand-ins (scripts/start, tests) change them.",
    keys: [
      'RAVELRY_AUTH_URL',
      'RAVELRY_TOKEN_URL',
      'RAVELRY_API_URL',
      'GOOGLE_AUTH_URL',
      'GOOGLE_TOKEN_URL',
      'GOOGLE_API_URL',
    ],
  },
  {
    reason: "Test and local-mode settings: fast schedules for tests, the launcher's bundled demo shop.",
    keys: ['RAVELRY_SYNC_SCHEDULE_EVERY_MS', 'BACKUP_SCHEDULE_EVERY_MS', 'DEMO_SHOP_URL'],
  },
  {
    reason:
      'The keys come as files from mounted secrets (JWT_PRIVATE_KEY_FILE, INTEGRATIONS_KEY_FILE), never as values.',
    keys: ['JWT_PRIVATE_KEY', 'INTEGRATIONS_KEY'],
  },
  {
    reason: "SCRAPER_USER_AGENT: the scraping library's own, which names the bot and its page.",
    keys: ['SCRAPER_USER_AGENT'],
  },
  {
    reason: 'The deals API only enqueues: scraping (Chromium) runs in the worker.',
    keys: ['CHROMIUM_PATH'],
    only: ['deals'],
  },
  {
    reason:
      "The worker serves no API (its port is METRICS_PORT); the queue board and the trigger are the API's.",
    keys: ['PORT', 'QUEUE_BOARD_SECRET'],
    only: ['deals-worker'],
  },
  {
    reason: 'The gateway owns no database: these come with the base config it shares with the services.',
    keys: [
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'DATABASE_LOCK_TIMEOUT_MS',
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    ],
    only: ['gateway'],
  },
  {
    reason: 'remotes.json (REMOTES_FILE) replaces the REMOTE_MF_*_URL settings as a whole.',
    keys: [
      'REMOTE_MF_INVENTORY_URL',
      'REMOTE_MF_PATTERNS_URL',
      'REMOTE_MF_PROJECTS_URL',
      'REMOTE_MF_TOOLS_URL',
      'REMOTE_MF_DEALS_URL',
    ],
    only: ['gateway'],
  },
  {
    reason: 'The S3 settings, with files on disk (FILE_STORAGE disk: the base and compose).',
    keys: S3_SETTINGS,
    when: (env) => !onS3(env),
  },
  {
    reason: 'The disk folder, with files in S3 (FILE_STORAGE s3: the production overlay).',
    keys: ['FILE_STORAGE_DIR'],
    when: onS3,
  },
  {
    reason:
      'compose runs without an LLM endpoint: an empty `${LLM_BASE_URL:-}` is not a URL, so a start-up error; add them to the tools service to use one.',
    keys: ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY'],
    only: ['tools'],
    where: 'compose',
  },
  {
    reason:
      'compose has no remotes.json: the gateway serves its defaults (the remotes in the static volume).',
    keys: ['REMOTES_FILE'],
    only: ['gateway'],
    where: 'compose',
  },
];

/**
 * Names a process reads outside its config schema: NODE_ENV, read by Node libraries (Express) in every process
 * (the images set it too).
 */
export const PROCESS_ENV = ['NODE_ENV'];
