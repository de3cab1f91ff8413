import {
  RAVELRY_API,
  RAVELRY_PATTERN_ERRORS,
  RAVELRY_PATTERNS_API,
  RavelryPatternSchema,
} from '@yarn-mgmt/contracts';
import { ravelryPattern } from '@yarn-mgmt/testing/ravelry';
import { accountSuite } from './account-suite.js';
import { arriveAtCallback, fakeProviders, startConnection } from './connection-world.js';

// GET /ravelry/patterns/{id} (issue 22; clients ask for GET /patterns/{id}?source=ravelry, the gateway sends it
// here) against the fake Ravelry of libs/testing, which speaks Ravelry's API and logs whose token each call bore.
const ANN = 'ann-reads';
const CAROL = 'carol-reads';
const fakes = fakeProviders({
  ravelry: {
    usernames: [ANN, CAROL],
    size: { stash: 1, patterns: 2, projects: 0 },
    firstIdBlock: 21,
    rateLimit: false,
  },
});

const suite = accountSuite('account_ravelry_patterns', {
  env: () => ({ ...fakes.env(), RAVELRY_BACKOFF_MS: '50' }),
});
const { call } = suite;

/** Through Ravelry's consent page as `username`, and back to the callback from the browser that asked. */
async function link(token: string, username: string): Promise<void> {
  const started = await startConnection(suite.svc, 'ravelry', token);
  const back = await fakes.ravelry.approve(started.authUrl, { username });
  expect((await arriveAtCallback(suite.svc, back, started.cookie)).location).toContain(
    'ravelry_connected=true',
  );
}

const read = (token: string, id: number | string) => call('GET', RAVELRY_PATTERNS_API.pattern(id), { token });
const patternCalls = (id: number) =>
  fakes.ravelry.requests().filter((request) => request.path === `/patterns/${id}.json`);
const error = (code: keyof typeof RAVELRY_PATTERN_ERRORS) => ({
  statusCode: RAVELRY_PATTERN_ERRORS[code][0],
  error: RAVELRY_PATTERN_ERRORS[code][1],
  code,
});

// Flax, Honey Cowl, ... : the fake's first patterns are real ones.
const FLAX = ravelryPattern(0);
const HONEY = ravelryPattern(3);

let ann: { token: string; id: string };
let bob: { token: string; id: string };
let carol: { token: string; id: string };
beforeAll(async () => {
  ann = await suite.tokenOf('ann.ravelry-patterns@example.com');
  bob = await suite.tokenOf('bob.ravelry-patterns@example.com');
  carol = await suite.tokenOf('carol.ravelry-patterns@example.com');
  await link(ann.token, ANN);
  await link(carol.token, CAROL);
});

