import {
  PatternSchema,
  ProjectSchema,
  ProjectsByYarnSchema,
  PROJECTS_API,
  YarnSchema,
  type Pattern,
  type Project,
  type ProjectsByYarn,
  type Yarn,
} from '@yarn-mgmt/contracts';
import {
  createTestDatabase,
  createTestKeyPair,
  queryTestDatabase,
  serveJwks,
  startServiceProcess,
  type TestKeyPair,
} from '@yarn-mgmt/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectsSuite } from './helpers.js';

export interface Neighbours {
  /** The key pair every service trusts (the projects harness signs its users' tokens with it). */
  keys: TestKeyPair;
  /** The real inventory and patterns services (their builds, each its own process and database). */
  inventoryUrl: string;
  patternsUrl: string;
  /** A port nothing listens on. */
  closedUrl: string;
  addYarn(token: string, overrides?: Record<string, unknown>): Promise<Yarn>;
  yarn(token: string, id: string): Promise<Yarn>;
  addPattern(token: string, overrides?: Record<string, unknown>): Promise<Pattern>;
  /** Rows of the inventory's database. */
  inventoryQuery(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const build = (service: string) => fileURLToPath(new URL(`../../${service}/dist/main.js`, import.meta.url));

/**
 * Registers (before the projects suite's own set-up) the services a project talks to, run as they run in
 * production: the inventory and the patterns service (which asks the inventory). Call it first in the spec file.
 */
export function neighbours(): () => Neighbours {
  let world: Neighbours | undefined;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    const keys = createTestKeyPair();
    const jwks = await serveJwks(keys);
    closers.push(() => new Promise((resolve) => jwks.server.close(resolve)));

    const inventoryDb = await createTestDatabase('projects_world_inventory');
    const patternsDb = await createTestDatabase('projects_world_patterns');
    const files = await mkdtemp(path.join(tmpdir(), 'projects-world-'));
    closers.push(
      () => inventoryDb.drop(),
      () => patternsDb.drop(),
      () => rm(files, { recursive: true, force: true }),
    );
    const inventory = await startServiceProcess(build('inventory'), {
      DATABASE_URL: inventoryDb.url,
      ACCOUNT_URL: jwks.url,
      FILE_STORAGE_DIR: path.join(files, 'inventory'),
      LOG_LEVEL: 'warn',
    });
    closers.push(() => inventory.stop());
    const patterns = await startServiceProcess(build('patterns'), {
      DATABASE_URL: patternsDb.url,
      ACCOUNT_URL: jwks.url,
      FILE_STORAGE_DIR: path.join(files, 'patterns'),
      INVENTORY_URL: inventory.url,
      LOG_LEVEL: 'warn',
    });
    closers.push(() => patterns.stop());

    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));

    const send = async (url: string, token: string, method = 'GET', body?: unknown) => {
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json: unknown = await response.json();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    world = {
      keys,
      inventoryUrl: inventory.url,
      patternsUrl: patterns.url,
      closedUrl,
      addYarn: async (token, overrides = {}) =>
        YarnSchema.parse(
          await send(`${inventory.url}/yarn`, token, 'POST', {
            brand_name: 'Malabrigo',
            line_name: 'Rios',
            weight_category: 'Worsted',
            yardage_per_skein: 210,
            weight_grams: 100,
            colorway: 'Azul',
            skeins_total: 5,
            skeins_remaining: 5,
            tags: [],
            ...overrides,
          }),
        ),
      yarn: async (token, id) => YarnSchema.parse(await send(`${inventory.url}/yarn/${id}`, token)),
      addPattern: async (token, overrides = {}) =>
        PatternSchema.parse(
          await send(`${patterns.url}/patterns`, token, 'POST', {
            title: 'Ribbed Hat',
            craft_type: 'knitting',
            yarn_weight: 'Worsted',
            yardage_by_size: [
              { size: 'S', yards: 400 },
              { size: 'L', yards: 900 },
            ],
            sizes_available: ['S', 'L'],
            ...overrides,
          }),
        ),
      inventoryQuery: (sql, params = []) => queryTestDatabase(inventoryDb.url, sql, params),
    };
  }, 90_000);
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  return () => {
    if (!world) throw new Error('the neighbouring services have not started');
    return world;
  };
}

/**
 * A projects suite among its real neighbours: the patterns and inventory services it calls. `post` creates a
 * project (201 expected); `use` records usage with an Idempotency-Key; `byYarn` is what the yarn detail page
 * asks of this service (its Projects tab and "Reserved for projects").
 */
export function projectsAmongNeighbours(name: string) {
  const world = neighbours();
  const suite = projectsSuite(
    name,
    () => ({ PATTERNS_URL: world().patternsUrl, INVENTORY_URL: world().inventoryUrl }),
    () => world().keys,
  );
  const post = async (token: string, body: Record<string, unknown>): Promise<Project> => {
    const reply = await suite.call('POST', PROJECTS_API.projects, { token, body });
    if (reply.status !== 201) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
    return ProjectSchema.parse(reply.body);
  };
  const use = (token: string, id: string, key: string, body: Record<string, unknown>) =>
    suite.call('POST', PROJECTS_API.usage(id), { token, body, headers: { 'idempotency-key': key } });
  const byYarn = async (token: string, yarnId: string): Promise<ProjectsByYarn> => {
    const reply = await suite.call('GET', PROJECTS_API.byYarn(yarnId), { token });
    if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
    return ProjectsByYarnSchema.parse(reply.body);
  };
  return { world, suite, post, use, byYarn };
}
