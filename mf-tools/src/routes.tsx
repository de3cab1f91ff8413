import { lazyNamed, lazyPageRoutes } from '@yarn-mgmt/ui';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { PageRoot } from './components/page-root';

// Each page is its own chunk: the shell loads only what the current route needs.
const CalculatorPage = lazyNamed(
  () => import('./features/yarn-calculator/components/calculator-page'),
  'CalculatorPage',
);
const DesignerPage = lazyNamed(
  () => import('./features/ai-designer/components/designer-page'),
  'DesignerPage',
);
const PdfProcessorPage = lazyNamed(
  () => import('./features/pdf-processor/components/pdf-processor-page'),
  'PdfProcessorPage',
);

/**
 * Exposed as `mf_tools/routes`: this module's pages, under the prefixes /remotes.json gives it, in the side
 * panel's order (spec part 1 section 2.3), each its own chunk.
 */
export const routes: ModuleRoutes = [
  ...lazyPageRoutes(PageRoot, [
    { path: '/ai-designer', title: 'AI Pattern Designer', Page: DesignerPage },
    { path: '/pdf-processor', title: 'PDF Processor', Page: PdfProcessorPage },
    { path: '/calculator', title: 'Yarn Calculator', Page: CalculatorPage },
  ]),
];
