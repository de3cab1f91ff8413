import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PlaceholderPage } from './components/placeholder-page';

/** Exposed as `mf_patterns/routes`: the pages this module owns (APP_ROUTES owner `mf_patterns`). */
export const routes: ModuleRoutes = [
  { path: '/patterns', element: <PlaceholderPage path="/patterns" /> },
  { path: '/patterns/new', element: <PlaceholderPage path="/patterns/new" /> },
  { path: '/patterns/bulk-upload', element: <PlaceholderPage path="/patterns/bulk-upload" /> },
  { path: '/patterns/:id', element: <PlaceholderPage path="/patterns/:id" /> },
  { path: '/patterns/:id/edit', element: <PlaceholderPage path="/patterns/:id/edit" /> },
];
