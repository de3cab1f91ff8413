import { createConfig } from '@yarn-mgmt/webpack-config';

export default createConfig({
  name: 'mf_deals',
  dir: import.meta.dirname,
  port: 3205,
  exposes: { './routes': './src/routes.tsx' },
});
