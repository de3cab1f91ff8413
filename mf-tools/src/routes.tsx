import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PlaceholderPage } from './components/placeholder-page';

/** Exposed as `mf_tools/routes`: the pages this module owns (APP_ROUTES owner `mf_tools`). */
export const routes: ModuleRoutes = [
  { path: '/ai-designer', element: <PlaceholderPage path="/ai-designer" /> },
  { path: '/pdf-processor', element: <PlaceholderPage path="/pdf-processor" /> },
  { path: '/calculator', element: <PlaceholderPage path="/calculator" /> },
];
