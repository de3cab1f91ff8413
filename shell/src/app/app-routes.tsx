import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@yarn-mgmt/ui';
import { AppLayout } from '../layout/app-layout';
import { LoginPage } from '../features/auth/login-page';
import { DemoPage, PlaceholderPage } from '../pages/placeholder-page';
import { RemoteRoutes } from '../remotes';
import { HomeRedirect, PublicOnly, RequireAuth } from './guards';

// Its own chunk: the sign-up form validates with zod, which no other first page needs (issue 7, static delivery).
const RegisterPage = lazy(() =>
  import('../features/auth/register-page').then((module) => ({ default: module.RegisterPage })),
);

/** Spec part 1 section 2.1 and part 2 section 2: the shell's own pages, and each remote under its prefixes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route
        path="/register"
        element={
          <PublicOnly>
            <Suspense fallback={<PageSpinner />}>
              <RegisterPage />
            </Suspense>
          </PublicOnly>
        }
      />
      <Route path="/demo" element={<DemoPage />} />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route path="/dashboard" element={<PlaceholderPage />} />
        <Route path="/profile" element={<PlaceholderPage />} />
        <Route path="/settings" element={<PlaceholderPage />} />
        <Route path="/settings/sync" element={<PlaceholderPage />} />
        <Route path="/settings/integrations/:service" element={<PlaceholderPage />} />
        <Route path="*" element={<RemoteRoutes notFound={<HomeRedirect />} />} />
      </Route>
      <Route path="/" element={<HomeRedirect />} />
    </Routes>
  );
}
