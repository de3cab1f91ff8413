import { matchRoutes } from 'react-router-dom';
import { APP_ROUTES, DEFAULT_TITLE, type AppRoute } from '@yarn-mgmt/contracts';

const routeObjects = APP_ROUTES.map((route) => ({ path: route.path, route }));

/** The APP_ROUTES entry for a route pattern (e.g. `/yarn/:id`). */
export function appRouteFor(pattern: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === pattern);
}

/** Title of a route pattern, for a page's own heading. */
export function titleForPattern(pattern: string): string {
  return appRouteFor(pattern)?.title ?? DEFAULT_TITLE;
}

/**
 * Title of the page at a browser path, ranked like the router ranks routes (`/yarn/new` beats `/yarn/:id`);
 * "Yarn Management" when no route matches.
 */
export function pageTitleFor(pathname: string): string {
  const matches = matchRoutes(routeObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf ? leaf.route.route.title : DEFAULT_TITLE;
}
