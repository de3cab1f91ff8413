import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class ScraperError extends domainErrorClass({
  TARGET_NOT_FOUND: [404, 'Scraper target not found'],
  QUEUE_UNAVAILABLE: [503, 'The scrape queue is unavailable'],
  BOARD_TICKET_INVALID: [401, 'This queue board link is invalid or has expired'],
}) {
  static notFound(): ScraperError {
    return new ScraperError('TARGET_NOT_FOUND');
  }
}
