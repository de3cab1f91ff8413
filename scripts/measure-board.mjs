#!/usr/bin/env node
// Measurement (not a test) of the projects board in the system Chromium against a running stack (`npm start`):
// a new user with 500 projects (100 per status), then the time from navigation to every card drawn, and the time
// from dropping a card on the next column (keyboard: Space, ArrowRight, Space) to the card drawn there.
//
//   node scripts/measure-board.mjs [--projects 500] [--runs 3]
//
// Env: GATEWAY_URL (default http://127.0.0.1:3000).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@yarn-mgmt/testing/browser';
import { readOptions } from './lib/options.mjs';
import { signUpThroughGateway } from './lib/sign-up.mjs';

const { number: option } = readOptions();
const PROJECTS = option('projects', 500);
const RUNS = option('runs', 3);
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const STATUSES = ['queued', 'active', 'hibernating', 'completed', 'frogged'];

const { token } = await signUpThroughGateway(GATEWAY, {
  emailPrefix: 'board-bench',
  password: 'Bench1234',
  firstName: 'Board',
  lastName: 'Bench',
});
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
for (let start = 0; start < PROJECTS; start += 20) {
  await Promise.all(
    Array.from({ length: Math.min(20, PROJECTS - start) }, async (_, offset) => {
      const index = start + offset;
      const response = await fetch(`${GATEWAY}/api/projects`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Project ${index + 1}`, status: STATUSES[index % STATUSES.length] }),
      });
      if (response.status !== 201)
        throw new Error(`create answered ${response.status}: ${await response.text()}`);
    }),
  );
}
console.log(`${PROJECTS} projects created for a new user`);

const browser = await chromium.launch(chromiumLaunchOptions());
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const renders = [];
const moves = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value) => globalThis.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${GATEWAY}/projects`);
    await page.waitForFunction(
      (count) => globalThis.document.querySelectorAll('[data-card-id]').length >= count,
      PROJECTS,
      {
        timeout: 60_000,
      },
    );
    renders.push(Date.now() - started);

    const queue = page.getByRole('region', { name: 'Queue column' });
    const card = queue.locator('[data-card-id]').first();
    const id = await card.getAttribute('data-card-id');
    await card.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    const dropped = Date.now();
    await page.keyboard.press('Space');
    await page
      .getByRole('region', { name: 'Active column' })
      .locator(`[data-card-id="${id}"]`)
      .waitFor({ timeout: 10_000 });
    moves.push(Date.now() - dropped);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`board with ${PROJECTS} projects, ${RUNS} runs, production build in Chromium:`);
console.log(`  navigation to every card drawn: median ${median(renders)} ms (${renders.join(', ')})`);
console.log(
  `  keyboard drop to the card drawn in its new column: median ${median(moves)} ms (${moves.join(', ')})`,
);
