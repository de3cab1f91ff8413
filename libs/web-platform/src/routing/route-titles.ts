import { matchRoutes } from 'react-router-dom';
import { DEFAULT_TITLE, SHELL_ROUTES } from '@yarn-mgmt/contracts';

const routeObjects = SHELL_ROUTES.map((route) => ({ path: route.path, route }));

/**
 * Title of a shell page at a browser path, ranked like the router ranks routes; "Yarn Management" elsewhere
 * (a remote's page gets its title from the remote's own route table).
 */
export function pageTitleFor(pathname: string): string {
  const matches = matchRoutes(routeObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf ? leaf.route.route.title : DEFAULT_TITLE;
}
