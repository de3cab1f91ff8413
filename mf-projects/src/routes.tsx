import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner, placeholderRoutes } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const ProjectListPage = lazy(() =>
  import('./features/project-list/components/project-list-page').then((m) => ({
    default: m.ProjectListPage,
  })),
);

const ProjectDetailPage = lazy(() =>
  import('./features/project-detail/components/project-detail-page').then((m) => ({
    default: m.ProjectDetailPage,
  })),
);

function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <PageRoot>
          <PageSpinner />
        </PageRoot>
      }
    >
      {children}
    </Suspense>
  );
}

/** Exposed as `mf_projects/routes`: this module's pages, under the prefixes /remotes.json gives it. */
const built: ModuleRoutes = [
  { path: '/projects', title: 'Projects', Page: ProjectListPage },
  { path: '/projects/:id', title: 'Project Details', Page: ProjectDetailPage },
].map(({ Page: Component, ...route }) => ({
  ...route,
  element: (
    <Page>
      <Component />
    </Page>
  ),
}));

/** Exposed as `mf_projects/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = [
  built[0],
  ...placeholderRoutes('mf_projects', [{ path: '/projects/new', title: 'New Project' }]),
  built[1],
  ...placeholderRoutes('mf_projects', [{ path: '/projects/:id/edit', title: 'Edit Project' }]),
];
