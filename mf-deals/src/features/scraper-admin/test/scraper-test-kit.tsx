import { SCRAPER_API, type User } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders, type FakeApiRoutes } from '@yarn-mgmt/testing/web';
import { ScraperAdminPage } from '../components/scraper-admin-page';
import { logFixture, statusFixture, targetFixture } from '../../../test/admin-fixtures';

export * from '../../../test/admin-fixtures';

export interface ScraperAnswers {
  targets?: unknown;
  scrapers?: unknown;
  logs?: unknown;
}

/** A list read's answer: `{ [key]: list }`, a failure as it is; a function answers afresh on every call. */
function listAnswer(value: unknown, key: string): unknown {
  if (typeof value === 'function') return () => listAnswer((value as () => unknown)(), key);
  return value instanceof Error ? value : { [key]: value };
}

/** The page against a fake API: targets, status and logs (lists, failures or functions), plus writes. */
export function renderScraperAdmin(answers: ScraperAnswers = {}, writes: FakeApiRoutes = {}, user?: User) {
  const api = createFakeApi({
    ...writes,
    get: {
      [SCRAPER_API.targets]: listAnswer(answers.targets ?? [targetFixture(1)], 'targets'),
      [SCRAPER_API.status]: listAnswer(answers.scrapers ?? [statusFixture(1)], 'scrapers'),
      [SCRAPER_API.logs]: listAnswer(answers.logs ?? [logFixture(1)], 'logs'),
      ...writes.get,
    },
  });
  return renderWithProviders(<ScraperAdminPage />, { path: '/scraper-admin', api, user });
}
