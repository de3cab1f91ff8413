import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { lazyNamed, lazyPageRoutes } from '@yarn-mgmt/ui';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const ProjectListPage = lazyNamed(
  () => import('./features/project-list/components/project-list-page'),
  'ProjectListPage',
);
const ProjectDetailPage = lazyNamed(
  () => import('./features/project-detail/components/project-detail-page'),
  'ProjectDetailPage',
);
const ProjectCreatePage = lazyNamed(
  () => import('./features/project-form/components/project-form-page'),
  'ProjectCreatePage',
);
const ProjectEditPage = lazyNamed(
  () => import('./features/project-form/components/project-form-page'),
  'ProjectEditPage',
);

/** Exposed as `mf_projects/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = lazyPageRoutes(PageRoot, [
  { path: '/projects', title: 'Projects', Page: ProjectListPage },
  { path: '/projects/new', title: 'New Project', Page: ProjectCreatePage },
  { path: '/projects/:id', title: 'Project Details', Page: ProjectDetailPage },
  { path: '/projects/:id/edit', title: 'Edit Project', Page: ProjectEditPage },
]);
