import { baseConfigSchema, loadConfig, serviceUrlList } from '@yarn-mgmt/nest-kit';
import { UserDataEnvSchema } from '@yarn-mgmt/nest-kit/user-data';
import { WorkerPoolEnvSchema } from '@yarn-mgmt/nest-kit/worker';
import { randomBytes } from 'node:crypto';
import { FileStorageEnvSchema } from '@yarn-mgmt/nest-kit/storage';
import path from 'node:path';
import { z } from 'zod';

export const PATTERNS_CONFIG = Symbol('PATTERNS_CONFIG');

export const PatternsConfigSchema = baseConfigSchema({ port: 3103, database: 'yarn_patterns' }).extend({
  ...UserDataEnvSchema.shape,
  /** PDF text and covers are read in worker threads. */
  ...WorkerPoolEnvSchema.shape,
  /** Disk (FILE_STORAGE_DIR) or an S3 bucket shared by every replica (FILE_STORAGE=s3, S3_*). */
  ...FileStorageEnvSchema.shape,
  /** Root of the local-disk storage of pattern PDFs, resolved from the process's working directory. */
  FILE_STORAGE_DIR: z
    .string()
    .default('.data/files/patterns')
    .transform((dir) => path.resolve(process.cwd(), dir)),
  /**
   * Key of the HMAC that signs the short-lived view and download links. Without one, each process makes a random
   * key: links then stop working on a restart and are not shared by replicas, so production sets it.
   */
  FILE_LINK_SECRET: z
    .string()
    .min(32, { error: 'FILE_LINK_SECRET must be at least 32 characters' })
    .default(() => randomBytes(32).toString('base64url')),
  /** The inventory service, asked for the user's stash (stash match, the "makeable" filter). */
  INVENTORY_URL: serviceUrlList('http://127.0.0.1:3102'),
  /** How long the stash may take before the pattern page shows it as unavailable. */
  INVENTORY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
});

export type PatternsConfig = z.output<typeof PatternsConfigSchema>;

export function loadPatternsConfig(env: Record<string, string | undefined> = process.env): PatternsConfig {
  return loadConfig(PatternsConfigSchema, env);
}
