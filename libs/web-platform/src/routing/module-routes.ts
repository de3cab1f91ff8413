import type { ReactNode } from 'react';

/**
 * One page a remote owns, as its exposed `./routes` table states it. `path` is absolute (`/yarn/:id`) and lies
 * under one of the prefixes /remotes.json gives the remote; `title` is what the shell's top bar shows.
 */
export interface ModuleRoute {
  path: string;
  title: string;
  element: ReactNode;
  /** Non-admins get "You do not have access to this page." instead of the element. */
  adminOnly?: boolean;
}

export type ModuleRoutes = readonly ModuleRoute[];

/** The shape of every remote's exposed `./routes` module. */
export interface ModuleRoutesModule {
  routes: ModuleRoutes;
}
