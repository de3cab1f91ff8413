import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { lazyNamed, lazyPageRoutes } from '@yarn-mgmt/ui';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const YarnListPage = lazyNamed(
  () => import('./features/yarn-list/components/yarn-list-page'),
  'YarnListPage',
);
const YarnDetailPage = lazyNamed(
  () => import('./features/yarn-detail/components/yarn-detail-page'),
  'YarnDetailPage',
);
const YarnCreatePage = lazyNamed(
  () => import('./features/yarn-form/components/yarn-form-page'),
  'YarnCreatePage',
);
const YarnEditPage = lazyNamed(
  () => import('./features/yarn-form/components/yarn-form-page'),
  'YarnEditPage',
);
const ShoppingListPage = lazyNamed(
  () => import('./features/shopping-list/components/shopping-list-page'),
  'ShoppingListPage',
);

/** Exposed as `mf_inventory/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = lazyPageRoutes(PageRoot, [
  { path: '/yarn', title: 'Yarn Inventory', Page: YarnListPage },
  { path: '/yarn/new', title: 'Add Yarn', Page: YarnCreatePage },
  { path: '/yarn/:id', title: 'Yarn Details', Page: YarnDetailPage },
  { path: '/yarn/:id/edit', title: 'Edit Yarn', Page: YarnEditPage },
  { path: '/shopping-list', title: 'Shopping List', Page: ShoppingListPage },
]);
