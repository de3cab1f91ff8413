import type { ApiError } from '@yarn-mgmt/contracts';
import { QueryFailedError } from 'typeorm';

/** PostgreSQL error codes the platform reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  /** statement_timeout (or a cancelled query). */
  queryCanceled: '57014',
  /** lock_timeout. */
  lockNotAvailable: '55P03',
  idleInTransactionTimeout: '25P03',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** The database gave up on the work (a timeout, a lock wait, a deadlock): nothing was committed, retry later. */
const GAVE_UP_CODES = new Set<string>([
  PG_ERROR.queryCanceled,
  PG_ERROR.lockNotAvailable,
  PG_ERROR.idleInTransactionTimeout,
  PG_ERROR.serializationFailure,
  PG_ERROR.deadlockDetected,
]);

export interface PostgresErrorInfo {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error behind a TypeORM or pg error, if it is one. */
export function postgresErrorOf(error: unknown): PostgresErrorInfo | undefined {
  const driver: unknown = error instanceof QueryFailedError ? error.driverError : error;
  if (!driver || typeof driver !== 'object') return undefined;
  const { code, constraint } = driver as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
}

/** True when the error is this PostgreSQL code (and, when given, on this constraint). */
export function isPostgresError(error: unknown, code: string, constraint?: string): boolean {
  const info = postgresErrorOf(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNREACHABLE_MESSAGE =
  /timeout exceeded when trying to connect|connection terminated|cannot connect|the database system is (starting up|shutting down)|is not currently accepting connections/i;

/** The database cannot be reached (refused, down, restarting, too many connections). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code)) return true;
    // 08xxx connection exceptions, 57P0x shutdown/cannot connect now, 53300 too many connections.
    if (/^(08|57P0)/.test(code) || code === '53300') return true;
  }
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  // Node reports a refused dual-stack connect as an AggregateError of the attempts.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

export const DATABASE_ERROR_MESSAGES = {
  unique: 'This already exists',
  foreignKey: 'This refers to something that does not exist',
  check: 'A value is out of range',
  data: 'A value is not valid',
  unavailable: 'The database is unavailable. Please try again shortly.',
  busy: 'The database is busy. Nothing was saved; please try again.',
} as const;

/** The one mapping of database errors to answers; undefined for errors that are not the database's. */
export function databaseErrorBody(error: unknown): ApiError | undefined {
  const driver: unknown = error instanceof QueryFailedError ? error.driverError : error;
  if (isDatabaseUnavailable(driver)) {
    return { statusCode: 503, error: DATABASE_ERROR_MESSAGES.unavailable, code: 'DATABASE_UNAVAILABLE' };
  }
  const code = error instanceof QueryFailedError ? postgresErrorOf(error)?.code : undefined;
  const driverCode = postgresErrorOf(driver)?.code;
  if (driverCode && GAVE_UP_CODES.has(driverCode))
    return { statusCode: 503, error: DATABASE_ERROR_MESSAGES.busy, code: 'DATABASE_BUSY' };
  if (code === PG_ERROR.uniqueViolation)
    return { statusCode: 409, error: DATABASE_ERROR_MESSAGES.unique, code: 'CONFLICT' };
  if (code === PG_ERROR.foreignKeyViolation)
    return { statusCode: 400, error: DATABASE_ERROR_MESSAGES.foreignKey, code: 'INVALID_REFERENCE' };
  if (code === PG_ERROR.checkViolation)
    return { statusCode: 400, error: DATABASE_ERROR_MESSAGES.check, code: 'OUT_OF_RANGE' };
  if (code?.startsWith('22'))
    return { statusCode: 400, error: DATABASE_ERROR_MESSAGES.data, code: 'INVALID_VALUE' };
  return undefined;
}
