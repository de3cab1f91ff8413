#!/usr/bin/env node
// Benchmark (not a test) of the deals scraper's browser pool (issue 11): N dynamic pages (each a distinct URL of
// a local fake shop's JavaScript listing) read through the pool, then with a browser launched per page; pages per
// minute of each (target: pool >= 5x), the memory of this process plus its Chromium processes at page 1, N/2 and
// N (target: flat within 20 %), and the Chromium processes left after each run (target: 0). The shop runs in a
// child process, so the memory and CPU measured are the scraper's.
//
//   npx nx run-many -t build -p @yarn-mgmt/service-deals @yarn-mgmt/testing
//   npm run bench:scraper -- [--pages 200] [--concurrency 4] [--browsers 2] [--retire 50] [--jobs-per-page 10]
//     [--pool-only]
//
// It builds nothing itself: it reads services/deals/dist and the built @yarn-mgmt/testing. Only the Chromium
// processes this script's pools launched are counted (other programs may run Chromium on the same machine).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readOptions } from './lib/options.mjs';

const { number: option, flag } = readOptions();
const PAGES = option('pages', 200);
const CONCURRENCY = option('concurrency', 4);
const BROWSERS = option('browsers', 2);
const RETIRE = option('retire', 50);
const JOBS_PER_PAGE = option('jobs-per-page', 10);

const scraping = await import(new URL('../services/deals/dist/scraping/index.js', import.meta.url).href);
const { FAKE_SHOP_PATHS, FAKE_SHOP_SELECTORS } = await import('@yarn-mgmt/testing/shops');
const { BrowserPool, createScraper, memoryBytes, scraperConfig } = scraping;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Reads PAGES pages with `pool`, CONCURRENCY at a time; memory sampled after page 1, PAGES/2 and PAGES. */
async function run(label, pool, config, shop) {
  const scraper = createScraper(config, { pool });
  const marks = new Set([1, Math.round(PAGES / 2), PAGES]);
  const memory = [];
  let next = 0;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  async function lane() {
    while (next < PAGES) {
      const page = (next += 1);
      const target = {
        id: page,
        name: 'bench',
        url: `${shop.url}${FAKE_SHOP_PATHS.jsListing}?page=${page}`,
        scraperType: 'dynamic',
        selectors: FAKE_SHOP_SELECTORS.dynamic,
      };
      try {
        const outcome = await scraper.scrape(target);
        if (outcome.items.length === 0) failed += 1;
      } catch (error) {
        failed += 1;
        if (failed <= 3) console.error(`${label}: page ${page}: ${error.message}`);
      }
      done += 1;
      if (marks.has(done)) {
        globalThis.gc?.(); // run with --expose-gc (the npm script does): retained memory, not garbage
        const chromium = memoryBytes(pool.liveProcesses());
        const { rss, heapUsed, external } = process.memoryUsage();
        memory.push({
          page: done,
          node: rss,
          heap: heapUsed + external,
          chromium,
          browsers: pool.openBrowsers,
        });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const seconds = (performance.now() - started) / 1000;
  await scraper.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    label,
    seconds,
    perMinute: (PAGES / seconds) * 60,
    failed,
    launched: pool.launchedPids.length,
    left: pool.liveProcesses().length,
    memory,
  };
}

function print(result) {
  console.log(
    `\n${result.label}: ${PAGES} pages in ${result.seconds.toFixed(1)} s = ${result.perMinute.toFixed(0)} pages/min ` +
      `(${result.failed} failed, ${result.launched} browsers launched, ${result.left} Chromium processes left)`,
  );
  for (const { page, node, heap, chromium, browsers } of result.memory) {
    console.log(
      `  after page ${String(page).padStart(3)}: node RSS ${mb(node)} + Chromium PSS ${mb(chromium)} = ${mb(node + chromium)} (JS heap + external ${mb(heap)}; ${browsers} browsers open, ${browsers ? mb(chromium / browsers) : '-'} each)`,
    );
  }
  const totals = result.memory.map((m) => m.node + m.chromium);
  const spread = (Math.max(...totals) - Math.min(...totals)) / Math.min(...totals);
  console.log(`  memory spread: ${(spread * 100).toFixed(0)} % (target: within 20 %)`);
}

/** The fake shop runs in a process of its own: its memory and CPU are the retailer's, not the worker's. */
async function startShopProcess() {
  const script = `
    const { startFakeShop } = await import('@yarn-mgmt/testing/shops');
    const shop = await startFakeShop();
    process.stdout.write(shop.url + '\\n');
    process.once('SIGTERM', () => shop.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(String(data).trim()));
    child.once('exit', (code) => reject(new Error(`the fake shop stopped (exit code ${code})`)));
  });
  return { url, close: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

const shop = await startShopProcess();
const base = { allowPrivate: true, hostDelayMs: 0, requestTimeoutMs: 20_000 };
console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (2 cores shared)`,
);
try {
  const poolConfig = scraperConfig({
    ...base,
    maxBrowsers: BROWSERS,
    maxPagesPerBrowser: Math.ceil(CONCURRENCY / BROWSERS),
    pagesBeforeRetire: RETIRE,
    jobsPerPage: JOBS_PER_PAGE,
  });
  const pooled = await run('pool', new BrowserPool(poolConfig), poolConfig, shop);
  print(pooled);
  const results = [pooled];
  if (!flag('pool-only')) {
    // The baseline: a browser launched for each page and closed after it (same code, pool of single-use browsers).
    const perPageConfig = scraperConfig({
      ...base,
      maxBrowsers: CONCURRENCY,
      maxPagesPerBrowser: 1,
      pagesBeforeRetire: 1,
      jobsPerPage: 1,
    });
    const perPage = await run('browser per page', new BrowserPool(perPageConfig), perPageConfig, shop);
    print(perPage);
    results.push(perPage);
    console.log(
      `\npool / browser per page: ${(pooled.perMinute / perPage.perMinute).toFixed(1)}x (target: at least 5x)`,
    );
  }
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  if (failed) {
    console.error(`\n${failed} pages failed: the figures above do not measure the browsers`);
    process.exitCode = 1;
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await shop.close();
}
