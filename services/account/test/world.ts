import {
  createTestDatabase,
  createTestKeyPair,
  serveJwks,
  startServiceProcess,
  type TestKeyPair,
} from '@yarn-mgmt/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Neighbour = 'inventory' | 'patterns' | 'projects';

export interface World {
  /** The key pair the account harness signs with and the neighbours trust (through a JWKS server). */
  keys: TestKeyPair;
  urls: Record<Neighbour, string>;
  /** Stops a neighbour for good (the tests of "a service is down" come last). */
  stop(service: Neighbour): Promise<void>;
  /** A JSON request to a neighbour with the user's token; throws unless 2xx. */
  send(service: Neighbour, token: string, method: string, path: string, body?: unknown): Promise<unknown>;
  /** A multipart upload to a neighbour; answers the status. */
  upload(service: Neighbour, token: string, path: string, form: FormData): Promise<number>;
}

const build = (service: string) => fileURLToPath(new URL(`../../${service}/dist/main.js`, import.meta.url));

/**
 * Registers (before the account suite's own set-up) the real inventory, patterns and projects services, each its
 * own process and database, as they run in production. Call it first in the spec file.
 */
export function world(): () => World {
  let current: World | undefined;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    const keys = createTestKeyPair();
    const jwks = await serveJwks(keys);
    closers.push(() => new Promise((resolve) => jwks.server.close(resolve)));
    const files = await mkdtemp(path.join(tmpdir(), 'account-world-'));
    closers.push(() => rm(files, { recursive: true, force: true }));
    const start = async (service: Neighbour, env: Record<string, string>) => {
      const db = await createTestDatabase(`account_world_${service}`);
      closers.push(() => db.drop());
      const process = await startServiceProcess(build(service), {
        DATABASE_URL: db.url,
        ACCOUNT_URL: jwks.url,
        FILE_STORAGE_DIR: path.join(files, service),
        LOG_LEVEL: 'warn',
        ...env,
      });
      // Stopped once: a second stop of a process that died by its signal would wait for an exit already past.
      let stopping: Promise<void> | undefined;
      const stop = () => (stopping ??= process.stop());
      closers.unshift(stop);
      return { url: process.url, stop };
    };
    const inventory = await start('inventory', {});
    const patterns = await start('patterns', { INVENTORY_URL: inventory.url });
    const projects = await start('projects', { INVENTORY_URL: inventory.url, PATTERNS_URL: patterns.url });
    const processes = { inventory, patterns, projects };
    const urls = { inventory: inventory.url, patterns: patterns.url, projects: projects.url };
    current = {
      keys,
      urls,
      stop: (service) => processes[service].stop(),
      async send(service, token, method, route, body) {
        const response = await fetch(`${urls[service]}${route}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const json: unknown = await response.json();
        if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
        return json;
      },
      async upload(service, token, route, form) {
        const response = await fetch(`${urls[service]}${route}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        await response.text();
        return response.status;
      },
    };
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close();
  });
  return () => {
    if (!current) throw new Error('the world has not started');
    return current;
  };
}
