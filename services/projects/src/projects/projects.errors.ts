import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class ProjectError extends domainErrorClass({
  PROJECT_NOT_FOUND: [404, 'Project not found'],
  ALLOCATION_NOT_FOUND: [404, 'This yarn is not reserved for this project'],
  COUNTER_NOT_FOUND: [404, 'Counter not found'],
  PATTERN_NOT_FOUND: [400, 'Pattern not found in your library'],
  UNKNOWN_SIZE: [400, 'This pattern has no such size'],
  YARN_NOT_FOUND: [400, 'Yarn not found in your stash'],
  NOT_A_COUNTER_OF_PROJECT: [400, 'Choose one of this project’s counters'],
  // Made from a pattern the service cannot read: nothing is created (README: "Patterns down on create").
  PATTERNS_UNAVAILABLE: [
    503,
    'Patterns are unavailable right now, so the pattern could not be read. Nothing was saved: try again in a moment.',
  ],
  STASH_UNAVAILABLE: [503, 'Your stash is unavailable right now. Nothing was saved: try again in a moment.'],
  // Usage may or may not have reached the stash: a retry with the same Idempotency-Key counts it once.
  USAGE_UNCONFIRMED: [503, 'Your stash did not confirm the usage. Try again: it will be counted once.'],
  USAGE_REFUSED: [400, 'The stash refused this usage'],
  USAGE_KEY_REUSED: [409, 'This Idempotency-Key was already used for another amount'],
  ALREADY_RESERVED: [409, 'This yarn is already reserved for this project: change its amounts instead'],
  NOT_ENOUGH_FREE: [409, 'Not enough of this yarn is free to reserve'],
  TOO_MANY_COUNTERS: [409, 'A project has at most 20 counters'],
}) {
  static notFound(): ProjectError {
    return new ProjectError('PROJECT_NOT_FOUND');
  }
}
