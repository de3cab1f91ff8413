import { placeholderRoutes } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';

/** Exposed as `mf_tools/routes`: this module's pages, under the prefixes /remotes.json gives it. */
export const routes: ModuleRoutes = placeholderRoutes('mf_tools', [
  { path: '/ai-designer', title: 'AI Pattern Designer' },
  { path: '/pdf-processor', title: 'PDF Processor' },
  { path: '/calculator', title: 'Yarn Calculator' },
]);
