import { ProfileResponseSchema, SettingsResponseSchema } from '@yarn-mgmt/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountSuite } from './account-suite.js';

// Services that accept the connection and never answer: the profile and settings still answer, within the
// timeout, without their figures (the timeout must not become the page's load time).
let hanging: Server;
let hangingUrl = '';
/** The calls that reached the hanging services: when each arrived, and when the account service let go of it. */
const calls: Array<{ arrived: number; letGo: Promise<number> }> = [];
beforeAll(async () => {
  hanging = createServer((_request, response) => {
    calls.push({
      arrived: Date.now(),
      letGo: new Promise((resolve) => response.on('close', () => resolve(Date.now()))),
    });
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

const suite = accountSuite('account_slow_neighbours', {
  env: () => ({
    INVENTORY_URL: hangingUrl,
    PATTERNS_URL: hangingUrl,
    PROJECTS_URL: hangingUrl,
    NEIGHBOUR_TIMEOUT_MS: '1000',
  }),
});

const timed = async <T>(work: () => Promise<T>) => {
  const before = calls.length;
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started, calls: calls.slice(before) };
};

/**
 * One timeout, not one after another: seen where the calls hang, so a busy machine's slow request around them
 * does not count. Every call reached its service before the first was let go (asked in turn, the next would
 * arrive after), and each was let go well before a hang ends (never).
 */
async function expectOneTimeout(asked: typeof calls, services: number): Promise<void> {
  expect(asked).toHaveLength(services);
  const letGo = await Promise.all(asked.map((call) => call.letGo));
  expect(Math.max(...asked.map((call) => call.arrived))).toBeLessThan(Math.min(...letGo));
  for (const [index, call] of asked.entries()) expect(letGo[index] - call.arrived).toBeLessThan(10_000);
}

describe('with every neighbour hanging', () => {
  let token = '';
  beforeAll(async () => {
    token = (await suite.tokenOf('slow@example.com')).token;
  });

  it('answers the profile after one timeout (asked in parallel), with zeros and the services named', async () => {
    const { value, ms, calls: asked } = await timed(() => suite.call('GET', '/auth/profile', { token }));
    expect(value.status).toBe(200);
    const { profile } = ProfileResponseSchema.parse(value.body);
    expect(profile.stats).toEqual({ totalYarn: 0, totalPatterns: 0, totalProjects: 0, completedProjects: 0 });
    expect(profile.stats_unavailable).toEqual(['inventory', 'patterns', 'projects']);
    // The timeout was waited out (a busy machine only lengthens the wait)...
    expect(ms).toBeGreaterThanOrEqual(1_000);
    // ...once, the three services asked together.
    await expectOneTimeout(asked, 3);
  });

  it('answers the settings the same way, naming the services whose storage is missing', async () => {
    const { value, calls: asked } = await timed(() => suite.call('GET', '/settings', { token }));
    const { settings } = SettingsResponseSchema.parse(value.body);
    expect(settings).toMatchObject({ storage_used: 0, storage_unavailable: ['inventory', 'patterns'] });
    await expectOneTimeout(asked, 2);
  });
});
