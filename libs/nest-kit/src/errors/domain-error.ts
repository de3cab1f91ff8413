/**
 * Base of each feature's error class: the feature names its codes and the HTTP status of each, and the global
 * filter turns the error into `{ statusCode, error, code }`. Services throw these, never HttpExceptions.
 *
 * ```ts
 * const AUTH_ERRORS = { EMAIL_TAKEN: 409, INVALID_CREDENTIALS: 401 } as const;
 * export class AuthError extends DomainError<keyof typeof AUTH_ERRORS> {
 *   protected readonly statuses = AUTH_ERRORS;
 * }
 * throw new AuthError('EMAIL_TAKEN', 'An account with this email already exists');
 * ```
 */
export abstract class DomainError<Code extends string = string> extends Error {
  protected abstract readonly statuses: Readonly<Record<Code, number>>;

  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return this.statuses[this.code] ?? 500;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
