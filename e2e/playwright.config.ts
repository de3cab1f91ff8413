import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@yarn-mgmt/testing/browser';
import { E2E_PORT, e2eStackEnv } from './stack.js';

// The journeys run against the stack started exactly as `npm start` starts it (scripts/start.mjs), on its own
// ports and data folder, in the system Chromium. One worker: the machine has two cores and the stack needs one.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    env: e2eStackEnv,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
