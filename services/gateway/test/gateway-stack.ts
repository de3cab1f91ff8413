import {
  clearThrottleCounts,
  createTestDatabase,
  createTestKeyPair,
  startServiceHarness,
  startServiceProcess,
  type CallOptions,
  type Reply,
  type ServiceHarness,
  type ServiceProcess,
  type TestDatabase,
  TEST_REDIS_URL,
} from '@yarn-mgmt/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppModule, gatewayAppOptions } from '../src/app.module.js';
import { loadGatewayConfig } from '../src/config/gateway.config.js';

export interface StandInHit {
  method?: string;
  url?: string;
  body: string;
  authorization?: string;
}

export interface GatewayStack {
  keys: ReturnType<typeof createTestKeyPair>;
  /** AUTH_RATE_LIMIT 1000, REMOTES_FILE, local mode over `workDir`. */
  gateway: ServiceHarness;
  /** AUTH_RATE_LIMIT 3, PROXY_TIMEOUT_MS 1500. */
  strictGateway: ServiceHarness;
  /** As `gateway` (AUTH_RATE_LIMIT 1000), with no fast path: every request the full way. */
  fullWayGateway: ServiceHarness;
  /** Two replicas counting in the real Redis: AUTH_RATE_LIMIT 4 shared between them. */
  replicas: [ServiceHarness, ServiceHarness];
  remotesFile: string;
  /** The real account service (its build) and its database. */
  account: { url: string; databaseUrl: string };
  /** How many /health probes reached the patterns stand-in so far. */
  healthProbes(): number;
  /** What reached the patterns stand-in. */
  standInHits: StandInHit[];
  /** How long the last call to /patterns/slow was held open before its caller gave up on it (connection closed). */
  slowHeldOpenMs(): Promise<number> | undefined;
  close(): Promise<void>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function writeLocalBuilds(workDir: string): void {
  mkdirSync(path.join(workDir, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(
    path.join(workDir, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>Yarn Management</title>',
  );
  writeFileSync(path.join(workDir, 'shell', 'dist', 'assets', 'main.123.js'), 'console.log("shell")');
  mkdirSync(path.join(workDir, 'mf-tools', 'dist'), { recursive: true });
  writeFileSync(path.join(workDir, 'mf-tools', 'dist', 'mf-manifest.json'), '{"name":"mf_tools"}');
  writeFileSync(path.join(workDir, 'mf-tools', 'dist', 'remoteEntry.js'), 'var mf_tools;');
}

const startGateway = (keys: GatewayStack['keys'], env: Record<string, string>, fastPath = true) =>
  startServiceHarness((testEnv) => AppModule.forRoot(loadGatewayConfig(testEnv)), {
    ...gatewayAppOptions(loadGatewayConfig({ ...process.env, ...env }), { fastPath }),
    name: 'gateway',
    keys,
    env,
  });

/**
 * The gateway in front of the real account service (its build, run as its own process), a patterns stand-in that
 * records what reaches it (`/patterns/slow` never answers), and a closed port for every other service.
 */
export async function startGatewayStack(): Promise<GatewayStack> {
  const keys = createTestKeyPair();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  const remotesFile = path.join(workDir, 'remotes.json');
  const db: TestDatabase = await createTestDatabase('gateway_account');
  const account: ServiceProcess = await startServiceProcess(
    fileURLToPath(new URL('../../account/dist/main.js', import.meta.url)),
    { DATABASE_URL: db.url, JWT_PRIVATE_KEY: keys.privateKeyPem },
  );
  const closed = createServer();
  const deadUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));

  const standInHits: StandInHit[] = [];
  let healthProbes = 0;
  let slowHeldOpenMs: Promise<number> | undefined;
  const standIn = createServer((request, response) => {
    if (request.url === '/patterns/slow') {
      const arrived = Date.now();
      slowHeldOpenMs = new Promise((resolve) => response.on('close', () => resolve(Date.now() - arrived)));
      return;
    }
    if (request.url === '/health') healthProbes += 1;
    void readBody(request).then((body) => {
      standInHits.push({
        method: request.method,
        url: request.url,
        body,
        authorization: request.headers.authorization,
      });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ patterns: [], total: 0 }));
    });
  });
  const standInUrl = await listen(standIn);
  writeLocalBuilds(workDir);

  const services = {
    ACCOUNT_URL: account.url,
    INVENTORY_URL: deadUrl,
    PATTERNS_URL: standInUrl,
    PROJECTS_URL: deadUrl,
    TOOLS_URL: deadUrl,
    DEALS_URL: deadUrl,
  };
  const gateway = await startGateway(keys, {
    ...services,
    AUTH_RATE_LIMIT: '1000',
    REMOTES_FILE: remotesFile,
    REMOTE_MF_DEALS_URL: 'https://cdn.example/deals/mf-manifest.json',
    STATIC_ROOT: workDir,
  });
  const fullWayGateway = await startGateway(keys, { ...services, AUTH_RATE_LIMIT: '1000' }, false);
  const strictGateway = await startGateway(keys, {
    ...services,
    AUTH_RATE_LIMIT: '3',
    AUTH_RATE_WINDOW_MS: '60000',
    // Above a cold scrypt sign-in on a busy machine; /patterns/slow never answers anyway.
    PROXY_TIMEOUT_MS: '1500',
  });
  await clearThrottleCounts();
  const replica = () => startGateway(keys, { ...services, AUTH_RATE_LIMIT: '4', REDIS_URL: TEST_REDIS_URL });
  const replicas: GatewayStack['replicas'] = [await replica(), await replica()];
  return {
    keys,
    gateway,
    strictGateway,
    fullWayGateway,
    replicas,
    remotesFile,
    account: { url: account.url, databaseUrl: db.url },
    standInHits,
    slowHeldOpenMs: () => slowHeldOpenMs,
    healthProbes: () => healthProbes,
    async close() {
      for (const app of replicas) await app.close();
      await strictGateway.close();
      await fullWayGateway.close();
      await gateway.close();
      await account.stop();
      standIn.closeAllConnections();
      await new Promise((resolve) => standIn.close(resolve));
      await db.drop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** A request to one of the gateways, with an optional bearer token. */
export const callGateway = (
  gateway: ServiceHarness,
  method: string,
  urlPath: string,
  { token, ...options }: CallOptions & { token?: string } = {},
): Promise<Reply> =>
  gateway.anonymous.call(method, urlPath, {
    ...options,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