describe('a live Ravelry pattern', () => {
  it('is read with the user token and shown in the library shape, with its rating', async () => {
    fakes.ravelry.resetLog();
    const { status, body } = await read(ann.token, HONEY.id);
    expect(status).toBe(200);
    const pattern = RavelryPatternSchema.parse(body);
    expect(pattern).toMatchObject({
      id: String(HONEY.id),
      title: 'Honey Cowl',
      designer: 'Antonia Shankland',
      craft_type: 'knitting',
      category: 'Cowl',
      yarn_weight: 'Worsted',
      yardage_required: HONEY.yardage,
      yardage_max: HONEY.yardageMax,
      gauge_stitches: HONEY.gauge,
      gauge_measurement: '4 inches',
      sizes_available: ['Short', 'long'],
      is_free: false,
      price: 6,
      currency: 'USD',
      ravelry_rating: Math.round(HONEY.rating * 100) / 100,
      ravelry_rating_count: HONEY.ratingCount,
      source: 'ravelry',
      source_details: {
        'Ravelry ID': String(HONEY.id),
        URL: `${new URL(fakes.ravelry.authUrl).origin}/patterns/library/honey-cowl`,
      },
    });
    expect(pattern.needle_sizes).toEqual([expect.stringContaining('5 mm')]);
    expect(pattern.notes).toBe(
      "Honey Cowl by Antonia Shankland. Local test data: the pattern's text is not in the API.",
    );
    expect(pattern.image_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/photos\/\d+\/medium\.png$/);
    expect(pattern.full_data).toMatchObject({ id: HONEY.id, rating_count: HONEY.ratingCount });
    expect(pattern.full_data).not.toHaveProperty('personal_attributes');
    expect(patternCalls(HONEY.id)).toEqual([expect.objectContaining({ subject: ANN, status: 200 })]);
  });

  it('is read once for a while: a second read makes no second call, and a change on Ravelry waits', async () => {
    fakes.ravelry.resetLog();
    const first = RavelryPatternSchema.parse((await read(ann.token, FLAX.id)).body);
    fakes.ravelry.editPattern(FLAX.id, { rating: 1.5, ratingCount: 3 });
    const [second, third] = await Promise.all([read(ann.token, FLAX.id), read(ann.token, FLAX.id)]);
    expect(second).toEqual({ status: 200, body: first });
    expect(third).toEqual({ status: 200, body: first });
    expect(patternCalls(FLAX.id)).toHaveLength(1);
  });

  it("never uses another user's token, nor answers from another user's read", async () => {
    fakes.ravelry.resetLog();
    // Ann read Flax before the change; Carol asks for herself and sees Ravelry as it is now.
    const { body } = await read(carol.token, FLAX.id);
    expect(body).toMatchObject({ ravelry_rating: 1.5, ravelry_rating_count: 3 });
    expect(fakes.ravelry.requests().map((request) => request.subject)).toEqual([CAROL]);
  });

  it('is a 404 when Ravelry has no such pattern, or the id is not one of Ravelry', async () => {
    fakes.ravelry.resetLog();
    expect(await read(ann.token, 42)).toEqual({ status: 404, body: error('RAVELRY_PATTERN_NOT_FOUND') });
    expect(patternCalls(42)).toEqual([expect.objectContaining({ status: 404 })]);
    for (const id of ['abc', '0042', '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11']) {
      expect(await read(ann.token, id)).toEqual({ status: 404, body: error('RAVELRY_PATTERN_NOT_FOUND') });
    }
    expect(fakes.ravelry.requests()).toHaveLength(1);
  });

  it('asks to connect Ravelry when the user has no link, without calling Ravelry', async () => {
    fakes.ravelry.resetLog();
    expect(await read(bob.token, HONEY.id)).toEqual({ status: 409, body: error('RAVELRY_NOT_CONNECTED') });
    expect(RAVELRY_PATTERN_ERRORS.RAVELRY_NOT_CONNECTED[1]).toBe('Connect Ravelry to see this pattern');
    expect(fakes.ravelry.requests()).toEqual([]);
    expect((await call('GET', RAVELRY_PATTERNS_API.pattern(HONEY.id))).status).toBe(401);
  });

  it('is a quick 503 when Ravelry keeps failing, and reads again once it is back', async () => {
    const id = HONEY.id + 1;
    fakes.ravelry.injectFailures({ status: 503, count: 10, path: `/patterns/${id}.json` });
    fakes.ravelry.resetLog();
    expect(await read(ann.token, id)).toEqual({ status: 503, body: error('RAVELRY_UNAVAILABLE') });
    // One retry at most (the sync's eight, backing off, would keep a person waiting): counted at the fake.
    expect(patternCalls(id)).toHaveLength(2);
    // A Retry-After too long for a person to wait is not waited for: asked once, and answered before the
    // gateway's 10 s proxy timeout would answer for it (waited, it would be 60 s).
    fakes.ravelry.clearFailures();
    fakes.ravelry.injectFailures({
      status: 429,
      count: 1,
      path: `/patterns/${id}.json`,
      retryAfterSeconds: 60,
    });
    fakes.ravelry.resetLog();
    const started = Date.now();
    expect(await read(ann.token, id)).toEqual({ status: 503, body: error('RAVELRY_UNAVAILABLE') });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(patternCalls(id)).toHaveLength(1);
    fakes.ravelry.clearFailures();
    expect((await read(ann.token, id)).status).toBe(200);
  });

  it('asks to connect again once Ravelry refuses the token, and shows nothing cached after a disconnect', async () => {
    expect((await read(carol.token, HONEY.id)).status).toBe(200);
    fakes.ravelry.revoke(CAROL);
    expect(await read(carol.token, HONEY.id + 2)).toEqual({ status: 409, body: error('RAVELRY_RECONNECT') });
    expect((await call('DELETE', RAVELRY_API.disconnect, { token: carol.token })).status).toBe(200);
    // Honey Cowl is still in Carol's cache, but she is no longer linked.
    expect(await read(carol.token, HONEY.id)).toEqual({ status: 409, body: error('RAVELRY_NOT_CONNECTED') });
  });
});
