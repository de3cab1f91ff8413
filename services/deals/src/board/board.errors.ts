import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class BoardError extends domainErrorClass({
  BOARD_TICKET_INVALID: [401, 'This queue board link is invalid or has expired'],
}) {}
