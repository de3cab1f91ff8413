import {
  createTestDatabase,
  createTestKeyPair,
  serveJwks,
  startServiceHarness,
  startServiceProcess,
  type ServiceHarness,
  type TestKeyPair,
} from '@yarn-mgmt/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppModule, gatewayAppOptions } from '../src/app.module.js';
import { loadGatewayConfig } from '../src/config/gateway.config.js';

export type Composed = 'inventory' | 'patterns' | 'projects';

export interface ComposeStack {
  keys: TestKeyPair;
  /** The real services (their builds, each its own process and database). */
  urls: Record<Composed, string>;
  /** A port nothing listens on (a stopped service). */
  closedUrl: string;
  /** Accepts connections and never answers (a hung service). */
  hungUrl: string;
  /** The requests that reached hungUrl so far: when each arrived, and when its caller let go of it. */
  hungCalls: HungCall[];
  /** A gateway in front of the real services, with some of them replaced (by closedUrl, hungUrl, ...). */
  gateway(
    replaced?: Partial<Record<Composed, string>>,
    env?: Record<string, string>,
  ): Promise<ServiceHarness>;
  /** Stops one real service for good (the last tests of a suite). */
  stop(service: Composed): Promise<void>;
  close(): Promise<void>;
}

export interface HungCall {
  arrived: number;
  /** Resolves, when the caller closes the connection, to the time it did. */
  letGo: Promise<number>;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const build = (service: string) => fileURLToPath(new URL(`../../${service}/dist/main.js`, import.meta.url));

/**
 * The three services the dashboard is composed from, run as in production (projects and patterns asking the
 * inventory), all trusting one test key; gateways are started per test in front of them.
 */
export async function startComposeStack(): Promise<ComposeStack> {
  const closers: Array<() => Promise<unknown>> = [];
  const keys = createTestKeyPair();
  const jwks = await serveJwks(keys);
  closers.push(() => new Promise((resolve) => jwks.server.close(resolve)));
  const files = await mkdtemp(path.join(tmpdir(), 'gateway-compose-'));
  closers.push(() => rm(files, { recursive: true, force: true }));
  const database = async (name: string) => {
    const db = await createTestDatabase(`gateway_compose_${name}`);
    closers.push(() => db.drop());
    return db.url;
  };

  const closed = createServer();
  const closedUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  const hungCalls: HungCall[] = [];
  const hung = createServer((_request, response) => {
    hungCalls.push({
      arrived: Date.now(),
      letGo: new Promise((resolve) => response.on('close', () => resolve(Date.now()))),
    });
  });
  const hungUrl = await listen(hung);
  closers.push(() => {
    hung.closeAllConnections();
    return new Promise((resolve) => hung.close(resolve));
  });

  const common = { ACCOUNT_URL: jwks.url, LOG_LEVEL: 'warn' };
  const inventory = await startServiceProcess(build('inventory'), {
    ...common,
    DATABASE_URL: await database('inventory'),
    FILE_STORAGE_DIR: path.join(files, 'inventory'),
    // Asked only for a yarn's Projects tab, which the dashboard never reads.
    PROJECTS_URL: closedUrl,
  });
  const patterns = await startServiceProcess(build('patterns'), {
    ...common,
    DATABASE_URL: await database('patterns'),
    FILE_STORAGE_DIR: path.join(files, 'patterns'),
    INVENTORY_URL: inventory.url,
  });
  const projects = await startServiceProcess(build('projects'), {
    ...common,
    DATABASE_URL: await database('projects'),
    FILE_STORAGE_DIR: path.join(files, 'projects'),
    INVENTORY_URL: inventory.url,
    PATTERNS_URL: patterns.url,
  });
  const processes = { inventory, patterns, projects };
  const stopped = new Set<Composed>();
  const urls = { inventory: inventory.url, patterns: patterns.url, projects: projects.url };
  const gateways: ServiceHarness[] = [];

  return {
    keys,
    urls,
    closedUrl,
    hungUrl,
    hungCalls,
    async gateway(replaced = {}, env = {}) {
      const services = { ...urls, ...replaced };
      const gatewayEnv = {
        ACCOUNT_URL: jwks.url,
        INVENTORY_URL: services.inventory,
        PATTERNS_URL: services.patterns,
        PROJECTS_URL: services.projects,
        TOOLS_URL: closedUrl,
        DEALS_URL: closedUrl,
        LOG_LEVEL: 'error',
        ...env,
      };
      const gateway = await startServiceHarness((testEnv) => AppModule.forRoot(loadGatewayConfig(testEnv)), {
        ...gatewayAppOptions(loadGatewayConfig({ ...process.env, ...gatewayEnv })),
        name: 'gateway_compose',
        keys,
        env: gatewayEnv,
      });
      gateways.push(gateway);
      return gateway;
    },
    async stop(service) {
      stopped.add(service);
      await processes[service].stop();
    },
    async close() {
      for (const gateway of gateways) await gateway.close();
      for (const [name, process] of Object.entries(processes))
        if (!stopped.has(name as Composed)) await process.stop();
      for (const close of closers.reverse()) await close();
    },
  };
}
