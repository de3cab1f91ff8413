import type { QueryResultRow } from 'pg';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, queryTestDatabase } from './database.js';
import { createTestKeyPair, type TestKeyPair } from './keys.js';
import { serveJwks } from './service-harness.js';
import { startServiceProcess } from './service-process.js';

// Jest's hooks, declared as service-suite.ts does (the built library has no jest types).
declare const beforeAll: (fn: () => Promise<void>, timeout?: number) => void;
declare const afterAll: (fn: () => Promise<void>) => void;

/** The data services a suite may run around the one it tests, started in the order they call each other. */
export const WORLD_SERVICES = ['inventory', 'patterns', 'projects', 'deals'] as const;
export type WorldService = (typeof WORLD_SERVICES)[number];

const URL_ENV: Record<WorldService, string> = {
  inventory: 'INVENTORY_URL',
  patterns: 'PATTERNS_URL',
  projects: 'PROJECTS_URL',
  deals: 'DEALS_URL',
};

/** A port nothing listens on: a service outside the world is down, never a stack running on this machine. */
export const CLOSED_URL = 'http://127.0.0.1:9';

export interface ServiceWorld<S extends WorldService> {
  /** The key pair the suite's own harness signs with and every service trusts (through one JWKS server). */
  keys: TestKeyPair;
  urls: Record<S, string>;
  /** Stops a service for good (the tests of "a service is down" come last). */
  stop(service: S): Promise<void>;
  /** A JSON request to a service with the user's token; throws unless 2xx. */
  send(service: S, token: string, method: string, route: string, body?: unknown): Promise<unknown>;
  /** A multipart upload to a service; answers the status. */
  upload(service: S, token: string, route: string, form: FormData): Promise<number>;
  /** Rows of a service's own database. */
  query<R extends QueryResultRow = QueryResultRow>(service: S, sql: string, params?: unknown[]): Promise<R[]>;
}

const build = (service: WorldService) =>
  fileURLToPath(new URL(`../../../services/${service}/dist/main.js`, import.meta.url));

/**
 * Registers (before the suite's own set-up: call it first in the spec file) the real services a suite talks to,
 * each its build as its own process on its own database, as they run in production (ARCHITECTURE.md: a service
 * never imports another's code). Each is told the URLs of the ones started before it; any other is CLOSED_URL.
 */
export function serviceWorld<S extends WorldService>(
  name: string,
  services: readonly S[],
  env: Partial<Record<S, Record<string, string>>> = {},
): () => ServiceWorld<S> {
  let current: ServiceWorld<S> | undefined;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    const keys = createTestKeyPair();
    const jwks = await serveJwks(keys);
    closers.push(() => new Promise((resolve) => jwks.server.close(resolve)));
    const files = await mkdtemp(path.join(tmpdir(), `${name}-world-`));
    closers.push(() => rm(files, { recursive: true, force: true }));
    const urls = {} as Record<S, string>;
    const databases = {} as Record<S, string>;
    const stops = {} as Record<S, () => Promise<void>>;
    for (const service of WORLD_SERVICES.filter((each): each is S => services.includes(each as S))) {
      const db = await createTestDatabase(`${name}_${service}`);
      closers.push(() => db.drop());
      const neighbours = Object.fromEntries(
        WORLD_SERVICES.map((other) => [URL_ENV[other], urls[other as S] ?? CLOSED_URL]),
      );
      const process = await startServiceProcess(build(service), {
        ...neighbours,
        DATABASE_URL: db.url,
        ACCOUNT_URL: jwks.url,
        FILE_STORAGE_DIR: path.join(files, service),
        LOG_LEVEL: 'warn',
        ...env[service],
      });
      // Stopped once: a second stop of a process that died by its signal would wait for an exit already past.
      let stopping: Promise<void> | undefined;
      stops[service] = () => (stopping ??= process.stop());
      closers.unshift(stops[service]);
      urls[service] = process.url;
      databases[service] = db.url;
    }
    current = {
      keys,
      urls,
      stop: (service) => stops[service](),
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
      query: (service, sql, params = []) => queryTestDatabase(databases[service], sql, params),
    };
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close();
  });
  return () => {
    if (!current) throw new Error(`the ${name} world has not started`);
    return current;
  };
}
