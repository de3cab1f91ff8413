import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PlaceholderPage } from './components/placeholder-page';

/** Exposed as `mf_deals/routes`: the pages this module owns (APP_ROUTES owner `mf_deals`). */
export const routes: ModuleRoutes = [
  { path: '/scraper-admin', element: <PlaceholderPage path="/scraper-admin" /> },
  { path: '/deal-timeline', element: <PlaceholderPage path="/deal-timeline" /> },
  { path: '/archives', element: <PlaceholderPage path="/archives" /> },
  { path: '/deals', element: <PlaceholderPage path="/deals" /> },
];
