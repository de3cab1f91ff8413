import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/** Uploads beyond the user's storage_limit (413: the request is fine, the account is full). */
export class PhotoStorageError extends domainErrorClass({
  STORAGE_FULL: [413, 'Your storage is full: remove some photos to add more'],
}) {}
