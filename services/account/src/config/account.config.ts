import { baseConfigSchema, loadConfig, serviceUrlList } from '@yarn-mgmt/nest-kit';
import { WorkerPoolEnvSchema } from '@yarn-mgmt/nest-kit/worker';
import { FileStorageEnvSchema } from '@yarn-mgmt/nest-kit/storage';
import path from 'node:path';
import { z } from 'zod';
import { BackupsEnvSchema } from '../backups/backups.config.js';
import { DriveFilesEnvSchema } from '../drive-files/drive-files.config.js';
import { IntegrationsEnvSchema } from '../integrations/integrations.config.js';

export const ACCOUNT_CONFIG = Symbol('ACCOUNT_CONFIG');

const DURATION = /^(\d+)\s*([smhdw]?)$/;
const SECONDS = { '': 1, s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 } as const;

export const AccountConfigSchema = baseConfigSchema({ port: 3101, database: 'yarn_account' }).extend({
  /** Export and import files are encoded and decoded in worker threads. */
  ...WorkerPoolEnvSchema.shape,
  /** PEM (PKCS#8 or PKCS#1); `\n` escapes are accepted for one-line env values. */
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  /** 'production' makes a missing signing key a start-up error instead of a throwaway key. */
  NODE_ENV: z.string().default('development'),
  /** Token lifetime: a number of seconds, or with a unit s, m, h, d, w. */
  JWT_EXPIRES_IN: z
    .string()
    .regex(DURATION, { error: 'expected a duration such as 3600, 45m, 12h or 7d' })
    .default('7d')
    .transform((value) => {
      const [, amount, unit] = DURATION.exec(value) ?? [];
      return Number(amount) * SECONDS[(unit ?? '') as keyof typeof SECONDS];
    }),
  /** Disk (FILE_STORAGE_DIR) or an S3 bucket shared by every replica (FILE_STORAGE=s3, S3_*). */
  ...FileStorageEnvSchema.shape,
  /** Root of the local-disk avatar storage, resolved from the process's working directory. */
  FILE_STORAGE_DIR: z
    .string()
    .default('.data/files/account')
    .transform((dir) => path.resolve(process.cwd(), dir)),
  /**
   * The data services: the profile's statistics and the settings' storage usage are made of the first three's
   * figures; export, import and erase of an account call all four.
   */
  INVENTORY_URL: serviceUrlList('http://127.0.0.1:3102'),
  PATTERNS_URL: serviceUrlList('http://127.0.0.1:3103'),
  PROJECTS_URL: serviceUrlList('http://127.0.0.1:3104'),
  TOOLS_URL: serviceUrlList('http://127.0.0.1:3105'),
  /** How long the profile and settings wait for each of them before answering without its figures. */
  NEIGHBOUR_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  /** How long a user's storage figures are reused before the services are asked again (Clear Cache drops them). */
  STORAGE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** How long one service may take to export, import or erase a user's part. */
  USER_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** BullMQ's Redis for the account-deletion queue; without it the erase retries in this process (README). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of the queue's Redis keys (tests give each suite its own). */
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  /** Attempts of the erase job and the first retry delay (doubling each time: 15 from 2 s outlast ~18 hours). */
  ACCOUNT_DELETION_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  ACCOUNT_DELETION_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(2_000),
  /**
   * When, after Delete Account, the erase runs its final pass: a service may still honour a token it saw current
   * for two token-check windows (TOKEN_CHECK_TTL_MS, at most 60 s, then stretched by one while the account service
   * is slow), so whatever such a token wrote meanwhile is erased too (issue 18). The account row stays marked
   * deleted until then.
   */
  ACCOUNT_ERASE_FINAL_PASS_MS: z.coerce.number().int().min(0).max(3_600_000).default(150_000),
  ...IntegrationsEnvSchema.shape,
  ...BackupsEnvSchema.shape,
  ...DriveFilesEnvSchema.shape,
});

export type AccountConfig = z.output<typeof AccountConfigSchema>;

export function loadAccountConfig(env: Record<string, string | undefined> = process.env): AccountConfig {
  return loadConfig(AccountConfigSchema, env);
}
