import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import type { User } from '@yarn-mgmt/contracts';
import { PageSpinner } from '@yarn-mgmt/ui';
import { useAuth } from '@yarn-mgmt/web-platform';
import { defaultViewPath, landingPath } from './landing-path';

/** Where a sign-in should land for a user: the page the guard turned away (`state.from`), else their Default View. */
export function useLandingPath(): (user: User | null) => string {
  const state = useLocation().state as { from?: Partial<Location> } | null;
  const from = state?.from;
  return (user) => landingPath(from, user);
}

/** Spec part 1 section 2.2: spinner while loading, else the page, else /login remembering `from`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** /login and /register: signed-in users go on to where they were heading (or their Default View). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isLoading, user } = useAuth();
  const landingFor = useLandingPath();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={landingFor(user)} replace />;
  return children;
}

/**
 * `/`: the user's Default View when signed in, else /login. Unknown paths (`home="dashboard"`): /dashboard when
 * signed in (spec part 1 section 2.1).
 */
export function HomeRedirect({ home = 'default-view' }: { home?: 'default-view' | 'dashboard' }) {
  const { isLoading, user } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return <Navigate to={home === 'dashboard' ? '/dashboard' : defaultViewPath(user)} replace />;
}
