import { spawn } from 'node:child_process';
import { launchOptions } from './browser-pool.js';
import { processGroupMembers } from './process-group.js';
import { scraperConfig } from './scraper-config.js';

// A deals worker killed with SIGKILL in the middle of a scrape (issue 24's chaos suite) must not leave its
// Chromium running: nothing would ever stop it. A `node` child launches Chromium exactly as the pool does, opens a
// page and is killed; the browser's whole process group must be gone soon after.
const LAUNCH = `
import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch(JSON.parse(process.argv[1]));
const page = await browser.newPage();
await page.setContent('<p>scraping</p>');
process.stdout.write(String(browser.process().pid) + '\\n');
setInterval(() => {}, 1000);
`;

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('a worker killed mid-scrape', () => {
  it('leaves no Chromium behind', async () => {
    const { chromiumPath } = scraperConfig();
    if (!chromiumPath)
      throw new Error('Chromium is needed (npm run test installs it: scripts/ensure-chromium.mjs)');
    const worker = spawn(
      process.execPath,
      ['--input-type=module', '-e', LAUNCH, JSON.stringify(launchOptions(chromiumPath))],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const browserPid = await new Promise<number>((resolve, reject) => {
      worker.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      worker.once('exit', (code) => reject(new Error(`the worker exited (${code}) before its browser ran`)));
    });
    expect(processGroupMembers(browserPid).length).toBeGreaterThan(0);

    worker.kill('SIGKILL');
    const gone = await until(() => processGroupMembers(browserPid).length === 0, 15_000);
    if (!gone) process.kill(-browserPid, 'SIGKILL');
    expect(gone).toBe(true);
  }, 90_000);
});
