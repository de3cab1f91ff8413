import {
  createTestDatabase,
  createTestKeyPair,
  serveJwks,
  startServiceProcess,
  type ServiceProcess,
  type TestDatabase,
  type TestKeyPair,
} from '@yarn-mgmt/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type StandInMode = 'hang' | 'error' | 'garbage';

export interface InventoryWorld {
  /** The key pair both services trust (the patterns harness signs its users' tokens with it). */
  keys: TestKeyPair;
  /** The real inventory service (its build, as its own process) on a fresh database. */
  inventoryUrl: string;
  /** A port nothing listens on. */
  closedUrl: string;
  /** An inventory stand-in that hangs, answers 500, or answers JSON of the wrong shape. */
  standInUrl: string;
  setStandIn(mode: StandInMode): void;
  /** Authorization headers the stand-in received. */
  standInAuthorizations: string[];
  /** In 'hang' mode: how long the last call was held open before its caller gave up on it (connection closed). */
  heldOpenMs(): Promise<number> | undefined;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/**
 * Registers (before the patterns suite's own set-up) the neighbours the stash features talk to: the real
 * inventory service, a closed port and a misbehaving stand-in. Call it first in the spec file.
 */
export function inventoryWorld(): () => InventoryWorld {
  let world: InventoryWorld | undefined;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    const keys = createTestKeyPair();
    const jwks = await serveJwks(keys);
    closers.push(() => new Promise((resolve) => jwks.server.close(resolve)));
    const db: TestDatabase = await createTestDatabase('patterns_stash_inventory');
    const files = await mkdtemp(path.join(tmpdir(), 'patterns-stash-inventory-'));
    const inventory: ServiceProcess = await startServiceProcess(
      fileURLToPath(new URL('../../inventory/dist/main.js', import.meta.url)),
      // No projects service (port 9 is closed): the yarn detail never reaches a stack running here.
      {
        DATABASE_URL: db.url,
        ACCOUNT_URL: jwks.url,
        FILE_STORAGE_DIR: files,
        PROJECTS_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'warn',
      },
    );
    closers.push(
      () => inventory.stop(),
      () => db.drop(),
      () => rm(files, { recursive: true, force: true }),
    );

    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));

    let mode: StandInMode = 'hang';
    const standInAuthorizations: string[] = [];
    let heldOpenMs: Promise<number> | undefined;
    const standIn = createServer((request, response) => {
      standInAuthorizations.push(request.headers.authorization ?? '');
      if (mode === 'hang') {
        const arrived = Date.now();
        heldOpenMs = new Promise((resolve) => response.on('close', () => resolve(Date.now() - arrived)));
        return;
      }
      response.setHeader('content-type', 'application/json');
      if (mode === 'error') response.statusCode = 500;
      response.end(mode === 'error' ? '{"statusCode":500,"error":"boom"}' : '{"groups":[{"yards":"lots"}]}');
    });
    const standInUrl = await listen(standIn);
    closers.push(async () => {
      standIn.closeAllConnections();
      await new Promise((resolve) => standIn.close(resolve));
    });
    world = {
      keys,
      inventoryUrl: inventory.url,
      closedUrl,
      standInUrl,
      setStandIn: (next) => (mode = next),
      standInAuthorizations,
      heldOpenMs: () => heldOpenMs,
    };
  }, 60_000);
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  return () => {
    if (!world) throw new Error('the inventory world has not started');
    return world;
  };
}
