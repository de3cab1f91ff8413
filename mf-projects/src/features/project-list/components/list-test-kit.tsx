import { PROJECTS_API, type ProjectListResponse } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders, type FakeApiRoutes } from '@yarn-mgmt/testing/web';
import { countsFixture } from '../../../test/fixtures';
import { ProjectListPage } from './project-list-page';

/** Test kit of the list page's specs: the page at /projects with its calls answered. */
export const empty: ProjectListResponse = { projects: [], total: 0 };

export function renderList(list: unknown, routes: FakeApiRoutes = {}, path = '/projects') {
  const api = createFakeApi({
    ...routes,
    get: {
      [PROJECTS_API.counts]: countsFixture(),
      [PROJECTS_API.projects]: list,
      ...routes.get,
    },
  });
  return { ...renderWithProviders(<ProjectListPage />, { path, route: '/projects', api }), api };
}

/** The params of the last call to `path` (GET). */
export function lastParams(api: ReturnType<typeof createFakeApi>, path: string = PROJECTS_API.projects) {
  return api.get.mock.calls.filter(([called]) => called === path).at(-1)?.[1]?.params;
}
