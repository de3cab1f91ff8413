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

/** Exposed as `mf_inventory/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = [
  { path: '/yarn', title: 'Yarn Inventory', Page: YarnListPage },
  { path: '/yarn/new', title: 'Add Yarn', Page: YarnCreatePage },
  { path: '/yarn/:id', title: 'Yarn Details', Page: YarnDetailPage },
  { path: '/yarn/:id/edit', title: 'Edit Yarn', Page: YarnEditPage },
  { path: '/shopping-list', title: 'Shopping List', Page: ShoppingListPage },
].map(({ Page: Component, ...route }) => ({
  ...route,
  element: (
    <Page>
      <Component />
    </Page>
  ),
}));
