import { baseConfigSchema, loadConfig } from '@yarn-mgmt/nest-kit';
import { UserDataEnvSchema } from '@yarn-mgmt/nest-kit/user-data';
import { FileStorageEnvSchema } from '@yarn-mgmt/nest-kit/storage';
import path from 'node:path';
import { z } from 'zod';

export const INVENTORY_CONFIG = Symbol('INVENTORY_CONFIG');

export const InventoryConfigSchema = baseConfigSchema({ port: 3102, database: 'yarn_inventory' }).extend({
  ...UserDataEnvSchema.shape,
  /** Disk (FILE_STORAGE_DIR) or an S3 bucket shared by every replica (FILE_STORAGE=s3, S3_*). */
  ...FileStorageEnvSchema.shape,
  /** Root of the local-disk photo storage, resolved from the process's working directory. */
  FILE_STORAGE_DIR: z
    .string()
    .default('.data/files/inventory')
    .transform((dir) => path.resolve(process.cwd(), dir)),
  /** Each user's `storage_limit` (spec part 2, settings): the bytes of photos they may keep, 1 GiB by default. */
  STORAGE_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 ** 3),
});

export type InventoryConfig = z.output<typeof InventoryConfigSchema>;

export function loadInventoryConfig(env: Record<string, string | undefined> = process.env): InventoryConfig {
  return loadConfig(InventoryConfigSchema, env);
}
