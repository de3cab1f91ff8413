import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@yarn-mgmt/testing/browser';
import { E2E_PORT, e2eStackEnv } from './stack.js';

/**
 * Journeys on what every user shares, run first and one at a time: the remote registry (/remotes.json, a rebuilt
 * remote) and the scraper's targets, runs, deals and archives (deals.spec counts the test shop's deals, which the
 * page checks scrape too), and the shopping list's deals on the demo shop's history (shopping-deals.spec).
 */
const SHARED_STATE = /\/(deals|deploy|registry|shopping-deals)\.spec\.ts$/;

// The journeys run against the stack started exactly as `npm start` starts it (scripts/start.mjs), on its own
// ports and data folder, in the system Chromium. The others sign up users of their own (or read the demo), so
// they share the stack on two workers: faster than one on two cores, the stack included.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1 },
    { name: 'own-users', testIgnore: SHARED_STATE, dependencies: ['shared-state'] },
  ],
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
