import { domainErrorClass } from '@yarn-mgmt/nest-kit';

export class ScraperError extends domainErrorClass({
  TARGET_NOT_FOUND: [404, 'Scraper target not found'],
}) {
  static notFound(): ScraperError {
    return new ScraperError('TARGET_NOT_FOUND');
  }
}
