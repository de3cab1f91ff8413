import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createFederationRemoteLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Starts fetching /remotes.json now; shell pages render without waiting for it.
const remoteLoader = createFederationRemoteLoader();

createRoot(container).render(
  <StrictMode>
    <App remoteLoader={remoteLoader} />
  </StrictMode>,
);
