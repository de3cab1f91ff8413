import { Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@yarn-mgmt/ui';
import { useRemoteLoader } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteModule } from './remote-module';
import { mountsOf } from './remote-registry';

function RegistryRoutes({ notFound }: { notFound: ReactNode }) {
  const registry = use(useRemoteLoader().loadRegistry());
  const mounts = useMemo(() => mountsOf(registry), [registry]);
  return (
    <Routes>
      {mounts.map(({ remote, prefix }) => (
        <Route
          key={prefix}
          path={`${prefix}/*`}
          element={<RemoteModule key={prefix} remote={remote} prefix={prefix} notFound={notFound} />}
        />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

/**
 * Every path the shell has no page for: `<prefix>/*` for each prefix /remotes.json gives a remote (read once per
 * page load, so a registry edit is live on the next), else `notFound`. A spinner until the registry is read, and
 * "This module is unavailable" + Retry if it cannot be.
 */
export function RemoteRoutes({ notFound }: { notFound: ReactNode }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loader.retryRegistry();
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote="remotes.json" onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <RegistryRoutes notFound={notFound} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
