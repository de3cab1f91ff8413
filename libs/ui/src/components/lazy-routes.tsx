import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { PageSpinner } from './page-spinner';

/**
 * A remote's page loaded as its own chunk: `lazyNamed(() => import('./features/x/x-page'), 'XPage')`, the shell
 * loading only what the current route needs.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export interface LazyPageRoute {
  path: string;
  title: string;
  Page: ComponentType;
  adminOnly?: boolean;
}

/**
 * A remote's route table (web-platform's ModuleRoutes) from its lazily loaded pages: each page renders inside a
 * Suspense whose fallback is the remote's own page root (its name and build) holding a spinner.
 */
export function lazyPageRoutes(
  PageRoot: ComponentType<{ children: ReactNode }>,
  pages: readonly LazyPageRoute[],
): (Omit<LazyPageRoute, 'Page'> & { element: ReactNode })[] {
  return pages.map(({ Page, ...route }) => ({
    ...route,
    element: (
      <Suspense
        fallback={
          <PageRoot>
            <PageSpinner />
          </PageRoot>
        }
      >
        <Page />
      </Suspense>
    ),
  }));
}
