import { EXTERNAL_REVIEW_MESSAGES } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class ProjectError extends domainErrorClass({
  PROJECT_NOT_FOUND: [404, 'Project not found'],
  PATTERN_NOT_FOUND: [400, 'Pattern not found in your library'],
  UNKNOWN_SIZE: [400, 'This pattern has no such size'],
  NOT_A_COUNTER_OF_PROJECT: [400, 'Choose one of this project’s counters'],
  // Made from a pattern the service cannot read: nothing is created (README: "Patterns down on create").
  PATTERNS_UNAVAILABLE: [
    503,
    'Patterns are unavailable right now, so the pattern could not be read. Nothing was saved: try again in a moment.',
  ],
  // A project the user cannot see is as absent as one with nothing to review (never reveal it).
  NOT_IN_CONFLICT: [404, EXTERNAL_REVIEW_MESSAGES.notInConflict],
  NOT_MISSING: [404, EXTERNAL_REVIEW_MESSAGES.notMissing],
}) {
  static notFound(): ProjectError {
    return new ProjectError('PROJECT_NOT_FOUND');
  }
}
