import { createConfig } from '@yarn-mgmt/webpack-config';

// The host: no exposes and no remotes at build time (they come from /remotes.json at start-up).
export default createConfig({ name: 'shell', dir: import.meta.dirname, port: 3200, isShell: true });
