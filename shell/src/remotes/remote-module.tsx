import { Suspense, use, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@yarn-mgmt/ui';
import { ModulePage, type ModuleRoute } from '@yarn-mgmt/web-platform';
import { usePublishPageTitle } from '../layout/page-title';
import { useRemoteLoader } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** A remote's absolute path (`/yarn/:id`) relative to the prefix it is mounted under (`:id`); null outside it. */
export function relativeTo(prefix: string, path: string): string | null {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : null;
}

function TitledPage({ route }: { route: ModuleRoute }) {
  usePublishPageTitle(route.title);
  return <ModulePage route={route} />;
}

interface ContentProps {
  remote: string;
  prefix: string;
  attempt: number;
  retry: () => void;
  notFound: ReactNode;
}

function RemoteRoutes({ remote, prefix, attempt, retry, notFound }: ContentProps) {
  const routes = use(useRemoteLoader().loadRoutes(remote));
  return (
    <Routes>
      {routes.map((route) => {
        const path = relativeTo(prefix, route.path);
        if (path === null) return null;
        // A boundary per page: a page that throws never sticks to the next page of the same module.
        const element = (
          <RemoteErrorBoundary key={`${attempt}:${route.path}`} remote={remote} onRetry={retry}>
            <TitledPage route={route} />
          </RemoteErrorBoundary>
        );
        return path === '' ? (
          <Route key={route.path} index element={element} />
        ) : (
          <Route key={route.path} path={path} element={element} />
        );
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

/**
 * What the shell mounts at `<prefix>/*`: the remote's own route table for the paths under that prefix, a spinner
 * while it loads, "This module is unavailable" + Retry when it cannot, and `notFound` for a path it has no page for.
 */
export function RemoteModule(props: Omit<ContentProps, 'attempt' | 'retry'>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loader.retry(props.remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={props.remote} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <RemoteRoutes {...props} attempt={attempt} retry={retry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
