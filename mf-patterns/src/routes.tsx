import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const PatternListPage = lazy(() =>
  import('./features/pattern-list/components/pattern-list-page').then((m) => ({
    default: m.PatternListPage,
  })),
);
const PatternDetailPage = lazy(() =>
  import('./features/pattern-detail/components/pattern-detail-page').then((m) => ({
    default: m.PatternDetailPage,
  })),
);
const PatternCreatePage = lazy(() =>
  import('./features/pattern-form/components/pattern-form-page').then((m) => ({
    default: m.PatternCreatePage,
  })),
);
const PatternEditPage = lazy(() =>
  import('./features/pattern-form/components/pattern-form-page').then((m) => ({
    default: m.PatternEditPage,
  })),
);
const BulkUploadPage = lazy(() =>
  import('./features/bulk-upload/components/bulk-upload-page').then((m) => ({ default: m.BulkUploadPage })),
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

/** Exposed as `mf_patterns/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = [
  { path: '/patterns', title: 'Pattern Library', Page: PatternListPage },
  { path: '/patterns/new', title: 'Add Pattern', Page: PatternCreatePage },
  { path: '/patterns/bulk-upload', title: 'Bulk Upload PDFs', Page: BulkUploadPage },
  { path: '/patterns/:id', title: 'Pattern Details', Page: PatternDetailPage },
  { path: '/patterns/:id/edit', title: 'Edit Pattern', Page: PatternEditPage },
].map(({ Page: Component, ...route }) => ({
  ...route,
  element: (
    <Page>
      <Component />
    </Page>
  ),
}));
