import { Route } from 'react-router-dom';
import { APP_ROUTES } from '@yarn-mgmt/contracts';
import { RemotePage } from './remote-page';

/** One route per APP_ROUTES entry a remote owns; the remote's exposed `routes` supplies the page. */
export function remoteRoutes() {
  return APP_ROUTES.filter((route) => route.owner !== 'shell').map((route) => (
    <Route
      key={route.path}
      path={route.path}
      // Keyed so that each route gets its own boundary: a failure of one module never sticks to the next page.
      element={<RemotePage key={`${route.owner}:${route.path}`} remote={route.owner} path={route.path} />}
    />
  ));
}
