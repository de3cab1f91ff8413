import type { Browser, Page } from 'puppeteer-core';
import { BrowserPool, type BrowserPoolOptions } from './browser-pool.js';
import { processGroupMembers } from './process-group.js';
import { scraperConfig } from './scraper-config.js';
import { ScrapeError } from './scraper.types.js';

const BROWSER_TEST_MS = 90_000;
const pools: BrowserPool[] = [];

function poolWith(overrides: Partial<BrowserPoolOptions>): BrowserPool {
  const pool = new BrowserPool({ ...scraperConfig(), maxBrowsers: 2, maxPagesPerBrowser: 2, ...overrides });
  pools.push(pool);
  return pool;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One small page of work: proves the page is alive. */
const touch = (pool: BrowserPool) => pool.withPage((page) => page.evaluate(() => 6 * 7), 20_000);

afterEach(async () => {
  // Only the processes these pools launched are counted: other helpers run Chromium on this machine too.
  for (const pool of pools.splice(0)) {
    await pool.close();
    expect(pool.liveProcesses()).toEqual([]);
  }
});

describe('the browser pool', () => {
  it(
    'reuses one browser for many pages',
    async () => {
      const pool = poolWith({ pagesBeforeRetire: 100 });
      for (let page = 0; page < 6; page += 1) expect(await touch(pool)).toBe(42);
      expect(pool.launchedPids).toHaveLength(1);
    },
    BROWSER_TEST_MS,
  );

  it(
    'retires a browser after pagesBeforeRetire pages and leaves none of its processes',
    async () => {
      const pool = poolWith({ pagesBeforeRetire: 3 });
      for (let page = 0; page < 7; page += 1) await touch(pool);
      expect(pool.launchedPids).toHaveLength(3);
      expect(pool.openBrowsers).toBe(1);
      const [first, second] = pool.launchedPids;
      expect([...processGroupMembers(first), ...processGroupMembers(second)]).toEqual([]);
    },
    BROWSER_TEST_MS,
  );

  it(
    'never opens more than maxPagesPerBrowser pages per browser nor more than maxBrowsers browsers',
    async () => {
      const pool = poolWith({ maxBrowsers: 2, maxPagesPerBrowser: 2, pagesBeforeRetire: 100 });
      const open = new Map<Browser, number>();
      let peakPerBrowser = 0;
      let peakTotal = 0;
      let total = 0;
      await Promise.all(
        Array.from({ length: 10 }, () =>
          pool.withPage(async (page) => {
            const browser = page.browser();
            open.set(browser, (open.get(browser) ?? 0) + 1);
            total += 1;
            peakPerBrowser = Math.max(peakPerBrowser, open.get(browser) ?? 0);
            peakTotal = Math.max(peakTotal, total);
            await sleep(300);
            open.set(browser, (open.get(browser) ?? 1) - 1);
            total -= 1;
          }, 20_000),
        ),
      );
      expect(peakPerBrowser).toBe(2);
      expect(peakTotal).toBe(4);
      expect(pool.launchedPids).toHaveLength(2);
    },
    BROWSER_TEST_MS,
  );

  it(
    'reuses a tab for jobsPerPage jobs, then opens a new one; a failed job never leaves its tab',
    async () => {
      const pool = poolWith({
        maxBrowsers: 1,
        maxPagesPerBrowser: 1,
        pagesBeforeRetire: 100,
        jobsPerPage: 3,
      });
      const pages: Page[] = [];
      const record = () => pool.withPage((page) => Promise.resolve(void pages.push(page)), 20_000);
      for (let job = 0; job < 4; job += 1) await record();
      expect(new Set(pages.slice(0, 3)).size).toBe(1);
      expect(pages[3]).not.toBe(pages[0]);
      expect(pages[0].isClosed()).toBe(true);

      const failing = pool.withPage((page) => {
        pages.push(page);
        return Promise.reject(new Error('the job failed'));
      }, 20_000);
      await expect(failing).rejects.toMatchObject({ kind: 'browser' });
      await record();
      expect(pages[4]).toBe(pages[3]);
      expect(pages[4].isClosed()).toBe(true);
      expect(pages[5]).not.toBe(pages[4]);
      expect(pool.launchedPids).toHaveLength(1);
    },
    BROWSER_TEST_MS,
  );

  it(
    'parks a tab between jobs: its timers stop, its request listeners are gone, dialogs do not block it',
    async () => {
      const pool = poolWith({ maxBrowsers: 1, maxPagesPerBrowser: 1, pagesBeforeRetire: 100 });
      await pool.withPage(async (page) => {
        page.on('request', () => undefined);
        await page.evaluate('window.ticks = 0; setInterval(() => (window.ticks += 1), 10)');
      }, 20_000);
      await sleep(1000);
      const { ticks, listeners, answered } = await pool.withPage(
        async (page) => ({
          ticks: await page.evaluate('window.ticks'),
          listeners: page.listenerCount('request'),
          answered: await page.evaluate("alert('nobody reads this'), confirm('really?')"),
        }),
        20_000,
      );
      // Running for that second, the interval would have counted to about 100.
      expect(ticks).toBeLessThan(20);
      expect(listeners).toBe(0);
      expect(answered).toBe(false);
    },
    BROWSER_TEST_MS,
  );

  it(
    'gives the next job a new tab when the parked one died while it waited',
    async () => {
      const pool = poolWith({ maxBrowsers: 1, maxPagesPerBrowser: 1, pagesBeforeRetire: 100 });
      const first = await pool.withPage((page) => Promise.resolve(page), 20_000);
      const session = await first.createCDPSession();
      const crashed = new Promise((resolve) => first.once('error', resolve));
      // Its answer never comes: the renderer is gone.
      void session.send('Page.crash').catch(() => undefined);
      await crashed;
      const next = await pool.withPage(
        async (page) => ({ page, answer: await page.evaluate(() => 6 * 7) }),
        20_000,
      );
      expect(next.answer).toBe(42);
      expect(next.page).not.toBe(first);
      expect(pool.launchedPids).toHaveLength(1);
    },
    BROWSER_TEST_MS,
  );

  it(
    'drops a crashed browser and reads the next page with a new one',
    async () => {
      const pool = poolWith({ maxBrowsers: 1, pagesBeforeRetire: 100 });
      await touch(pool);
      const [crashed] = pool.launchedPids;
      const during = pool.withPage(async (page) => {
        process.kill(crashed, 'SIGKILL');
        await sleep(200);
        return page.evaluate(() => 1);
      }, 20_000);
      await expect(during).rejects.toMatchObject({ kind: 'browser' });
      expect(await touch(pool)).toBe(42);
      expect(pool.launchedPids).toHaveLength(2);
      expect(processGroupMembers(crashed)).toEqual([]);
    },
    BROWSER_TEST_MS,
  );

  it(
    'closes a page that hangs (a script that never ends) and goes on with the same browser',
    async () => {
      const pool = poolWith({ maxBrowsers: 1, pagesBeforeRetire: 100 });
      const hung = pool.withPage((page) => page.evaluate('for (;;) {}'), 1000);
      await expect(hung).rejects.toEqual(
        new ScrapeError('timeout', 'The page did not finish within 1000 ms'),
      );
      expect(await touch(pool)).toBe(42);
      expect(pool.launchedPids).toHaveLength(1);
    },
    BROWSER_TEST_MS,
  );

  it(
    'leaves no Chromium process after close(), and takes no page afterwards',
    async () => {
      const pool = poolWith({ maxBrowsers: 2, maxPagesPerBrowser: 1 });
      await Promise.all([touch(pool), touch(pool), touch(pool)]);
      expect(pool.liveProcesses().length).toBeGreaterThan(0);
      await pool.close();
      expect(pool.liveProcesses()).toEqual([]);
      await expect(touch(pool)).rejects.toMatchObject({
        kind: 'browser',
        message: 'The browser pool is closed',
      });
    },
    BROWSER_TEST_MS,
  );
});
