import { ProjectSchema, type Project } from '@yarn-mgmt/contracts';
import {
  serviceSuite,
  startServiceHarness,
  withUserTokens,
  type TestEnv,
  type TestKeyPair,
  type UserHarness,
} from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadProjectsConfig } from '../src/config/projects.config.js';

export type Harness = UserHarness;

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
  return withUserTokens(svc);
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
  const suite = serviceSuite('projects', () =>
    startProjects(name, typeof env === 'function' ? env() : env, keys?.()),
  );
  const { call } = suite;
  return Object.assign(suite, {
    /** A new project (201 expected), from projectBody() with the overrides. */
    create: async (token: string, overrides: Record<string, unknown> = {}): Promise<Project> => {
      const reply = await call('POST', '/projects', { token, body: projectBody(overrides) });
      if (reply.status !== 201)
        throw new Error(`POST /projects: ${reply.status} ${JSON.stringify(reply.body)}`);
      return ProjectSchema.parse(reply.body);
    },
  });
}
