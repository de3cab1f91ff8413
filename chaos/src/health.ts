import { createConnection } from 'node:net';
import type { Admin } from './admin.js';
import type { Api } from './http.js';
import type { Knitter } from './knitters.js';
import { chromiumBrowsers, workerPids } from './procs.js';
import { REPLICAS, type Stack } from './stack.js';

// "Every service healthy again without a hand on it": each instance's own /health, the admin's GET /api/health
// listing every service `up`, both deals workers running, Redis answering, and a read that reaches each database.
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** One Redis command over a plain socket (inline protocol); its reply line, or undefined without an answer. */
export function redisCommand(port: number, command: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (reply: string | undefined) => {
      socket.destroy();
      resolve(reply);
    };
    socket.setTimeout(2_000, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.once('data', (data) => done(data.toString().split('\r\n')[0]));
  });
}

export async function redisAnswers(port: number): Promise<boolean> {
  return (await redisCommand(port, 'PING')) === '+PONG';
}

export interface HealthProbe {
  stack: Stack;
  api: Api;
  admin: Admin;
  knitter: Knitter;
}

/** What is not healthy yet (empty when all is). */
export async function unhealthy({ stack, api, admin, knitter }: HealthProbe): Promise<string[]> {
  const problems: string[] = [];
  const instances = await Promise.all(
    stack.instances.map(async (instance) => ({
      instance,
      up: await answers(`http://127.0.0.1:${instance.port}/health`),
    })),
  );
  for (const { instance, up } of instances) if (!up) problems.push(`${instance.name} /health`);
  if (workerPids(stack.launcherPid).length < REPLICAS) problems.push('deals workers');
  if (!(await redisAnswers(stack.ports.redis))) problems.push('redis');
  // The gateway's own /health (not under /api): an admin also sees each service.
  type GatewayHealth = { services?: Record<string, string> };
  const health: GatewayHealth = await fetch(`${stack.url}/health`, {
    headers: { authorization: `Bearer ${admin.token}` },
    signal: AbortSignal.timeout(5_000),
  })
    .then(async (response) => (response.ok ? ((await response.json()) as GatewayHealth) : {}))
    .catch(() => ({}));
  const down = Object.entries(health.services ?? {}).filter(([, state]) => state !== 'up');
  if (!health.services || down.length)
    problems.push(`GET /health (${down.map(([name]) => name).join(', ')})`);
  const reads = await Promise.all([
    api.call('health', 'probe', 'GET', '/yarn?limit=1', { token: knitter.token, timeoutMs: 5_000 }),
    api.call('health', 'probe', 'GET', '/patterns?limit=1', { token: knitter.token, timeoutMs: 5_000 }),
    api.call('health', 'probe', 'GET', `/projects/${knitter.projectId}`, {
      token: knitter.token,
      timeoutMs: 5_000,
    }),
    api.call('health', 'probe', 'GET', '/scraper/logs?limit=1', { token: admin.token, timeoutMs: 5_000 }),
    api.call('health', 'probe', 'GET', '/auth/me', { token: knitter.token, timeoutMs: 5_000 }),
  ]);
  if (reads.some((read) => !read.ok)) problems.push('reads through the gateway');
  return problems;
}

/** Chromium browsers whose parent is one of this stack's deals workers (sampled through the run). */
export function workerBrowsers(stack: Stack): Array<{ pid: number; ppid: number }> {
  const workers = new Set(workerPids(stack.launcherPid));
  return chromiumBrowsers()
    .filter((proc) => workers.has(proc.ppid))
    .map(({ pid, ppid }) => ({ pid, ppid }));
}
