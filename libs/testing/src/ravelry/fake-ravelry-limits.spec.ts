import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_RAVELRY_USERNAME, startFakeRavelry, type FakeRavelry } from './fake-ravelry.js';
import { seedRavelry } from './ravelry-seed.js';
import { api, connect, tokenRequest } from './fake-ravelry.test-kit.js';

const me = LOCAL_RAVELRY_USERNAME;
let fake: FakeRavelry;
beforeAll(async () => {
  fake = await startFakeRavelry({ rateLimitPerSecond: 2 });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.clearFailures();
  fake.resetLog();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the fake Ravelry: bursts and failures', () => {
  it('answers 429 with Retry-After past 2 requests a second per token, and lets a client that waits through', async () => {
    const { access_token: token } = await connect(fake);
    await sleep(1100);
    const burst = await Promise.all([1, 2, 3, 4].map(() => api(fake, '/current_user.json', token)));
    expect(burst.map((response) => response.status).sort()).toEqual([200, 200, 429, 429]);
    expect(burst.find((response) => response.status === 429)!.headers.get('retry-after')).toBe('1');
    await sleep(1100);
    expect((await api(fake, '/current_user.json', token)).status).toBe(200);
    // Another token has its own count.
    const other = await connect(fake);
    expect((await api(fake, '/current_user.json', other.access_token)).status).toBe(200);
    const log = fake.requests().filter((entry) => entry.path === '/current_user.json');
    expect(log.map((entry) => entry.status)).toContain(429);
    expect(log.every((entry) => entry.subject === me)).toBe(true);
  });

  it('answers injected failures (a 504 page from the proxy, a 429) for the matching path, then recovers', async () => {
    const { access_token: token } = await connect(fake);
    fake.setRateLimit(false);
    fake.injectFailures({ status: 504, count: 2, path: `/people/${me}/stash` });
    fake.injectFailures({ status: 429, path: '/current_user.json', retryAfterSeconds: 3 });
    const first = await api(fake, `/people/${me}/stash/list.json`, token);
    expect(first.status).toBe(504);
    expect(await first.text()).toContain('504 Gateway Time-out');
    expect((await api(fake, `/people/${me}/stash/list.json`, token)).status).toBe(504);
    expect((await api(fake, `/people/${me}/stash/list.json`, token)).status).toBe(200);
    const limited = await api(fake, '/current_user.json', token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect((await api(fake, '/current_user.json', token)).status).toBe(200);
    fake.setRateLimit(2);
  });
});

describe('seedRavelry', () => {
  it('makes the same account every time for a username, and another for another', () => {
    expect(seedRavelry({ username: 'a-knitter' })).toEqual(seedRavelry({ username: 'a-knitter' }));
    expect(seedRavelry({ username: 'b-knitter' }).stash[0].id).not.toBe(
      seedRavelry({ username: 'a-knitter' }).stash[0].id,
    );
  });

  it('builds a large account with unique ids and real yarn lines', () => {
    const big = seedRavelry({ username: 'big-stash', stash: 1000, patterns: 500, projects: 200 });
    expect(new Set(big.stash.map((entry) => entry.id)).size).toBe(1000);
    expect(new Set(big.stash.flatMap((entry) => entry.packs.map((pack) => pack.id))).size).toBe(
      big.stash.reduce((sum, entry) => sum + entry.packs.length, 0),
    );
    const patterns = new Set([
      ...big.library.map((item) => item.patternId),
      ...big.favorites.filter((item) => item.type === 'pattern').map((item) => item.favoritedId),
    ]);
    expect(patterns.size).toBe(500);
    expect(big.projects).toHaveLength(200);
    expect(
      Math.max(...big.stash.map((entry) => entry.id), ...big.projects.map((project) => project.id)),
    ).toBeLessThan(2 ** 31);
  });

  it('refuses a second account whose ids collide', async () => {
    const local = await startFakeRavelry({ accounts: [seedRavelry({ username: 'one', idBlock: 5 })] });
    try {
      expect(() => local.addAccount(seedRavelry({ username: 'two', idBlock: 5 }))).toThrow(/collides/);
      local.addAccount(seedRavelry({ username: 'three', idBlock: 6 }));
      expect(local.account('three').user.username).toBe('three');
    } finally {
      await local.close();
    }
  });
});

describe('the fake Ravelry in local mode (stateFile)', () => {
  it('keeps the grants across a restart: the refresh token still rotates, the old access token still reads', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fake-ravelry-'));
    const stateFile = path.join(dir, 'ravelry-grants.json');
    try {
      const first = await startFakeRavelry({ stateFile });
      const tokens = await connect(first);
      await first.close();
      const second = await startFakeRavelry({ stateFile });
      try {
        expect((await api(second, '/current_user.json', tokens.access_token)).status).toBe(200);
        const refreshed = await tokenRequest(second, {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
        });
        expect(refreshed.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
