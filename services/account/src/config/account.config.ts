import { baseConfigSchema, loadConfig } from '@yarn-mgmt/nest-kit';
import { z } from 'zod';

export const ACCOUNT_CONFIG = Symbol('ACCOUNT_CONFIG');

const DURATION = /^(\d+)\s*([smhdw]?)$/;
const SECONDS = { '': 1, s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 } as const;

export const AccountConfigSchema = baseConfigSchema({ port: 3101, database: 'yarn_account' }).extend({
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
});

export type AccountConfig = z.output<typeof AccountConfigSchema>;

export function loadAccountConfig(env: Record<string, string | undefined> = process.env): AccountConfig {
  return loadConfig(AccountConfigSchema, env);
}
