import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { lazyNamed, lazyPageRoutes } from '@yarn-mgmt/ui';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const DealsGalleryPage = lazyNamed(
  () => import('./features/deals-gallery/components/deals-gallery-page'),
  'DealsGalleryPage',
);
const DealTimelinePage = lazyNamed(
  () => import('./features/deal-timeline/components/deal-timeline-page'),
  'DealTimelinePage',
);
const ScraperAdminPage = lazyNamed(
  () => import('./features/scraper-admin/components/scraper-admin-page'),
  'ScraperAdminPage',
);
const ArchivesPage = lazyNamed(() => import('./features/archives/components/archives-page'), 'ArchivesPage');

/** Exposed as `mf_deals/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = lazyPageRoutes(PageRoot, [
  { path: '/deals', title: 'Yarn Deals', Page: DealsGalleryPage },
  { path: '/deal-timeline', title: 'Deal Timeline', Page: DealTimelinePage },
  // Admin-only (DECISIONS 9): the shell shows others "You do not have access to this page."
  { path: '/scraper-admin', title: 'Scraper Admin', Page: ScraperAdminPage, adminOnly: true },
  { path: '/archives', title: 'Archives', Page: ArchivesPage, adminOnly: true },
]);
