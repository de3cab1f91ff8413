import { createConfig } from '@yarn-mgmt/webpack-config';

export default createConfig({
  name: 'mf_patterns',
  dir: import.meta.dirname,
  port: 3202,
  exposes: { './routes': './src/routes.tsx' },
});
