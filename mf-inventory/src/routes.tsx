import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PlaceholderPage } from './components/placeholder-page';

/** Exposed as `mf_inventory/routes`: the pages this module owns (APP_ROUTES owner `mf_inventory`). */
export const routes: ModuleRoutes = [
  { path: '/yarn', element: <PlaceholderPage path="/yarn" /> },
  { path: '/yarn/new', element: <PlaceholderPage path="/yarn/new" /> },
  { path: '/yarn/:id', element: <PlaceholderPage path="/yarn/:id" /> },
  { path: '/yarn/:id/edit', element: <PlaceholderPage path="/yarn/:id/edit" /> },
  { path: '/shopping-list', element: <PlaceholderPage path="/shopping-list" /> },
];
