import { placeholderRoutes } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';

/** Exposed as `mf_patterns/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = placeholderRoutes('mf_patterns', [
  { path: '/patterns', title: 'Pattern Library' },
  { path: '/patterns/new', title: 'Add Pattern' },
  { path: '/patterns/bulk-upload', title: 'Bulk Upload' },
  { path: '/patterns/:id', title: 'Pattern Details' },
  { path: '/patterns/:id/edit', title: 'Edit Pattern' },
]);
