import type { Location } from 'react-router-dom';
import type { DefaultView, User } from '@yarn-mgmt/contracts';

/** Profile > Preferences > Default View: the page each value opens (spec part 2 section 2). */
export const DEFAULT_VIEW_PATHS: Record<DefaultView, string> = {
  dashboard: '/dashboard',
  yarn: '/yarn',
  patterns: '/patterns',
  projects: '/projects',
};

/** The signed-in user's Default View, /dashboard when they have none (or a value this build does not know). */
export function defaultViewPath(user: Pick<User, 'preferences'> | null | undefined): string {
  const view = user?.preferences?.defaultView;
  return (view && DEFAULT_VIEW_PATHS[view]) ?? DEFAULT_VIEW_PATHS.dashboard;
}

/**
 * Where a sign-in (or sign-up) lands: the page the guard turned away (`from`), else the user's Default View.
 * `/` counts as no page asked for.
 */
export function landingPath(
  from: Partial<Location> | null | undefined,
  user: Pick<User, 'preferences'> | null | undefined,
): string {
  if (!from?.pathname || (from.pathname === '/' && !from.search && !from.hash)) return defaultViewPath(user);
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
