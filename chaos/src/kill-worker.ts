import { SCRAPE_QUEUE } from '@yarn-mgmt/contracts';
import { type Admin, dynamicTarget, runsOf, triggerScrape } from './admin.js';
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

/** The active job of `targetId` whose worker is one of this stack's and whose run a worker has claimed. */
export async function heldRun(stack: Stack, targetId: number): Promise<HeldRun | undefined> {
  const active = await redisCall(stack.ports.redis, 'LRANGE', `${KEYS}:active`, '0', '-1');
  const workers = workerPids(stack.launcherPid);
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

/** Runs the Chromium target and kills, with SIGKILL, the worker holding its run as soon as the run is claimed. */
export async function killHoldingWorker(stack: Stack, api: Api, admin: Admin): Promise<KilledWorker> {
  const target = dynamicTarget(admin);
  if (!target) throw new Error('no dynamic (Chromium) demo target');
  const trigger = triggerScrape(api, admin, target, 60_000);
  let held: HeldRun | undefined;
  await pollUntil(async () => (held = await heldRun(stack, target.id)) !== undefined, 30_000, 50);
  if (!held) {
    await trigger;
    throw new Error(`no worker was seen holding a run of ${target.name} within 30 s`);
  }
  const startedAt = Date.now();
  process.kill(held.pid, 'SIGKILL');
  const lastRun = Math.max(held.runId, ...(await runsOf(api, admin)).map((run) => run.id));
  await trigger;
  const runId = held.runId;
  return {
    held,
    startedAt,
    recovered: async () =>
      ['success', 'failure'].includes((await runRow(stack, runId))?.status ?? '') &&
      (await runsOf(api, admin)).every(
        (run) => run.id > lastRun || run.status === 'success' || run.status === 'failure',
      ),
  };
}
