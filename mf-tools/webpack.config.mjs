import { createConfig } from '@yarn-mgmt/webpack-config';

export default createConfig({
  name: 'mf_tools',
  dir: import.meta.dirname,
  port: 3204,
  exposes: { './routes': './src/routes.tsx' },
});
