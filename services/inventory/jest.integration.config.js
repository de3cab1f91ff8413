import { jestConfig } from '../../jest.preset.js';
export default {
  ...jestConfig({ testMatch: ['<rootDir>/test/**/*.integration-spec.ts'] }),
  testTimeout: 30_000,
};
