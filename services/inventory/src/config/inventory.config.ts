import { loadConfig } from '@yarn-mgmt/nest-kit';
import path from 'node:path';
import { z } from 'zod';

export const INVENTORY_CONFIG = Symbol('INVENTORY_CONFIG');

export const InventoryConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3102),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .default('postgres://postgres@127.0.0.1:5432/yarn_inventory'),
  /** The account service, whose JWKS verifies the bearer tokens. */
  ACCOUNT_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3101'),
  JWT_ISSUER: z.string().min(1).default('yarn-mgmt'),
  /** Root of the local-disk photo storage, resolved from the process's working directory. */
  FILE_STORAGE_DIR: z
    .string()
    .default('.data/files/inventory')
    .transform((dir) => path.resolve(process.cwd(), dir)),
});

export type InventoryConfig = z.output<typeof InventoryConfigSchema>;

export function loadInventoryConfig(env: Record<string, string | undefined> = process.env): InventoryConfig {
  return loadConfig(InventoryConfigSchema, env);
}
