import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { PageSpinner } from '@yarn-mgmt/ui';
import { useAuth } from '@yarn-mgmt/web-platform';

/** Where a sign-in should land: the page the guard turned away (`state.from`), else /dashboard. */
export function useReturnPath(): string {
  const state = useLocation().state as { from?: Partial<Location> } | null;
  const from = state?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/dashboard';
}

/** Spec part 1 section 2.2: spinner while loading, else the page, else /login remembering `from`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** /login and /register: signed-in users go on to where they were heading (or /dashboard). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const returnPath = useReturnPath();
  if (isLoading) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to={returnPath} replace />;
  return children;
}

/** `/` and unknown paths: /dashboard when signed in, else /login. */
export function HomeRedirect() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner />;
  return <Navigate to={isAuthenticated ? '/dashboard' : '/login'} replace />;
}
