import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const YarnListPage = lazy(() =>
  import('./features/yarn-list/components/yarn-list-page').then((m) => ({ default: m.YarnListPage })),
);
const YarnDetailPage = lazy(() =>
  import('./features/yarn-detail/components/yarn-detail-page').then((m) => ({ default: m.YarnDetailPage })),
);
const YarnCreatePage = lazy(() =>
  import('./features/yarn-form/components/yarn-form-page').then((m) => ({ default: m.YarnCreatePage })),
);
const YarnEditPage = lazy(() =>
  import('./features/yarn-form/components/yarn-form-page').then((m) => ({ default: m.YarnEditPage })),
);
const ShoppingListPage = lazy(() =>
  import('./features/shopping-list/components/shopping-list-page').then((m) => ({
    default: m.ShoppingListPage,
  })),
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

/** Exposed as `mf_inventory/routes`: the pages this module owns (APP_ROUTES owner `mf_inventory`). */
export const routes: ModuleRoutes = [
  {
    path: '/yarn',
    element: (
      <Page>
        <YarnListPage />
      </Page>
    ),
  },
  {
    path: '/yarn/new',
    element: (
      <Page>
        <YarnCreatePage />
      </Page>
    ),
  },
  {
    path: '/yarn/:id',
    element: (
      <Page>
        <YarnDetailPage />
      </Page>
    ),
  },
  {
    path: '/yarn/:id/edit',
    element: (
      <Page>
        <YarnEditPage />
      </Page>
    ),
  },
  {
    path: '/shopping-list',
    element: (
      <Page>
        <ShoppingListPage />
      </Page>
    ),
  },
];
