import { expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@yarn-mgmt/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import type { ServiceHarness } from '../service-harness.js';
import { snapshotTables } from '../table-snapshot.js';
import { hostileString } from './hostile-values.js';
import { malformedBodies, parsedBody } from './schema-payloads.js';

type Lazy<T> = T | (() => T);
const resolve = <T>(value: Lazy<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

/** One request the fuzzer sends: a body as text with its content type, or a multipart form. */
export interface FuzzRequest {
  body?: string | FormData;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface FuzzEndpointOptions {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under test; without `schema` or `requests` it gets a fuzzed id segment (`(id) => `/yarn/${id}``). */
  path: (fuzzedId: string) => string;
  /** Who calls: a harness user (its token is sent), or nobody for a public endpoint. */
  as?: Lazy<{ token?: string } | undefined>;
  /** The endpoint's body contract: payloads are derived from it, and only those it rejects must be 4xx. */
  schema?: z.ZodType;
  /** A body the schema accepts, so most payloads break exactly one thing. */
  valid?: Lazy<Record<string, unknown>>;
  /** Hand-made malformed requests (a broken multipart upload…), every one of which must be refused. */
  requests?: fc.Arbitrary<FuzzRequest>;
  /** Ids of rows the caller must not reach (another user's), mixed into the fuzzed id segments. */
  otherIds?: Lazy<string[]>;
  /** The test's name (default: method and path). */
  name?: string;
  /** At most this many payloads the contract accepts are sent too (default 100; fewer where each is slow). */
  maxAccepted?: number;
  /** Rejected payloads to send (default FUZZ_RUNS). */
  runs?: number;
  /** fast-check's seed (default FUZZ_SEED): the same payloads every run, so a failure is reproduced as it was. */
  seed?: number;
}

/**
 * Rejected payloads per endpoint where a test does not say: 300 in `npm test` (96 endpoints, kept inside CI's
 * time), `FUZZ_RUNS=5000 npm run test:integration` for a deeper run; `FUZZ_SEED` draws other payloads than the
 * default seed's 7.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 300;
const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 7;

export interface FuzzReport {
  endpoint: string;
  /** Payloads the contract rejects: each answered 4xx in the platform's error shape, and no row changed. */
  rejected: number;
  /** Generated payloads the contract accepts: sent too, and only required not to fail with a 5xx. */
  accepted: number;
}

interface Planned {
  path: string;
  request: FuzzRequest;
  /** True when the service must refuse it (4xx, nothing changed). */
  refuse: boolean;
}

const preview = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

/** Path segments that are not an id the caller owns: malformed, hostile, or random UUIDs. */
const foreignIds = (otherIds: string[]) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.uuid() },
      { weight: otherIds.length ? 1 : 0, arbitrary: fc.constantFrom('', ...otherIds) },
      { weight: 3, arbitrary: hostileString().filter((s) => s.length > 0 && s.length < 2_000) },
      { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1e308', 'null', 'undefined', '...', ' ') },
    )
    .map((id) => {
      try {
        return encodeURIComponent(id);
      } catch {
        return encodeURIComponent(id.replace(/[\uD800-\uDFFF]/g, '\u0000'));
      }
    })
    // A client resolves `.` and `..` segments before sending (`/yarn/1/photos/..` is a DELETE of `/yarn/1`).
    .filter((segment) => !/^(\.|%2e){1,2}$/i.test(segment));

function plan(options: FuzzEndpointOptions): { planned: Planned[]; rejected: number; accepted: number } {
  const runs = options.runs ?? FUZZ_RUNS;
  const seed = options.seed ?? FUZZ_SEED;
  const path = options.path('');
  if (options.requests) {
    const planned = fc
      .sample(options.requests, { numRuns: runs, seed })
      .map((request) => ({ path, request, refuse: true }));
    return { planned, rejected: planned.length, accepted: 0 };
  }
  if (!options.schema) {
    const planned = fc
      .sample(foreignIds(resolve(options.otherIds) ?? []), { numRuns: runs, seed })
      .map((id) => ({ path: options.path(id), request: {}, refuse: true }));
    return { planned, rejected: planned.length, accepted: 0 };
  }
  const { schema } = options;
  const bodies = malformedBodies(schema, options.valid ? resolve(options.valid) : undefined);
  const planned: Planned[] = [];
  let rejected = 0;
  for (let round = 0; rejected < runs && round < 20; round += 1) {
    for (const body of fc.sample(bodies, { numRuns: runs, seed: seed + round })) {
      const parsed = parsedBody(body);
      const refuse = !parsed.ok || !schema.safeParse(parsed.value).success;
      // Valid payloads only probe for 5xx; a few hundred are plenty (each may write rows, which is slower).
      if (refuse ? rejected >= runs : planned.length - rejected >= (options.maxAccepted ?? 100)) continue;
      if (refuse) rejected += 1;
      planned.push({ path, request: { body: parsed.text, contentType: 'application/json' }, refuse });
    }
  }
  return { planned, rejected, accepted: planned.length - rejected };
}

async function send(
  url: string,
  method: string,
  token: string | undefined,
  { body, contentType, headers }: FuzzRequest,
) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
      ...headers,
    },
    body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

