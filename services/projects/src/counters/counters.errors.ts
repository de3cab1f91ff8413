import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class CounterError extends domainErrorClass({
  COUNTER_NOT_FOUND: [404, 'Counter not found'],
  TOO_MANY_COUNTERS: [409, 'A project has at most 20 counters'],
}) {}
