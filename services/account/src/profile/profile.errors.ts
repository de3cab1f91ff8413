import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class ProfileError extends domainErrorClass({
  /** The token's account no longer exists (it is deleted): the client signs out on the next 401 anyway. */
  NOT_FOUND: [404, 'Profile not found'],
  AVATAR_NOT_FOUND: [404, 'No avatar'],
}) {}
