import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  keepClientConnections,
  TOKEN_STATE_PATH,
  toPublicJwk,
  type ServiceAppOptions,
} from '@yarn-mgmt/nest-kit';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { QueryResultRow } from 'pg';
import { createTestApp, type TestAppOptions, type TestEnv } from './app.js';
import { createTestDatabase, queryTestDatabase, type TestDatabase } from './database.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { createTestKeyPair, signTestToken, type TestKeyPair } from './keys.js';
import { createTestCaller, type TestCaller } from './test-caller.js';

export interface ServiceHarnessOptions extends Partial<ServiceAppOptions> {
  /** Names the database and the app in logs. */
  name: string;
  /** Environment laid over what the harness provides (DATABASE_URL, ACCOUNT_URL, JWT_PRIVATE_KEY, FILE_STORAGE_DIR). */
  env?: TestEnv;
  /** The key pair to sign with (to share one with a real account service); a fresh one by default. */
  keys?: TestKeyPair;
  /** The app's own log levels (createTestApp's `logLevels`). */
  logLevels?: TestAppOptions['logLevels'];
  /** 's3': the service keeps its files in a local S3-protocol server (s3rver) started for it, not on disk. */
  fileStorage?: 'disk' | 's3';
}

export interface TestUser extends TestCaller {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  /** A bearer token the service accepts for this user. */
  token: string;
}

export interface ServiceHarness {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port> of the service. */
  url: string;
  db: TestDatabase;
  keys: TestKeyPair;
  /** The temporary FILE_STORAGE_DIR, removed on close. */
  filesDir: string;
  /** With `fileStorage: 's3'`: the server holding the files, stopped on close. */
  s3?: TestS3Server;
  /** A caller without a token. */
  anonymous: TestCaller;
  /** The same caller for the same name within a suite; a new user id per name. */
  user(name: string, options?: { role?: 'user' | 'admin' }): TestUser;
  /** Rows of the service's database, to check what a request changed. */
  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * The account service's part the other services need: its JWKS, served from a test key (for a harness, or for
 * another service's build run as a process next to it: `startServiceProcess(entry, { ACCOUNT_URL: jwks.url })`).
 */
/**
 * The account service's `GET /internal/session` for test tokens: every token the harness signs is current, with
 * the role it carries (the services verified its signature before asking).
 */
function sessionAnswer(request: IncomingMessage): string {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  let claims: { sub?: string; role?: string } = {};
  try {
    claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as typeof claims;
  } catch {
    // Not a token: answered as a plain user, as the signature check already refused it.
  }
  return JSON.stringify({ user_id: claims.sub, role: claims.role ?? 'user' });
}

export async function serveJwks(keys: TestKeyPair): Promise<{ url: string; server: Server }> {
  const jwks = JSON.stringify({ keys: [toPublicJwk(keys.publicKey)] });
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith(TOKEN_STATE_PATH)) return void response.end(sessionAnswer(request));
    response.end(jwks);
  });
  keepClientConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * One service under test as it runs in production: a fresh database on the real PostgreSQL (migrated by the
 * app at start), an RS256 key pair whose JWKS stands in for the account service (and which the account service
 * itself signs with), a temporary file store, and an authenticated caller per test user.
 *
 * ```ts
 * const svc = await startServiceHarness((env) => AppModule.forRoot(loadInventoryConfig(env)), { name: 'inventory' });
 * const ann = svc.user('ann');
 * await ann.get('/yarn').expect(200);
 * ```
 */
export async function startServiceHarness(
  module: Type | DynamicModule | ((env: TestEnv) => Type | DynamicModule),
  options: ServiceHarnessOptions,
): Promise<ServiceHarness> {
  const keys = options.keys ?? createTestKeyPair();
  const jwks = await serveJwks(keys);
  const filesDir = await mkdtemp(path.join(tmpdir(), `${options.name}-files-`));
  const db = await createTestDatabase(options.name);
  const { env, keys: _keys, fileStorage, ...appOptions } = options;
  const s3 = fileStorage === 's3' ? await startS3Server() : undefined;
  const service = await createTestApp({
    ...appOptions,
    module: typeof module === 'function' && !('prototype' in module) ? module : () => module as Type,
    env: {
      DATABASE_URL: db.url,
      ACCOUNT_URL: jwks.url,
      JWT_PRIVATE_KEY: keys.privateKeyPem,
      JWT_PRIVATE_KEY_FILE: undefined,
      FILE_STORAGE_DIR: filesDir,
      PORT: undefined,
      ...s3?.env,
      ...env,
    },
  });
  const users = new Map<string, TestUser>();
  return {
    app: service.app,
    url: service.url,
    db,
    keys,
    filesDir,
    ...(s3 ? { s3 } : {}),
    anonymous: createTestCaller(service.url),
    user(name, { role = 'user' } = {}) {
      let user = users.get(name);
      if (!user) {
        const id = randomUUID();
        const email = `${name}.${id.slice(0, 8)}@example.com`;
        const token = signTestToken(keys.privateKey, { sub: id, email, role }, { kid: keys.kid });
        user = { ...createTestCaller(service.url, token), id, name, email, role, token };
        users.set(name, user);
      }
      return user;
    },
    query: (sql, params = []) => queryTestDatabase(db.url, sql, params),
    async close() {
      await service.close();
      await db.drop();
      await new Promise((resolve) => jwks.server.close(resolve));
      await rm(filesDir, { recursive: true, force: true });
      await s3?.close();
    },
  };
}
