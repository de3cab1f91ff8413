import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders } from '@yarn-mgmt/web-platform';
import { RemoteLoaderProvider, type RemoteLoader } from '../remotes';
import { AppScreens } from './app-screens';

export function App({ remoteLoader }: { remoteLoader: RemoteLoader }) {
  return (
    <BrowserRouter>
      <PlatformProviders>
        <RemoteLoaderProvider value={remoteLoader}>
          <AppScreens />
        </RemoteLoaderProvider>
      </PlatformProviders>
    </BrowserRouter>
  );
}
