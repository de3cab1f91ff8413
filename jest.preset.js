// Shared jest settings: ESM mode (Nest 12 is ESM-only), swc transform with decorator metadata, `.js` suffixes
// mapped back to TypeScript sources, and workspace libs resolved to their sources through the `source` condition.
import { fileURLToPath } from 'node:url';

/** setupFiles entry of a project that loads @nestjs/throttler (CommonJS): Nest's ESM packages load first. */
export const NEST_FIRST_SETUP = fileURLToPath(new URL('./jest.setup.nest.js', import.meta.url));

export function jestConfig({ testMatch, environment = 'node', setupFiles = [] } = {}) {
  return {
    testEnvironment: environment,
    testEnvironmentOptions: {
      customExportConditions:
        environment === 'node' ? ['source', 'node', 'node-addons'] : ['source', 'browser'],
    },
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: testMatch ?? ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    setupFiles,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true, tsx: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'es6' },
        },
      ],
    },
  };
}

/** A service's or lib's unit tests: `export { default } from '../../jest.preset.js';` */
export default jestConfig();

/**
 * A service's integration tests against the real PostgreSQL, one suite at a time (run with --runInBand):
 * `export { integration as default } from '../../jest.preset.js';`
 */
export const integration = {
  ...jestConfig({ testMatch: ['<rootDir>/test/**/*.integration-spec.ts'] }),
  testTimeout: 30_000,
};
