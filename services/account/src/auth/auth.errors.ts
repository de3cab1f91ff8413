import { DomainError } from '@yarn-mgmt/nest-kit';

const AUTH_ERROR_STATUSES = {
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_STATUSES;

export const AUTH_MESSAGES = {
  EMAIL_TAKEN: 'An account with this email already exists',
  USERNAME_TAKEN: 'This username is already taken',
  INVALID_CREDENTIALS: 'Invalid username or password',
} as const satisfies Record<AuthErrorCode, string>;

export class AuthError extends DomainError<AuthErrorCode> {
  protected readonly statuses = AUTH_ERROR_STATUSES;

  constructor(code: AuthErrorCode) {
    super(code, AUTH_MESSAGES[code]);
  }
}
