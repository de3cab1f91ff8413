import { jestConfig } from '../jest.preset.js';

export default {
  ...jestConfig({ environment: 'jsdom' }),
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
  // DOM suites type into forms: give them room when Nx runs several projects at once.
  testTimeout: 30_000,
};
