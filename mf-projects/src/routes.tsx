import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PlaceholderPage } from './components/placeholder-page';

/** Exposed as `mf_projects/routes`: the pages this module owns (APP_ROUTES owner `mf_projects`). */
export const routes: ModuleRoutes = [
  { path: '/projects', element: <PlaceholderPage path="/projects" /> },
  { path: '/projects/new', element: <PlaceholderPage path="/projects/new" /> },
  { path: '/projects/:id', element: <PlaceholderPage path="/projects/:id" /> },
  { path: '/projects/:id/edit', element: <PlaceholderPage path="/projects/:id/edit" /> },
];
