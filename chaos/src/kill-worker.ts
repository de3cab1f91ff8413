import { SCRAPE_QUEUE } from '@yarn-mgmt/contracts';
import { FAKE_SHOP_PATHS, FAKE_SHOP_SELECTORS, startFakeShop } from '@yarn-mgmt/testing/shops';
import { type Admin, runsOf, type Target, triggerScrape } from './admin.js';
import { runRow } from './deals-db.js';
import { type Api, pollUntil } from './http.js';
import { workerPids } from './procs.js';
import { redisCall } from './redis.js';
import type { Stack } from './stack.js';

// The worker killed in the middle of a scrape: the one BullMQ says holds the Chromium target's job (the job's
// `processedBy`, the worker's name `<host>:<pid>`) while the run that job fills in is `running` in the database.
// A connection to the shop said nothing: an idle worker keeps its keep-alive connections open.
const KEYS = `bull:${SCRAPE_QUEUE}`;

export interface HeldRun {
  pid: number;
  worker: string;
  jobId: string;
  runId: number;
}

/** The worker pid from a BullMQ worker name `<host>:<pid>`. */
export function pidOfWorkerName(name: string): number | undefined {
  const match = /:(\d+)$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * The active job of `targetId` whose worker is one of `workers` (this stack's, read once by the caller: a look at
 * every process is slow on a loaded machine) and whose run a worker has claimed.
 */
export async function heldRun(
  stack: Stack,
  targetId: number,
  workers: number[],
): Promise<HeldRun | undefined> {
  const active = await redisCall(stack.ports.redis, 'LRANGE', `${KEYS}:active`, '0', '-1');
  for (const jobId of Array.isArray(active) ? active : []) {
    const [data, worker] = (await redisCall(
      stack.ports.redis,
      'HMGET',
      `${KEYS}:${String(jobId)}`,
      'data',
      'pb',
    )) as [string | null, string | null];
    if (!data || !worker) continue;
    const job = JSON.parse(data) as { targetId?: number; runId?: number };
    const pid = pidOfWorkerName(worker);
    if (job.targetId !== targetId || job.runId === undefined || !pid || !workers.includes(pid)) continue;
    if ((await runRow(stack, job.runId))?.status === 'running')
      return { pid, worker, jobId: String(jobId), runId: job.runId };
  }
  return undefined;
}

/** Which worker processed a job last (its `processedBy`), undefined once the job is gone. */
export async function processedBy(stack: Stack, jobId: string): Promise<string | undefined> {
  const worker = await redisCall(stack.ports.redis, 'HGET', `${KEYS}:${jobId}`, 'pb');
  return typeof worker === 'string' ? worker : undefined;
}

export interface KilledWorker {
  held: HeldRun;
  startedAt: number;
  /** Every run open at the kill is finished (taken over once the killed worker's lock lapsed). */
  recovered: () => Promise<boolean>;
}

// The demo shop's JavaScript listing renders in 150 ms on a warm tab: on a loaded machine its whole run could go
// by between two looks, and nothing would be killed (seen in CI, three test suites on two cores). The run killed is
// of a Chromium target of the chaos's own, on a fake shop (local test data) whose listing renders after this long.
const SLOW_RENDER_MS = 1_000;

/** A Chromium target on a fake shop of the chaos's own whose listing renders late; the shop closes with `close`. */
export async function slowDynamicTarget(
  api: Api,
  admin: Admin,
): Promise<{ target: Target; close: () => Promise<void> }> {
  const shop = await startFakeShop({
    name: 'Chaos slow shop (local test data)',
    renderDelayMs: SLOW_RENDER_MS,
  });
  const created = await api.call<{ target: Target }>('deals', 'add a target', 'POST', '/scraper/targets', {
    token: admin.token,
    body: {
      name: 'Chaos slow shop (local test data): JavaScript listing',
      url: `${shop.url}${FAKE_SHOP_PATHS.jsListing}`,
      category: 'deals',
      scraperType: 'dynamic',
      scrapeFrequency: 'daily',
      selectors: JSON.stringify(FAKE_SHOP_SELECTORS.dynamic),
    },
  });
  if (!created.ok) {
    await shop.close();
    throw new Error(`the chaos's Chromium target could not be added: ${created.status}`);
  }
  let closed: Promise<void> | undefined;
  return { target: created.body.target, close: () => (closed ??= shop.close()) };
}

/** Runs a slow Chromium target and kills, with SIGKILL, the worker holding its run as soon as the run is claimed. */
export async function killHoldingWorker(stack: Stack, api: Api, admin: Admin): Promise<KilledWorker> {
  const { target, close } = await slowDynamicTarget(api, admin);
  const workers = workerPids(stack.launcherPid);
  const trigger = triggerScrape(api, admin, target, 60_000);
  let held: HeldRun | undefined;
  await pollUntil(async () => (held = await heldRun(stack, target.id, workers)) !== undefined, 30_000, 50);
  if (!held) {
    const answer = await trigger;
    const runs = (await runsOf(api, admin)).filter((run) => run.target_id === target.id);
    await close();
    throw new Error(
      `no worker was seen holding a run of ${target.name} within 30 s (the trigger answered ` +
        `${answer.status}; its runs: ${runs.map((run) => `#${run.id} ${run.status}`).join(', ') || 'none'})`,
    );
  }
  const startedAt = Date.now();
  process.kill(held.pid, 'SIGKILL');
  const lastRun = Math.max(held.runId, ...(await runsOf(api, admin)).map((run) => run.id));
  await trigger;
  const runId = held.runId;
  return {
    held,
    startedAt,
    recovered: async () => {
      const done =
        ['success', 'failure'].includes((await runRow(stack, runId))?.status ?? '') &&
        (await runsOf(api, admin)).every(
          (run) => run.id > lastRun || run.status === 'success' || run.status === 'failure',
        );
      // The shop is needed until the run taken over has read it.
      if (done) await close();
      return done;
    },
  };
}
