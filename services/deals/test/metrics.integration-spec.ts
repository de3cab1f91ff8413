import { SCRAPE_JOBS, SCRAPE_QUEUE, SCRAPER_API } from '@yarn-mgmt/contracts';
import { freePort, startServiceProcess } from '@yarn-mgmt/testing';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { FAKE_SHOP_SELECTORS } from '@yarn-mgmt/testing/shops';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { dealsSuite, shopWithWorker, TEST_REDIS_URL } from './helpers.js';
import { eventually, spawnWorker } from './worker-process.js';

// The worker module in this process with METRICS_PORT set, as dist/worker.js runs with it in a pod.
const suite = dealsSuite('deals_worker_metrics', { SCRAPER_ALLOW_PRIVATE: 'true', TRIGGER_WAIT_MS: '20000' });
const { call, admin, createTarget } = suite;
let metricsUrl = '';
let metricsPort = 0;
beforeAll(async () => {
  metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
});
const theShop = shopWithWorker(() => ({ ...suite.env(), METRICS_PORT: String(metricsPort) }));

/** The worker's series of `metric` whose labels include each of `labels`, as `labels value` lines. */
async function scrape(metric: string, ...labels: string[]): Promise<string[]> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) && labels.every((label) => line.includes(label)));
}

/**
 * A scrape caught in the middle (its request begun, not finished), as a scraper can be when the signal comes: the
 * metrics server's close() alone waits for it (Node's header timeout, a minute), so only closing every
 * connection lets the process stop.
 */
async function scrapeInFlight(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET /metrics HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  return socket;
}

/** How long `stopped` took, or the bound if it had not ended by then (a process held open by a connection). */
async function msUntil(stopped: Promise<unknown>, bound: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, bound)))]);
  clearTimeout(timer);
  return Date.now() - started;
}

const delayed = async () =>
  Number((await scrape('bullmq_queue_jobs', 'state="delayed"'))[0]?.split(' ').pop());

describe('the deals worker with METRICS_PORT', () => {
  it('times a scrape job that ran, by queue and outcome, and shows the queue emptied', async () => {
    const target = await createTarget({
      url: `${theShop().url}/shop/listing`,
      selectors: JSON.stringify(FAKE_SHOP_SELECTORS.static),
    });
    const reply = await call('POST', SCRAPER_API.trigger, {
      token: admin().token,
      body: { targetId: target.id },
    });
    expect(reply.status).toBe(200);

    const job = ['service="deals-worker"', `queue="${SCRAPE_QUEUE}"`, 'outcome="completed"'];
    // The run is recorded just before BullMQ marks its job completed.
    const counted = await eventually(async () => {
      const lines = await scrape('bullmq_job_duration_seconds_count', ...job);
      return lines.length > 0 ? lines : undefined;
    });
    expect(counted).toEqual([expect.stringMatching(/ 1$/)]);
    const [sum] = await scrape('bullmq_job_duration_seconds_sum', ...job);
    expect(Number(sum?.split(' ').pop())).toBeGreaterThan(0);
    for (const state of ['waiting', 'active', 'failed'])
      expect(await scrape('bullmq_queue_jobs', `queue="${SCRAPE_QUEUE}"`, `state="${state}"`)).toEqual([
        expect.stringMatching(/ 0$/),
      ]);
    // The target's next scheduled run (daily) waits its time.
    expect(await delayed()).toBe(1);
  });

  it('counts the jobs waiting their time in the queue at each scrape', async () => {
    const connection = new Redis(TEST_REDIS_URL);
    const queue = new Queue(SCRAPE_QUEUE, { connection, prefix: suite.env().QUEUE_PREFIX });
    try {
      const before = await delayed();
      const later = { targetId: 1, runId: 999_999, trigger: 'manual' as const };
      await queue.add(SCRAPE_JOBS.scrapeTarget, later, { delay: 3_600_000, jobId: 'later-1' });
      await queue.add(SCRAPE_JOBS.scrapeTarget, later, { delay: 3_600_000, jobId: 'later-2' });
      expect(await scrape('bullmq_queue_jobs', 'state="delayed"')).toEqual([
        `bullmq_queue_jobs{queue="${SCRAPE_QUEUE}",state="delayed",service="deals-worker"} ${before + 2}`,
      ]);
      await queue.remove('later-1');
      expect(await delayed()).toBe(before + 1);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it("shows the worker's database pool and event-loop lag", async () => {
    expect(await scrape('db_pool_connections', 'service="deals-worker"')).toEqual([
      expect.stringMatching(/ [1-9]\d*$/),
    ]);
    expect(await scrape('db_pool_waiting_clients', 'service="deals-worker"')).toEqual([
      expect.stringMatching(/ 0$/),
    ]);
    expect(await scrape('nodejs_eventloop_lag_seconds', 'service="deals-worker"')).toHaveLength(1);
  });
});

describe('dist/worker.js with METRICS_PORT', () => {
  it('serves /metrics from its own process and closes it on SIGTERM, a scraper still connected', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/metrics`;
    const worker = await spawnWorker({ ...suite.env(), METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      // fetch keeps this connection open, as Prometheus does between scrapes.
      const text = await (await fetch(url)).text();
      expect(text).toContain(
        `bullmq_queue_jobs{queue="${SCRAPE_QUEUE}",state="waiting",service="deals-worker"}`,
      );
      expect(text).toMatch(/^db_pool_connections\{service="deals-worker"\} [1-9]/m);
      const caught = await scrapeInFlight(port);
      worker.child.kill('SIGTERM');
      // Stopped cleanly (the worker has no deadline of its own: held open, it would wait the minute out).
      expect(await msUntil(worker.exited, 15_000)).toBeLessThan(15_000);
      expect(await worker.exited).toBe(0);
      await expect(fetch(url)).rejects.toThrow();
      caught.destroy();
    } finally {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    }
  }, 60_000);
});

describe('dist/main.js (the deals API) with METRICS_PORT', () => {
  it('serves /metrics on that port and closes it on SIGTERM well within the shutdown deadline', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/metrics`;
    const entry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
    // The deadline far above a clean stop however busy the machine, so that one held open is told apart.
    const service = await startServiceProcess(entry, {
      ...suite.env(),
      METRICS_PORT: String(port),
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    let stopped: Promise<void> | undefined;
    try {
      await fetch(`${service.url}/health`);
      // fetch keeps this connection open, as Prometheus does between scrapes.
      const text = await (await fetch(url)).text();
      expect(text).toMatch(/^http_request_duration_seconds_count\{.*route="\/health".*\} [1-9]/m);
      expect(text).toMatch(/^db_pool_connections\{service="deals"\} [1-9]/m);
      const caught = await scrapeInFlight(port);
      stopped = service.stop();
      expect(await msUntil(stopped, 15_000)).toBeLessThan(15_000);
      await expect(fetch(url)).rejects.toThrow();
      caught.destroy();
    } finally {
      // Stopped once: a process a signal ended has no exit code for a second stop() to see.
      await (stopped ?? service.stop());
    }
  }, 60_000);
});
