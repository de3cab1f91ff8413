import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const DealsGalleryPage = lazy(() =>
  import('./features/deals-gallery/components/deals-gallery-page').then((m) => ({
    default: m.DealsGalleryPage,
  })),
);
const DealTimelinePage = lazy(() =>
  import('./features/deal-timeline/components/deal-timeline-page').then((m) => ({
    default: m.DealTimelinePage,
  })),
);
const ScraperAdminPage = lazy(() =>
  import('./features/scraper-admin/components/scraper-admin-page').then((m) => ({
    default: m.ScraperAdminPage,
  })),
);
const ArchivesPage = lazy(() =>
  import('./features/archives/components/archives-page').then((m) => ({ default: m.ArchivesPage })),
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

/** Exposed as `mf_deals/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = [
  { path: '/deals', title: 'Yarn Deals', Page: DealsGalleryPage },
  { path: '/deal-timeline', title: 'Deal Timeline', Page: DealTimelinePage },
  // Admin-only (DECISIONS 9): the shell shows others "You do not have access to this page."
  { path: '/scraper-admin', title: 'Scraper Admin', Page: ScraperAdminPage, adminOnly: true },
  { path: '/archives', title: 'Archives', Page: ArchivesPage, adminOnly: true },
].map(({ Page: Component, ...route }) => ({
  ...route,
  element: (
    <Page>
      <Component />
    </Page>
  ),
}));
