// The platform's boundaries (ARCHITECTURE.md, "Boundaries"), checked on every import by eslint-plugin-boundaries:
// a remote imports no other remote and not the shell; the shell imports no remote; a service imports no other
// service; libs/contracts and libs/domain import no framework. Imports are resolved (relative paths included) by
// eslint-import-resolver-typescript, so a `../../../mf-tools/src/x.js` is caught like `@yarn-mgmt/mf-tools`.
import boundaries from 'eslint-plugin-boundaries';

const FRAMEWORKS = [
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
  '@mui/**',
  '@emotion/**',
  '@nestjs/**',
  'typeorm',
  'typeorm/**',
  '@tanstack/**',
  'react-router',
  'react-router-dom',
];

export const boundariesConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'import/resolver': { typescript: { alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
    'boundaries/elements': [
      // Top-level folders only (partialMatch: false): e2e/fixtures/mf-tools-plus is a test build, not a remote.
      { type: 'remote', pattern: 'mf-*', capture: ['name'], partialMatch: false },
      { type: 'shell', pattern: 'shell', partialMatch: false },
      { type: 'service', pattern: 'services/*', capture: ['name'], partialMatch: false },
      { type: 'framework-free', pattern: 'libs/{contracts,domain}', partialMatch: false },
      { type: 'lib', pattern: 'libs/*', partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Packages too: a framework is an external module, and a workspace app that no resolver can enter
        // (`@yarn-mgmt/shell` has no entry point) is unresolved; both are checked by their import name.
        checkAllOrigins: true,
        policies: [
          {
            from: { element: { type: 'remote' } },
            disallow: [
              { to: { element: { types: { anyOf: ['remote', 'shell', 'service'] } } } },
              { to: { module: { source: ['@yarn-mgmt/mf-*', '@yarn-mgmt/shell', '@yarn-mgmt/service-*'] } } },
            ],
          },
          {
            from: { element: { type: 'shell' } },
            disallow: [
              { to: { element: { types: { anyOf: ['remote', 'service'] } } } },
              { to: { module: { source: ['@yarn-mgmt/mf-*', '@yarn-mgmt/service-*'] } } },
            ],
          },
          {
            from: { element: { type: 'service' } },
            disallow: [
              { to: { element: { types: { anyOf: ['service', 'remote', 'shell'] } } } },
              { to: { module: { source: ['@yarn-mgmt/mf-*', '@yarn-mgmt/shell', '@yarn-mgmt/service-*'] } } },
            ],
          },
          {
            from: { element: { type: 'framework-free' } },
            disallow: { to: { module: { source: FRAMEWORKS } } },
          },
        ],
      },
    ],
  },
};
