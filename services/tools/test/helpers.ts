import {
  serviceSuite,
  startServiceHarness,
  withUserTokens,
  type TestEnv,
  type TestKeyPair,
  type UserHarness,
} from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadToolsConfig } from '../src/config/tools.config.js';

/**
 * The tools service on the shared service harness. No patterns service unless a suite names one (port 9 is
 * closed): a test never reaches a stack running here.
 */
export async function startTools(name: string, env: TestEnv = {}, keys?: TestKeyPair): Promise<UserHarness> {
  const svc = await startServiceHarness((testEnv) => AppModule.forRoot(loadToolsConfig(testEnv)), {
    name,
    keys,
    env: { PATTERNS_URL: 'http://127.0.0.1:9', ...env },
  });
  return withUserTokens(svc);
}

/** One spec file's tools service: started before its tests, stopped after them. */
export function toolsSuite(name: string, env: TestEnv | (() => TestEnv) = {}, keys?: () => TestKeyPair) {
  return serviceSuite('tools', () => startTools(name, typeof env === 'function' ? env() : env, keys?.()));
}
