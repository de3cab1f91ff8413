import { Suspense, use, useState } from 'react';
import { PageSpinner } from '@yarn-mgmt/ui';
import { RemoteUnavailableError, useRemoteLoader } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';

function RemoteRouteContent({ remote, path }: { remote: string; path: string }) {
  const routes = use(useRemoteLoader().loadRoutes(remote));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteUnavailableError(remote, `it has no page for ${path}`);
  return route.element;
}

/** The element of one shell route owned by a remote: spinner while loading, "unavailable" + Retry on failure. */
export function RemotePage({ remote, path }: { remote: string; path: string }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loader.retry(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <RemoteRouteContent remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