const nameOf = (options: FuzzEndpointOptions) =>
  options.name ??
  `${options.method} ${options.path(':id')}${options.schema || options.requests ? '' : ' (foreign and malformed ids)'}`;

/** Runs `work` over the items, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * Sends at least `runs` payloads the endpoint's contract rejects and checks what a hostile client would hope to
 * break: no 5xx, every 4xx in the platform's JSON error shape, and not one row of the service's database changed
 * (every table hashed before and after). Payloads the generator happened to make valid are sent afterwards and
 * only must not fail with a 5xx (they may change rows). Failures list the first offending requests.
 */
export async function runFuzz(harness: ServiceHarness, options: FuzzEndpointOptions): Promise<FuzzReport> {
  const started = Date.now();
  const { planned, rejected, accepted } = plan(options);
  const generatedMs = Date.now() - started;
  const endpoint = nameOf(options);
  const token = resolve(options.as)?.token;
  const failures: string[] = [];
  const check = async ({ path, request, refuse }: Planned) => {
    const reply = await send(`${harness.url}${path}`, options.method, token, request);
    const shaped = ApiErrorSchema.safeParse(reply.json);
    const problem =
      reply.status >= 500
        ? `${reply.status}`
        : refuse && (reply.status < 400 || reply.status >= 500)
          ? `${reply.status} for a payload the contract rejects`
          : reply.status >= 400 && !(shaped.success && shaped.data.statusCode === reply.status)
            ? `${reply.status} without the error shape`
            : undefined;
    if (problem)
      failures.push(`${problem}: ${path} ${preview(request.body ?? '')} -> ${preview(reply.text)}`);
  };
  const before = await snapshotTables(harness.db.url);
  await pool(
    planned.filter((p) => p.refuse),
    8,
    check,
  );
  const after = await snapshotTables(harness.db.url);
  await pool(
    planned.filter((p) => !p.refuse),
    8,
    check,
  );
  console.info(
    `fuzz ${endpoint}: ${rejected} rejected payloads (4xx, no row changed), ${accepted} accepted (no 5xx); ` +
      `generated in ${generatedMs} ms, sent in ${Date.now() - started - generatedMs} ms`,
  );
  if (failures.length) {
    throw new Error(
      `${endpoint}: ${failures.length} bad answers, first:\n${failures.slice(0, 8).join('\n')}`,
    );
  }
  const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
  if (changed.length) throw new Error(`${endpoint}: rejected payloads changed rows of ${changed.join(', ')}`);
  return { endpoint, rejected, accepted };
}

/**
 * Declares one jest test that fuzzes an endpoint (see `runFuzz`); one line per endpoint:
 * `fuzzEndpoint(() => svc, { method: 'PUT', path: () => `/yarn/${id}`, schema: YarnCreateInputSchema, as: () => ann })`.
 */
export function fuzzEndpoint(harness: Lazy<ServiceHarness>, options: FuzzEndpointOptions): void {
  const runs = options.runs ?? FUZZ_RUNS;
  const name = nameOf(options);
  it(`${name}: ${runs}+ malformed requests answer 4xx and change nothing`, async () => {
    const report = await runFuzz(resolve(harness), options);
    expect(report.rejected).toBeGreaterThanOrEqual(runs);
  }, 120_000);
}
