import type { ReactNode } from 'react';

/** One page a remote contributes: an absolute path from APP_ROUTES and the element to render there. */
export interface ModuleRoute {
  path: string;
  element: ReactNode;
}

export type ModuleRoutes = readonly ModuleRoute[];

/** The shape of every remote's exposed `./routes` module. */
export interface ModuleRoutesModule {
  routes: ModuleRoutes;
}
