import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@yarn-mgmt/ui';
import { AppLayout } from '../layout/app-layout';
import { LoginPage } from '../features/auth/login-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { IntegrationRoute, ProfileRoute, SettingsRoute, SyncRoute } from './account-pages';
import { RemoteRoutes } from '../remotes';
import { HomeRedirect, PublicOnly, RequireAuth } from './guards';

// Its own chunk: the sign-up form validates with zod, which no other first page needs (issue 7, static delivery).
const RegisterPage = lazy(() =>
  import('../features/auth/register-page').then((module) => ({ default: module.RegisterPage })),
);

// Its own chunk too: a public page of sample data and cards that signing in never needs.
const DemoPage = lazy(() =>
  import('../features/demo/demo-page').then((module) => ({ default: module.DemoPage })),
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
      {/* Public (spec part 2 section 6): no guard, so it opens signed out and signed in alike. */}
      <Route
        path="/demo"
        element={
          <Suspense fallback={<PageSpinner />}>
            <DemoPage />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/profile" element={<ProfileRoute />} />
        <Route path="/settings" element={<SettingsRoute />} />
        <Route path="/settings/sync" element={<SyncRoute />} />
        <Route path="/settings/integrations/:service" element={<IntegrationRoute />} />
        <Route path="*" element={<RemoteRoutes notFound={<HomeRedirect home="dashboard" />} />} />
      </Route>
      <Route path="/" element={<HomeRedirect />} />
    </Routes>
  );
}
