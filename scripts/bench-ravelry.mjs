#!/usr/bin/env node
// Benchmark (not a test) of the Ravelry sync and of the backups (issue 22): how long a sync of 1 000 stash
// entries, 500 patterns and 200 projects takes at Ravelry's real pace (2 requests a second), phase by phase with
// its requests, then the same sync again (it must change nothing), then a Backup Now of the demo account (as it is,
// then with Include Photos on) and of the synced account: time and size.
//
//   node scripts/bench-ravelry.mjs [--stash 1000] [--patterns 500] [--projects 200] [--rate 2] [--port 3760]
//
// It starts its own stack with the launcher (scripts/lib/launch-stack.mjs: `npm start`'s scripts/start.mjs on
// --port, services from --port + 100, PostgreSQL --pg-port, Redis --redis-port, data in --data-dir, the demo
// account seeded) and its own Ravelry stand-in (libs/testing's, seeded with those counts, answering 3 requests a
// second per token before a 429 as the launcher's does), which the account service is pointed at. Needs the build
// (`npx nx run-many -t build --exclude=@yarn-mgmt/e2e`).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ravelrySyncSummaryText } from '@yarn-mgmt/contracts';
import { launchStack } from './lib/launch-stack.mjs';
import { readOptions } from './lib/options.mjs';
import { requestsByPhase, SYNC_PHASES } from './lib/ravelry-phases.mjs';
import { signUpThroughGateway } from './lib/sign-up.mjs';

const { number, text } = readOptions();
const COUNTS = {
  stash: number('stash', 1000),
  patterns: number('patterns', 500),
  projects: number('projects', 200),
};
const RATE = number('rate', 2);
const PORT = number('port', 3760);
const USERNAME = 'bench-knitter';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const { LOCAL_RAVELRY_CLIENT, seedRavelry, startFakeRavelry } = await import('@yarn-mgmt/testing/ravelry');
const fake = await startFakeRavelry({ accounts: [seedRavelry({ username: USERNAME, ...COUNTS })] });
console.log(
  `Ravelry stand-in on ${fake.url}: ${COUNTS.stash} stash entries, ${COUNTS.patterns} patterns, ${COUNTS.projects} projects`,
);

