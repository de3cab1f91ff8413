import { ProfileResponseSchema, SettingsResponseSchema } from '@yarn-mgmt/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountSuite } from './account-suite.js';

// Services that accept the connection and never answer: the profile and settings still answer, within the
// timeout, without their figures (the timeout must not become the page's load time).
let hanging: Server;
let hangingUrl = '';
beforeAll(async () => {
  hanging = createServer(() => undefined);
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
    // Long enough that the machine's load cannot pass for a second timeout: one is 1 s, three in a row 3 s.
    NEIGHBOUR_TIMEOUT_MS: '1000',
  }),
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

describe('with every neighbour hanging', () => {
  let token = '';
  beforeAll(async () => {
    token = (await suite.tokenOf('slow@example.com')).token;
  });

  it('answers the profile after one timeout (asked in parallel), with zeros and the services named', async () => {
    const { value, ms } = await timed(() => suite.call('GET', '/auth/profile', { token }));
    expect(value.status).toBe(200);
    const { profile } = ProfileResponseSchema.parse(value.body);
    expect(profile.stats).toEqual({ totalYarn: 0, totalPatterns: 0, totalProjects: 0, completedProjects: 0 });
    expect(profile.stats_unavailable).toEqual(['inventory', 'patterns', 'projects']);
    expect(ms).toBeGreaterThanOrEqual(1_000);
    expect(ms).toBeLessThan(2_900);
  });

  it('answers the settings the same way, naming the services whose storage is missing', async () => {
    const { value, ms } = await timed(() => suite.call('GET', '/settings', { token }));
    const { settings } = SettingsResponseSchema.parse(value.body);
    expect(settings).toMatchObject({ storage_used: 0, storage_unavailable: ['inventory', 'patterns'] });
    expect(ms).toBeLessThan(1_900);
  });
});
