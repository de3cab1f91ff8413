import { placeholderRoutes } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';

/** Exposed as `mf_projects/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = placeholderRoutes('mf_projects', [
  { path: '/projects', title: 'Projects' },
  { path: '/projects/new', title: 'New Project' },
  { path: '/projects/:id', title: 'Project Details' },
  { path: '/projects/:id/edit', title: 'Edit Project' },
]);
