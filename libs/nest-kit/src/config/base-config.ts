import { z } from 'zod';
import type { JwtAuthOptions } from '../auth/jwt-auth.module.js';
import { DatabaseTimeoutsEnvSchema } from '../database/timeouts.js';

export interface BaseConfigDefaults {
  /** The service's local port (ARCHITECTURE.md: gateway 3000, services 3101-3106). */
  port: number;
  /** Its database name on the local server: `yarn_<service>`. */
  database: string;
}

/**
 * What every service reads from the environment: where it listens, its database, the account service whose JWKS
 * verifies tokens, and the tokens' issuer. A service `.extend()`s it with its own variables.
 */
export function baseConfigSchema(defaults: BaseConfigDefaults) {
  return z.object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(defaults.port),
    /** Local mode binds loopback only (the gateway is the one public entry); containers set 0.0.0.0. */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** pino level of the request and app logs; tests and quiet runs use 'silent' or 'warn'. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/ })
      .default(`postgres://postgres@127.0.0.1:5432/${defaults.database}`),
    /** The account service, whose JWKS verifies the bearer tokens. */
    ACCOUNT_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3101'),
    JWT_ISSUER: z.string().min(1).default('yarn-mgmt'),
    /** How long a service trusts the account service's word that a token is current (serviceJwtAuth). */
    TOKEN_CHECK_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
    /**
     * Port of the Prometheus `GET /metrics` server, on HOST beside the service's own port and never routed by the
     * gateway. 0 (the default, locally and in tests) starts none.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    ...DatabaseTimeoutsEnvSchema.shape,
  });
}

export type BaseConfig = z.output<ReturnType<typeof baseConfigSchema>>;

/** The JWKS URL of the account service named in ACCOUNT_URL. */
export const jwksUrlOf = (accountUrl: string): string =>
  new URL('/.well-known/jwks.json', accountUrl).toString();

/**
 * The JWT guard of a service whose tokens the account service issues: its JWKS, the issuer, and how long its word
 * that a token is current is reused.
 */
export const serviceJwtAuth = (
  config: Pick<BaseConfig, 'ACCOUNT_URL' | 'JWT_ISSUER' | 'TOKEN_CHECK_TTL_MS'>,
): JwtAuthOptions => ({
  jwksUrl: jwksUrlOf(config.ACCOUNT_URL),
  issuer: config.JWT_ISSUER,
  tokenCheckTtlMs: config.TOKEN_CHECK_TTL_MS,
});
