import { lazyNamed, lazyPageRoutes, placeholderRoutes } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PageRoot } from './components/page-root';
import { REMOTE_NAME } from './build-info';

// Each page is its own chunk: the shell loads only what the current route needs.
const CalculatorPage = lazyNamed(
  () => import('./features/yarn-calculator/components/calculator-page'),
  'CalculatorPage',
);
const PdfProcessorPage = lazyNamed(
  () => import('./features/pdf-processor/components/pdf-processor-page'),
  'PdfProcessorPage',
);

/**
 * Exposed as `mf_tools/routes`: this module's pages, under the prefixes /remotes.json gives it, in the side
 * panel's order (spec part 1 section 2.3). A page still to be built says so; building it moves its line from the
 * placeholders to the built pages.
 */
export const routes: ModuleRoutes = [
  ...placeholderRoutes(REMOTE_NAME, [{ path: '/ai-designer', title: 'AI Pattern Designer' }]),
  ...lazyPageRoutes(PageRoot, [
    { path: '/pdf-processor', title: 'PDF Processor', Page: PdfProcessorPage },
    { path: '/calculator', title: 'Yarn Calculator', Page: CalculatorPage },
  ]),
];
