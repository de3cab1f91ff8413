import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class AllocationError extends domainErrorClass({
  ALLOCATION_NOT_FOUND: [404, 'This yarn is not reserved for this project'],
  YARN_NOT_FOUND: [400, 'Yarn not found in your stash'],
  STASH_UNAVAILABLE: [503, 'Your stash is unavailable right now. Nothing was saved: try again in a moment.'],
  // Usage may or may not have reached the stash: a retry with the same Idempotency-Key counts it once.
  USAGE_UNCONFIRMED: [503, 'Your stash did not confirm the usage. Try again: it will be counted once.'],
  USAGE_REFUSED: [400, 'The stash refused this usage'],
  USAGE_KEY_REUSED: [409, 'This Idempotency-Key was already used for another amount'],
  ALREADY_RESERVED: [409, 'This yarn is already reserved for this project: change its amounts instead'],
  NOT_ENOUGH_FREE: [409, 'Not enough of this yarn is free to reserve'],
}) {}
