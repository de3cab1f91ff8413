import { PATTERNS_API, PROJECTS_API, type Project } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders, type FakeApiRoutes } from '@yarn-mgmt/testing/web';
import { PATTERN_ID, PROJECT_ID } from '../../../test/fixtures';
import { ProjectDetailPage } from './project-detail-page';

/** Test kit of the detail page's specs: the page at /projects/:id with the calls it makes answered. */
export const detail = PROJECTS_API.project(PROJECT_ID);

export function renderDetail(project: Project | Error, routes: FakeApiRoutes = {}) {
  const api = createFakeApi({
    ...routes,
    // The project's pattern is still in the library unless a test says otherwise.
    get: { [detail]: project, [PATTERNS_API.pattern(PATTERN_ID)]: { id: PATTERN_ID }, ...routes.get },
  });
  return {
    ...renderWithProviders(<ProjectDetailPage />, {
      path: `/projects/${PROJECT_ID}`,
      route: '/projects/:id',
      api,
    }),
    api,
  };
}
