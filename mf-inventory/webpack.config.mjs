import { createConfig } from '@yarn-mgmt/webpack-config';

export default createConfig({
  name: 'mf_inventory',
  dir: import.meta.dirname,
  port: 3201,
  exposes: {
    './routes': './src/routes.tsx',
    './LowStockPanel': './src/widgets/low-stock-panel.tsx',
  },
});
