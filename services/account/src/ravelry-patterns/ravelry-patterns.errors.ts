import { RAVELRY_PATTERN_ERRORS } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/** A live Ravelry read that cannot answer with the pattern: its codes, statuses and texts are the contract's. */
export class RavelryPatternError extends domainErrorClass(RAVELRY_PATTERN_ERRORS) {}
