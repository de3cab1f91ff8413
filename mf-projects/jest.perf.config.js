// The board's timing script (npm run perf:board -w @yarn-mgmt/mf-projects): not part of the test run, since timings
// on a shared machine are figures to read, not pass/fail facts.
import { webJestConfig } from '../jest.preset.web.js';

export default webJestConfig({ testMatch: ['<rootDir>/src/**/*.perf.tsx'], testTimeout: 120_000 });
