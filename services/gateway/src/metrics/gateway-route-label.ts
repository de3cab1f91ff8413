import { API_BASE_PATH, API_PROXY_ROUTE } from '@yarn-mgmt/contracts';
import { expressRouteLabel, UNMATCHED_ROUTE, type RouteLabeler } from '@yarn-mgmt/nest-kit';
import { apiPathOf, serviceFor } from '../proxy/route-table.js';

/** The route label of the local mode's static files and the shell's pages (no route: the static middleware). */
export const STATIC_ROUTE = 'static';

/**
 * The gateway's `route` label. A proxied call, whether it took the fast path or the full way, is labelled by the
 * prefix of the service it went to (`/api/yarn/*`: the inventory), so latency and errors show per upstream and
 * per prefix, never per id. The gateway's own routes (`/health`, `/remotes.json`, `/api/dashboard/stats`) keep
 * their pattern; a path no service owns is `unmatched`, a static file `static`.
 */
export const gatewayRouteLabel: RouteLabeler = (request, response) => {
  const route = expressRouteLabel(request, response);
  const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
  const apiPath = apiPathOf(url);
  if (apiPath === null) return route === UNMATCHED_ROUTE && response.statusCode < 400 ? STATIC_ROUTE : route;
  if (route !== UNMATCHED_ROUTE && route !== API_PROXY_ROUTE) return route;
  if (!serviceFor(apiPath)) return UNMATCHED_ROUTE;
  const prefix = apiPath.split('/')[1]?.toLowerCase() ?? '';
  return `${API_BASE_PATH}/${prefix}/*`;
};
