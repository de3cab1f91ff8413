import { placeholderRoutes } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';

/** Exposed as `mf_deals/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = placeholderRoutes('mf_deals', [
  { path: '/deals', title: 'Yarn Deals' },
  { path: '/deal-timeline', title: 'Deal Timeline' },
  // Admin-only (DECISIONS 9): the shell shows others "You do not have access to this page."
  { path: '/scraper-admin', title: 'Scraper Admin', adminOnly: true },
  { path: '/archives', title: 'Archives', adminOnly: true },
]);
