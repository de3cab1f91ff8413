import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCRAPE_QUEUE, scheduleIdOf } from '@yarn-mgmt/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { dealsSuite } from './helpers.js';
import { eventually } from './worker-process.js';

// Redis restarted under the deals API (the local launcher's Redis keeps nothing on disk; issue 24's chaos suite
// kills it): the schedulers and the queued jobs are gone. The API must set the schedulers again, or scheduled
// scrapes stop for good, and queue again the jobs of runs still open, or they stay `queued` on the Scraper page.
// A redis-server of this suite's own, so that killing it touches nobody else.
let port = 0;
let redis: ChildProcess | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'deals-redis-'));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir]);
  await eventually(async () => {
    const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0 });
    client.on('error', () => {});
    const pong = await client.ping().catch(() => undefined);
    client.disconnect();
    return pong;
  });
}

async function killRedis(): Promise<void> {
  const exited = new Promise((resolve) => redis?.once('exit', resolve));
  redis?.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
});

const suite = dealsSuite('deals_redis_restart', () => ({ REDIS_URL: `redis://127.0.0.1:${port}` }));
const { createTarget, query } = suite;
// After the suite's own afterAll (which empties this suite's queue keys in it).
afterAll(async () => {
  await killRedis();
  rmSync(dir, { recursive: true, force: true });
});

async function withQueue<T>(use: (queue: Queue) => Promise<T>): Promise<T> {
  const connection = new Redis({ port });
  const queue = new Queue(SCRAPE_QUEUE, { connection, prefix: suite.env().QUEUE_PREFIX });
  try {
    return await use(queue);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

describe('Redis restarted under the deals API', () => {
  it('sets the schedulers again and queues again the job of a run still open', async () => {
    const target = await createTarget({ url: 'https://93.184.215.14/yarn/sale' });
    expect(await withQueue((queue) => queue.getJobScheduler(scheduleIdOf(target.id)))).toBeDefined();
    // A run queued just before Redis went (no worker here: it stays queued).
    const [run] = await query<{ id: number }>(
      `INSERT INTO scrape_runs (target_id, trigger, status) VALUES ($1, 'manual', 'queued') RETURNING id`,
      [target.id],
    );

    await killRedis();
    await startRedis();

    const scheduler = await eventually(() =>
      withQueue(async (queue) => (await queue.getJobScheduler(scheduleIdOf(target.id))) ?? undefined),
    );
    expect(scheduler.id ?? scheduler.key).toBe(scheduleIdOf(target.id));
    const job = await eventually(() =>
      withQueue(async (queue) => (await queue.getJob(`run-${run.id}`)) ?? undefined),
    );
    expect(job.data).toEqual({ targetId: target.id, runId: run.id, trigger: 'manual' });
  });
});
