#!/usr/bin/env node
// Benchmark (not a test) of the gateway as a reverse proxy, against the inventory service directly and against
// nginx proxying the same service, with the same JWT-protected request. Needs a running stack (`npm start`).
//
//   node scripts/bench-gateway.mjs [--seconds 10] [--connections 10] [--requests 500] [--path /yarn/brands]
//
// Throughput: wrk (Debian's `wrk`), `--connections` connections for `--seconds`, on GET /api<path>.
// Latency: `--requests` sequential GET /api/yarn (first page) through the gateway and directly, interleaved.
// nginx (Debian's `nginx`) runs as a user process with a config written to a temporary folder: one worker,
// keep-alive to the service. Targets (issue 7): gateway >= 60 % of nginx's req/s; p50 overhead <= 1 ms.
// Nothing is installed: where wrk or nginx is missing the script says how to get it and reports what it can.
//
// Env: GATEWAY_URL (default http://127.0.0.1:3000), INVENTORY_URL (default http://127.0.0.1:3102).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './lib/free-port.mjs';
import { readOptions } from './lib/options.mjs';
import { signUpThroughGateway } from './lib/sign-up.mjs';

const { text: option } = readOptions();
const SECONDS = Number(option('seconds', 10));
const CONNECTIONS = Number(option('connections', 10));
const REQUESTS = Number(option('requests', 500));
const ROUTE = option('path', '/yarn/brands');
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const INVENTORY = process.env.INVENTORY_URL ?? 'http://127.0.0.1:3102';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const ACCOUNT = { emailPrefix: 'gw-bench', password: 'Bench1234', firstName: 'Bench', lastName: 'Mark' };

async function signIn() {
  const { token } = await signUpThroughGateway(GATEWAY, ACCOUNT);
  return token;
}

async function startNginx() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const upstream = new URL(INVENTORY);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream service { server ${upstream.host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://service/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`,
  );
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function wrk(url, token) {
  const result = spawnSync(
    'wrk',
    ['-t', '2', '-c', String(CONNECTIONS), '-d', `${SECONDS}s`, '-H', `Authorization: Bearer ${token}`, url],
    { encoding: 'utf8' },
  );
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(result.stdout ?? '');
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout ?? '');
  if (!rate) throw new Error(`wrk failed on ${url}: ${result.stderr || result.stdout}`);
  if (non2xx) throw new Error(`${url} answered ${non2xx[1]} errors under load: not a fair comparison`);
  return Number(rate[1]);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function latencies(token) {
  const urls = { gateway: `${GATEWAY}/api/yarn`, direct: `${INVENTORY}/yarn` };
  const samples = { gateway: [], direct: [] };
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i += 1)
    for (const url of Object.values(urls)) await (await fetch(url, { headers })).text();
  for (let i = 0; i < REQUESTS; i += 1) {
    for (const [name, url] of Object.entries(urls)) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.text();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      samples[name].push(performance.now() - started);
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }];
    }),
  );
}

const token = await signIn();
const ms = (value) => `${value.toFixed(2)} ms`;

console.log(`GET /api${ROUTE}: wrk, ${CONNECTIONS} connections, ${SECONDS} s each, same bearer token`);
if (onPath('wrk')) {
  const direct = wrk(`${INVENTORY}${ROUTE}`, token);
  console.log(`  inventory directly  ${direct.toFixed(0)} req/s`);
  let nginxRate;
  if (onPath('nginx')) {
    const nginx = await startNginx();
    try {
      nginxRate = wrk(`${nginx.url}/api${ROUTE}`, token);
    } finally {
      nginx.stop();
    }
    console.log(`  nginx proxy         ${nginxRate.toFixed(0)} req/s`);
  } else {
    console.log('  nginx proxy         skipped: nginx is not on the PATH (Debian: apt-get install nginx)');
  }
  const gateway = wrk(`${GATEWAY}/api${ROUTE}`, token);
  console.log(`  gateway             ${gateway.toFixed(0)} req/s`);
  console.log(`  gateway / direct    ${((gateway / direct) * 100).toFixed(0)} %`);
  if (nginxRate) {
    const share = (gateway / nginxRate) * 100;
    console.log(
      `  gateway / nginx     ${share.toFixed(0)} % (target >= 60 %) ${share >= 60 ? 'MET' : 'NOT MET'}`,
    );
  }
} else {
  console.log('  skipped: wrk is not on the PATH (Debian: apt-get install wrk)');
}

console.log(`GET /api/yarn first page: ${REQUESTS} sequential requests each, interleaved`);
const { gateway, direct } = await latencies(token);
const overhead = gateway.p50 - direct.p50;
console.log(`  direct   p50 ${ms(direct.p50)}  p95 ${ms(direct.p95)}`);
console.log(`  gateway  p50 ${ms(gateway.p50)}  p95 ${ms(gateway.p95)}`);
console.log(`  p50 overhead ${ms(overhead)} (target <= 1 ms) ${overhead <= 1 ? 'MET' : 'NOT MET'}`);
