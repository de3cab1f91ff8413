import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class QueueError extends domainErrorClass({
  QUEUE_UNAVAILABLE: [503, 'The scrape queue is unavailable'],
}) {}
