import { createConfig } from '@yarn-mgmt/webpack-config';

export default createConfig({
  name: 'mf_projects',
  dir: import.meta.dirname,
  port: 3203,
  exposes: {
    './routes': './src/routes.tsx',
    './ActiveProjectsPanel': './src/widgets/active-projects-panel.tsx',
  },
});
