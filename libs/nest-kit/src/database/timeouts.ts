import { z } from 'zod';

const millis = (fallback: number) => z.coerce.number().int().min(1).max(600_000).default(fallback);

/**
 * Server-side limits on every connection of a service's pool, so work the gateway gave up on (PROXY_TIMEOUT_MS,
 * 10 s) cannot run on and commit later: a statement, a wait for a lock, and a transaction left idle are each
 * cancelled by PostgreSQL well before that. Read from the environment; a service may `.extend()` its config
 * with this schema to validate them with the rest.
 */
export const DatabaseTimeoutsEnvSchema = z.object({
  DATABASE_STATEMENT_TIMEOUT_MS: millis(5_000),
  DATABASE_LOCK_TIMEOUT_MS: millis(3_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis(5_000),
});

export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

export function databaseTimeouts(
  env: Record<string, string | number | undefined> = process.env,
): DatabaseTimeouts {
  const parsed = DatabaseTimeoutsEnvSchema.safeParse(env);
  // Name the setting only: the value may be a secret pasted into the wrong variable.
  if (!parsed.success)
    throw new Error(
      `Invalid database timeout setting: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  return {
    statementMs: parsed.data.DATABASE_STATEMENT_TIMEOUT_MS,
    lockMs: parsed.data.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionMs: parsed.data.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** The limits a service's validated config holds (its schema extends baseConfigSchema, which has them). */
export const databaseTimeoutsOf = (config: z.output<typeof DatabaseTimeoutsEnvSchema>): DatabaseTimeouts => ({
  statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
  idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/** node-postgres connection settings that make PostgreSQL enforce the timeouts on every session. */
export function poolTimeoutSettings(timeouts: DatabaseTimeouts) {
  return {
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
}
