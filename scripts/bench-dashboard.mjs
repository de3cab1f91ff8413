#!/usr/bin/env node
// Benchmark (not a test) of the dashboard's two composed calls, GET /api/dashboard/stats and
// GET /api/activity/recent?limit=10, through the gateway. Needs a running stack (`npm start`) and the demo account.
//
//   node scripts/bench-dashboard.mjs [--requests 300]
//
// Measured four ways, `--requests` sequential requests each after warm-ups: the running gateway (all services up),
// then gateways this script starts itself (services/gateway/dist, on free ports, same services) with every
// service up, with the inventory service down (a closed port) and with the patterns service hung (a socket that
// accepts and never answers, measured without warm-up). A down or hung service costs at most COMPOSE_TIMEOUT_MS
// (default 1500 ms), and a hung one only until it rests (two loads in a row without an answer: COMPOSE_RETRY_MS).
//
// Env: GATEWAY_URL (default http://127.0.0.1:3000), SERVICE_PORT_BASE (default 3100: services on base+1..+6),
// BENCH_USERNAME / BENCH_PASSWORD (default the demo account), COMPOSE_TIMEOUT_MS (passed to the started gateways).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './lib/free-port.mjs';
import { readOptions } from './lib/options.mjs';
import { percentile } from './lib/timing.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { number } = readOptions();
const REQUESTS = number('requests', 300);
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const BASE = Number(process.env.SERVICE_PORT_BASE ?? 3100);
const SERVICES = ['account', 'inventory', 'patterns', 'projects', 'tools', 'deals'];
const serviceUrl = (name) => `http://127.0.0.1:${BASE + 1 + SERVICES.indexOf(name)}`;
const CALLS = [
  ['stats', '/api/dashboard/stats'],
  ['activity', '/api/activity/recent?limit=10'],
];

async function signIn() {
  const response = await fetch(`${GATEWAY}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.BENCH_USERNAME ?? 'demo',
      password: process.env.BENCH_PASSWORD ?? 'Demo1234',
    }),
  });
  if (!response.ok)
    throw new Error(`sign-in failed: ${response.status} (is npm start running with the demo account?)`);
  return (await response.json()).token;
}

/** A gateway of our own in front of the running services, some replaced. */
async function startGateway(replaced) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), LOG_LEVEL: 'error' };
  for (const name of SERVICES) env[`${name.toUpperCase()}_URL`] = replaced[name] ?? serviceUrl(name);
  delete env.STATIC_ROOT;
  const child = spawn(process.execPath, [path.join(root, 'services', 'gateway', 'dist', 'main.js')], {
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill() };
    await sleep(100);
  }
  child.kill();
  throw new Error('the benchmark gateway did not start');
}

async function measure(label, gateway, token, requests = REQUESTS, warmups = 5) {
  const headers = { authorization: `Bearer ${token}` };
  const line = [label.padEnd(34)];
  for (const [name, route] of CALLS) {
    for (let i = 0; i < warmups; i += 1) await (await fetch(`${gateway}${route}`, { headers })).arrayBuffer();
    const times = [];
    let degraded = '';
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const response = await fetch(`${gateway}${route}`, { headers });
      const body = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`);
      degraded = name === 'stats' ? body.degraded.join(',') : (response.headers.get('x-degraded') ?? '');
    }
    times.sort((a, b) => a - b);
    line.push(
      `${name} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms` +
        `  max ${times.at(-1).toFixed(0).padStart(5)} ms` +
        `${degraded ? ` [${degraded}]` : ''}`,
    );
  }
  console.log(line.join('   '));
}

const token = await signIn();
const closedPort = await freePort();
const hung = createServer(() => undefined);
await new Promise((resolve) => hung.listen(0, '127.0.0.1', resolve));
const hungUrl = `http://127.0.0.1:${hung.address().port}`;
console.log(
  `${REQUESTS} sequential requests per call; COMPOSE_TIMEOUT_MS ${process.env.COMPOSE_TIMEOUT_MS ?? 1500}\n`,
);

await measure('running gateway, all up', GATEWAY, token);
const cases = [
  ['own gateway, all up', {}, REQUESTS, 5],
  ['own gateway, inventory down', { inventory: `http://127.0.0.1:${closedPort}` }, REQUESTS, 5],
  // No warm-up: the first two loads wait out the timeout, then the hung service rests (COMPOSE_RETRY_MS).
  ['own gateway, patterns hung', { patterns: hungUrl }, REQUESTS, 0],
];
for (const [label, replaced, requests, warmups] of cases) {
  const gateway = await startGateway(replaced);
  try {
    await measure(label, gateway.url, token, requests, warmups);
  } finally {
    gateway.stop();
  }
}
hung.closeAllConnections();
hung.close();
