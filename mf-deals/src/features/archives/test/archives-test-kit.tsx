import { ARCHIVES_API, SCRAPER_API } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders, type FakeApiRoutes } from '@yarn-mgmt/testing/web';
import { ArchivesPage } from '../components/archives-page';
import { targetFixture } from '../../../test/admin-fixtures';

export * from '../../../test/admin-fixtures';

export const STATS = { totalArchives: 42, totalGB: 1.23456, avgFileSizeKB: 45.678, uniqueTargets: 3 };

/** The page against a fake API: a list answer (value or function of the call's options), stats, targets. */
export function renderArchives(list: unknown, routes: FakeApiRoutes = {}) {
  const api = createFakeApi({
    ...routes,
    get: {
      [ARCHIVES_API.list]: list,
      [ARCHIVES_API.stats]: { stats: STATS },
      [SCRAPER_API.targets]: {
        targets: [targetFixture(1, { name: 'Wool Shop' }), targetFixture(2, { name: 'Yarn Barn' })],
      },
      ...routes.get,
    },
  });
  return renderWithProviders(<ArchivesPage />, { path: '/archives', api });
}
