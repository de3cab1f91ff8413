/**
 * A feature's error: a code, the message users read, and the HTTP status the global filter answers with
 * (`{ statusCode, error, code }`). Services throw these, never HttpExceptions; a feature declares its codes with
 * `domainErrorClass` below.
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly status: number = 500,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** Each code's HTTP status and the message users read. */
export type DomainErrorTable<Code extends string> = Readonly<
  Record<Code, readonly [status: number, message: string]>
>;

export interface DomainErrorClass<Code extends string> {
  new (code: Code, message?: string): DomainError<Code>;
}

/**
 * A feature's error class from one table of its codes, so a service writes only its codes:
 *
 * ```ts
 * export class AuthError extends domainErrorClass({
 *   EMAIL_TAKEN: [409, 'An account with this email already exists'],
 * }) {}
 * throw new AuthError('EMAIL_TAKEN'); // or new AuthError('EMAIL_TAKEN', 'a message of the moment')
 * ```
 */
export function domainErrorClass<Code extends string>(table: DomainErrorTable<Code>): DomainErrorClass<Code> {
  return class extends DomainError<Code> {
    constructor(code: Code, message: string = table[code][1]) {
      super(code, message, table[code][0]);
    }
  };
}
