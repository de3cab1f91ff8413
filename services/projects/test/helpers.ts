import { ProjectSchema, type Project } from '@yarn-mgmt/contracts';
import {
  startServiceHarness,
  type CallOptions,
  type Reply,
  type ServiceHarness,
  type TestEnv,
  type TestKeyPair,
} from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../src/app.module.js';
import { loadProjectsConfig } from '../src/config/projects.config.js';

export interface Harness extends ServiceHarness {
  /** A bearer token of a new user. */
  token(): string;
}

/**
 * The projects service on the shared service harness. No patterns or inventory unless a suite names them
 * (port 9 is closed): a test never reaches a stack running here.
 */
export async function startProjects(name: string, env: TestEnv = {}, keys?: TestKeyPair): Promise<Harness> {
  const svc = await startServiceHarness((testEnv) => AppModule.forRoot(loadProjectsConfig(testEnv)), {
    name,
    keys,
    env: { PATTERNS_URL: 'http://127.0.0.1:9', INVENTORY_URL: 'http://127.0.0.1:9', ...env },
  });
  return Object.assign(svc, { token: () => svc.user(randomUUID()).token });
}

export const projectBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Winter Hat',
  notes: 'Cast on 96',
  priority: 'high',
  recipient: 'Mum',
  target_completion_date: '2026-12-20',
  ...overrides,
});

/** One spec file's projects service: started before its tests, stopped after them. */
export function projectsSuite(name: string, env: TestEnv | (() => TestEnv) = {}, keys?: () => TestKeyPair) {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startProjects(name, typeof env === 'function' ? env() : env, keys?.());
  });
  afterAll(() => harness?.close());
  const current = () => {
    if (!harness) throw new Error('the projects suite has not started');
    return harness;
  };
  const call = (
    method: string,
    url: string,
    { token, ...options }: CallOptions & { token?: string } = {},
  ): Promise<Reply> =>
    current().anonymous.call(method, url, {
      ...options,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    get harness() {
      return current();
    },
    call,
    token: () => current().token(),
    tokens: (n: number) => Array.from({ length: n }, () => current().token()),
    query: <R extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
      current().query<R>(sql, params),
    count: async (table: string, where = 'true', params: unknown[] = []) =>
      Number(
        (await current().query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]
          ?.n,
      ),
    /** A new project (201 expected), from projectBody() with the overrides. */
    create: async (token: string, overrides: Record<string, unknown> = {}): Promise<Project> => {
      const reply = await call('POST', '/projects', { token, body: projectBody(overrides) });
      if (reply.status !== 201)
        throw new Error(`POST /projects: ${reply.status} ${JSON.stringify(reply.body)}`);
      return ProjectSchema.parse(reply.body);
    },
  };
}
