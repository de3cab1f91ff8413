import { toPublicJwk } from '@yarn-mgmt/nest-kit';
import {
  createTestApp,
  createTestDatabase,
  createTestKeyPair,
  signTestToken,
  type TestApp,
  type TestDatabase,
} from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppModule } from '../src/app.module.js';
import { loadInventoryConfig } from '../src/config/inventory.config.js';

export interface Harness {
  db: TestDatabase;
  service: TestApp;
  filesDir: string;
  token(userId?: string): string;
  close(): Promise<void>;
}

/** A fresh database, a stand-in account service serving the JWKS, and the inventory app against both. */
export async function startInventory(prefix: string): Promise<Harness> {
  const keys = createTestKeyPair();
  const jwks = JSON.stringify({ keys: [toPublicJwk(keys.publicKey)] });
  const account: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(jwks);
  });
  await new Promise<void>((resolve) => account.listen(0, '127.0.0.1', resolve));
  const accountUrl = `http://127.0.0.1:${(account.address() as AddressInfo).port}`;
  const filesDir = await mkdtemp(path.join(tmpdir(), 'inventory-files-'));
  const db = await createTestDatabase(prefix);
  const service = await createTestApp({
    name: 'inventory',
    module: (env) => AppModule.forRoot(loadInventoryConfig(env)),
    env: { DATABASE_URL: db.url, ACCOUNT_URL: accountUrl, FILE_STORAGE_DIR: filesDir, PORT: undefined },
  });
  return {
    db,
    service,
    filesDir,
    token: (userId = randomUUID()) =>
      signTestToken(
        keys.privateKey,
        { sub: userId, email: `${userId}@example.com`, role: 'user' },
        { kid: keys.kid },
      ),
    close: async () => {
      await service.close();
      await db.drop();
      await new Promise((resolve) => account.close(resolve));
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

export function caller(harness: () => Harness) {
  return async (
    method: string,
    url: string,
    options: { token?: string; body?: unknown; raw?: string; form?: FormData } = {},
  ): Promise<Reply> => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${harness().service.url}${url}`, {
      method,
      headers,
      body:
        options.form ??
        options.raw ??
        (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (a photo)
    }
    return { status: response.status, body, headers: response.headers };
  };
}

export const yarnBody = (overrides: Record<string, unknown> = {}) => ({
  brand_name: 'Malabrigo',
  line_name: 'Rios',
  weight_category: 'Worsted',
  fiber_content: '100% Merino Wool',
  yardage_per_skein: 210,
  weight_grams: 100,
  colorway: 'Azul Profundo',
  color_family: 'Blue',
  purchase_price: 14.5,
  purchase_date: '2025-03-01',
  vendor: 'LYS',
  storage_location: 'Bin A',
  notes: 'For a sweater',
  tags: ['sweater'],
  skeins_total: 5,
  skeins_remaining: 5,
  ...overrides,
});
