import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@yarn-mgmt/ui';
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
const ProjectCreatePage = lazy(() =>
  import('./features/project-form/components/project-form-page').then((m) => ({
    default: m.ProjectCreatePage,
  })),
);
const ProjectEditPage = lazy(() =>
  import('./features/project-form/components/project-form-page').then((m) => ({
    default: m.ProjectEditPage,
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
export const routes: ModuleRoutes = [
  { path: '/projects', title: 'Projects', Page: ProjectListPage },
  { path: '/projects/new', title: 'New Project', Page: ProjectCreatePage },
  { path: '/projects/:id', title: 'Project Details', Page: ProjectDetailPage },
  { path: '/projects/:id/edit', title: 'Edit Project', Page: ProjectEditPage },
].map(({ Page: Component, ...route }) => ({
  ...route,
  element: (
    <Page>
      <Component />
    </Page>
  ),
}));
