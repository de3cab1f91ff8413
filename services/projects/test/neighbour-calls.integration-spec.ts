import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppModule } from '../src/app.module.js';
import { loadProjectsConfig } from '../src/config/projects.config.js';

// How this service calls its neighbours (nest-kit's NeighbourClient), seen from a stand-in patterns service: the
// caller's own token, the request id of the request being served, and the timeout. The service runs with its
// request log on, as in production (the request id comes from it).
const seen: IncomingHttpHeaders[] = [];
let hang = false;
/** How long the service kept a hung call open before it gave up on it (its connection closed). */
let heldOpenMs: Promise<number> | undefined;
const standIn: Server = createServer((request, response) => {
  seen.push(request.headers);
  if (hang) {
    const arrived = Date.now();
    heldOpenMs = new Promise((resolve) => response.on('close', () => resolve(Date.now() - arrived)));
    return;
  }
  response.statusCode = 404;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ statusCode: 404, error: 'Pattern not found' }));
});
let svc: ServiceHarness;

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const patternsUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  svc = await startServiceHarness((env) => AppModule.forRoot(loadProjectsConfig(env)), {
    name: 'projects_neighbour_calls',
    requestLog: true,
    logLevel: 'silent',
    env: { PATTERNS_URL: patternsUrl, PATTERNS_TIMEOUT_MS: '300', INVENTORY_URL: 'http://127.0.0.1:9' },
  });
});
afterAll(async () => {
  await svc.close();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

const createFromPattern = (user: string, headers: Record<string, string> = {}) =>
  svc.user(user).call('POST', PROJECTS_API.projects, {
    headers,
    body: { pattern_id: randomUUID(), project_name: 'Hat' },
  });

describe('a call to the patterns service', () => {
  it('carries the caller’s token and the request id, and passes a refusal on', async () => {
    const reply = await createFromPattern('ann', { 'x-request-id': 'trace-0123456789' });
    expect(reply).toMatchObject({ status: 400, body: { error: 'Pattern not found in your library' } });
    expect(reply.headers.get('x-request-id')).toBe('trace-0123456789');
    expect(seen.at(-1)).toMatchObject({
      authorization: `Bearer ${svc.user('ann').token}`,
      'x-request-id': 'trace-0123456789',
    });
  });

  it('gives up after PATTERNS_TIMEOUT_MS: a 503 that says nothing was saved', async () => {
    hang = true;
    const reply = await createFromPattern('bob');
    expect(reply.status).toBe(503);
    // Measured where the call hangs, so that a loaded machine's slow request around it does not count: 300 ms
    // (PATTERNS_TIMEOUT_MS here), far under the 3 s default it would be without the setting.
    expect(await heldOpenMs).toBeLessThan(2_000);
    // Each request's own id, made here when the caller sent none.
    expect(seen.at(-1)?.['x-request-id']).toEqual(reply.headers.get('x-request-id'));
    expect(await svc.query('SELECT count(*)::int AS n FROM projects')).toEqual([{ n: 0 }]);
  });
});
