import { randomUUID } from 'node:crypto';
import type { ServiceHarness } from './service-harness.js';
import type { CallOptions, Reply } from './test-caller.js';

// Jest's hooks, read when a spec file declares its suite: declared here rather than typed from @types/jest so the
// built library (no jest types) still compiles and importing it outside Jest does nothing.
declare const beforeAll: (fn: () => Promise<void>) => void;
declare const afterAll: (fn: () => Promise<void> | undefined) => void;

/** A service harness that also mints the bearer token of a new user. */
export interface UserHarness extends ServiceHarness {
  /** A bearer token of a new user. */
  token(): string;
}

/** Adds `token()` (a new user each call) to a started service harness. */
export function withUserTokens<H extends ServiceHarness>(svc: H): H & UserHarness {
  return Object.assign(svc, { token: () => svc.user(randomUUID()).token });
}

/** `call(method, url, { token, body, headers })`: a plain request with any user's bearer token. */
export type SuiteCall = (
  method: string,
  url: string,
  options?: CallOptions & { token?: string },
) => Promise<Reply>;

/**
 * One spec file's service: started (by `start`) before its tests, stopped after them, with the calls every
 * service's integration tests make. Each service adds its own builders (`create`, uploads) on top.
 */
export function serviceSuite<H extends UserHarness>(service: string, start: () => Promise<H>) {
  let harness: H | undefined;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness?.close());
  const current = () => {
    if (!harness) throw new Error(`the ${service} suite has not started`);
    return harness;
  };
  const call: SuiteCall = (method, url, { token, ...options } = {}) =>
    current().anonymous.call(method, url, {
      ...options,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    get harness() {
      return current();
    },
    call,
    /** A bearer token of a new user. */
    token: () => current().token(),
    /** Bearer tokens of `n` new users (`const [owner, intruder] = tokens(2)`). */
    tokens: (n: number) => Array.from({ length: n }, () => current().token()),
    query: <R extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
      current().query<R>(sql, params),
    /** Rows of a table matching a condition. */
    count: async (table: string, where = 'true', params: unknown[] = []) =>
      Number(
        (await current().query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]
          ?.n,
      ),
  };
}
