import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/** The designer's refusals: Save needs the pattern library (the patterns service). */
export class DesignerError extends domainErrorClass({
  PATTERNS_UNAVAILABLE: [503, 'The pattern library is unavailable right now: try again in a moment'],
  PATTERNS_REFUSED: [502, 'The pattern library refused the design'],
}) {}
