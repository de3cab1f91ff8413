import { lazy, Suspense } from 'react';
import { PageSpinner } from '@yarn-mgmt/ui';

// The account pages: their own chunks, opened far less often than the pages a knitter lives in.
const Profile = lazy(() =>
  import('../features/profile/components/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const Settings = lazy(() =>
  import('../features/settings/components/settings-page').then((module) => ({
    default: module.SettingsPage,
  })),
);
const Sync = lazy(() =>
  import('../features/settings/components/sync-page').then((module) => ({ default: module.SyncPage })),
);
const Integration = lazy(() =>
  import('../features/settings/components/integration-page').then((module) => ({
    default: module.IntegrationPage,
  })),
);

/** /profile */
export const ProfileRoute = () => (
  <Suspense fallback={<PageSpinner />}>
    <Profile />
  </Suspense>
);
/** /settings */
export const SettingsRoute = () => (
  <Suspense fallback={<PageSpinner />}>
    <Settings />
  </Suspense>
);
/** /settings/sync */
export const SyncRoute = () => (
  <Suspense fallback={<PageSpinner />}>
    <Sync />
  </Suspense>
);
/** /settings/integrations/:service */
export const IntegrationRoute = () => (
  <Suspense fallback={<PageSpinner />}>
    <Integration />
  </Suspense>
);
