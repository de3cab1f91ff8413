import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders } from '@yarn-mgmt/web-platform';
import { RemoteLoaderProvider, type RemoteLoader } from '../remotes';
import { AppRoutes } from './app-routes';

export function App({ remoteLoader }: { remoteLoader: RemoteLoader }) {
  return (
    <BrowserRouter>
      <PlatformProviders>
        <RemoteLoaderProvider value={remoteLoader}>
          <AppRoutes />
        </RemoteLoaderProvider>
      </PlatformProviders>
    </BrowserRouter>
  );
}
