import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class AuthError extends domainErrorClass({
  EMAIL_TAKEN: [409, 'An account with this email already exists'],
  USERNAME_TAKEN: [409, 'This username is already taken'],
  INVALID_CREDENTIALS: [401, 'Invalid username or password'],
}) {}