let stack;
const stopAll = async () => {
  await stack?.stop();
  await fake.close();
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

/** A JSON call through the gateway with a bearer token; throws unless 2xx. `cookies` keeps what it set. */
async function call(token, method, route, body, cookies = []) {
  const response = await fetch(`${stack.url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  cookies.push(...response.headers.getSetCookie().map((line) => line.split(';')[0]));
  return answer;
}

/** Connects the user to the stand-in's account the way the browser does: auth URL, consent, callback. */
async function connect(token) {
  const cookies = [];
  const { authUrl } = await call(token, 'GET', '/ravelry/auth', undefined, cookies);
  const back = await fake.approve(authUrl, { username: USERNAME });
  // The browser that asked brings back the request's cookie.
  const answer = await fetch(back, { redirect: 'manual', headers: { cookie: cookies.join('; ') } });
  const location = answer.headers.get('location') ?? '';
  if (!location.includes('ravelry_connected=true')) throw new Error(`connection failed: ${location}`);
}

/** One Sync Now, followed to its end: its summary, total time and when each phase's progress first showed. */
async function sync(token) {
  const before = (await call(token, 'GET', '/ravelry/sync')).lastSync;
  fake.resetLog();
  const started = performance.now();
  await call(token, 'POST', '/ravelry/sync', {});
  const firstSeen = {};
  for (;;) {
    const status = await call(token, 'GET', '/ravelry/sync');
    const kind = status.progress?.split(' ')[0];
    if (kind && !(kind in firstSeen)) firstSeen[kind] = performance.now() - started;
    if (status.state === 'failed') throw new Error(`the sync failed: ${status.error}`);
    if (status.state === 'completed' && status.lastSync !== before)
      return { status, total: performance.now() - started, firstSeen, requests: fake.requests() };
    await sleep(250);
  }
}

function printSync(label, { status, total, firstSeen, requests }) {
  const counted = requestsByPhase(requests);
  const limited = requests.filter((request) => request.status === 429).length;
  const span = requests.length > 1 ? (requests.at(-1).at - requests[0].at) / 1000 : 0;
  console.log(
    `\n${label}: ${seconds(total)} (the job says ${status.summary.seconds} s), ${requests.length} requests to Ravelry` +
      ` (${limited} answered 429), ${(requests.length / Math.max(span, 0.001)).toFixed(2)} a second; "${ravelrySyncSummaryText(status.summary)}"`,
  );
  console.log(
    `  ${'phase'.padEnd(9)} ${'time'.padStart(8)} ${'requests'.padStart(9)}   created updated unchanged`,
  );
  console.log(`  ${'account'.padEnd(9)} ${''.padStart(8)} ${String(counted.account).padStart(9)}`);
  SYNC_PHASES.forEach((kind, index) => {
    const next = SYNC_PHASES.slice(index + 1).find((later) => later in firstSeen);
    const from = firstSeen[kind];
    const time = from === undefined ? '-' : seconds((next ? firstSeen[next] : total) - from);
    const c = status.summary.kinds?.[kind] ?? { created: 0, updated: 0, unchanged: 0 };
    console.log(
      `  ${kind.padEnd(9)} ${time.padStart(8)} ${String(counted[kind]).padStart(9)}   ${String(c.created).padStart(7)} ${String(c.updated).padStart(7)} ${String(c.unchanged).padStart(9)}`,
    );
  });
  if (counted.other) console.log(`  other requests: ${counted.other}`);
}

/** Backup Now for the token's user, followed to its end: time, size and where it went. */
async function backup(label, token) {
  const before = (await call(token, 'GET', '/backups')).backups[0]?.id;
  const started = performance.now();
  await call(token, 'POST', '/backups', {});
  for (;;) {
    const list = await call(token, 'GET', '/backups');
    if (list.run.state === 'failed') throw new Error(`${label}: the backup failed: ${list.run.error}`);
    const newest = list.backups[0];
    if (list.run.state === 'completed' && newest && newest.id !== before) {
      const kb = (newest.size_bytes / 1024).toFixed(1);
      console.log(
        `${label.padEnd(34)} ${seconds(performance.now() - started).padStart(7)}   ${kb.padStart(8)} KB   ${newest.file_name} (${newest.destination}${newest.include_photos ? ', with photos' : ''})`,
      );
      return newest;
    }
    await sleep(200);
  }
}

let failed = false;
try {
  const launched = performance.now();
  stack = await launchStack({
    port: PORT,
    servicePortBase: number('service-port-base', PORT + 100),
    pgPort: number('pg-port', 54371),
    redisPort: number('redis-port', 63831),
    dataDir: text('data-dir', '/tmp/bench-ravelry'),
    env: {
      SEED_DEMO: 'true',
      RAVELRY_CLIENT_ID: LOCAL_RAVELRY_CLIENT.clientId,
      RAVELRY_CLIENT_SECRET: LOCAL_RAVELRY_CLIENT.clientSecret,
      RAVELRY_AUTH_URL: fake.authUrl,
      RAVELRY_TOKEN_URL: fake.tokenUrl,
      RAVELRY_API_URL: fake.apiUrl,
      RAVELRY_REQUESTS_PER_SECOND: String(RATE),
    },
  });
  console.log(
    `stack up on ${stack.url} in ${seconds(performance.now() - launched)}; sync at ${RATE} requests a second`,
  );

  const { token } = await signUpThroughGateway(stack.url, {
    emailPrefix: 'bench-ravelry',
    password: 'Bench1234',
    firstName: 'Bench',
    lastName: 'Knitter',
  });
  await connect(token);
  printSync('First sync', await sync(token));
  const second = await sync(token);
  printSync('Second sync', second);
  const text2 = ravelrySyncSummaryText(second.status.summary);
  if (text2 !== 'no changes') {
    failed = true;
    console.log(`  the second sync should change nothing, it says "${text2}"`);
  }

  console.log(`\n${'Backup Now'.padEnd(34)} ${'time'.padStart(7)}   ${'size'.padStart(11)}`);
  const demo = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo1234' }),
  });
  if (!demo.ok) throw new Error(`the demo account's sign-in answered ${demo.status}`);
  const demoToken = (await demo.json()).token;
  await backup('demo account', demoToken);
  await call(demoToken, 'PUT', '/settings', { backup: { include_photos: true } });
  await backup('demo account, Include Photos on', demoToken);
  await backup('the synced account', token);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
}
process.exit(failed ? 1 : 0);
