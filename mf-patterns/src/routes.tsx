import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { lazyNamed, lazyPageRoutes } from '@yarn-mgmt/ui';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const PatternListPage = lazyNamed(
  () => import('./features/pattern-list/components/pattern-list-page'),
  'PatternListPage',
);
const PatternDetailPage = lazyNamed(
  () => import('./features/pattern-detail/components/pattern-detail-page'),
  'PatternDetailPage',
);
const PatternCreatePage = lazyNamed(
  () => import('./features/pattern-form/components/pattern-form-page'),
  'PatternCreatePage',
);
const PatternEditPage = lazyNamed(
  () => import('./features/pattern-form/components/pattern-form-page'),
  'PatternEditPage',
);
const BulkUploadPage = lazyNamed(
  () => import('./features/bulk-upload/components/bulk-upload-page'),
  'BulkUploadPage',
);

/** Exposed as `mf_patterns/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = lazyPageRoutes(PageRoot, [
  { path: '/patterns', title: 'Pattern Library', Page: PatternListPage },
  { path: '/patterns/new', title: 'Add Pattern', Page: PatternCreatePage },
  { path: '/patterns/bulk-upload', title: 'Bulk Upload PDFs', Page: BulkUploadPage },
  { path: '/patterns/:id', title: 'Pattern Details', Page: PatternDetailPage },
  { path: '/patterns/:id/edit', title: 'Edit Pattern', Page: PatternEditPage },
]);
