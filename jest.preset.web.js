// Jest settings of every front-end project (shell, remotes, browser libs): the shared preset in jsdom, plus one
// setup file. A project's jest.config.js is `export { default } from '<root>/jest.preset.web.js';`.
import { fileURLToPath } from 'node:url';
import { jestConfig } from './jest.preset.js';

export function webJestConfig(overrides = {}) {
  return {
    ...jestConfig({ environment: 'jsdom' }),
    setupFilesAfterEnv: [fileURLToPath(new URL('./jest.setup.web.js', import.meta.url))],
    // DOM suites type into forms: give them room when Nx runs several projects at once.
    testTimeout: 30_000,
    ...overrides,
  };
}

export default webJestConfig();
