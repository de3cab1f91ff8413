import {
  PATTERN_EXTERNAL_REVIEW_API,
  PATTERN_EXTERNAL_SYNC_API,
  PATTERN_EXTERNAL_SYNC_SCOPE,
  PatternSchema,
} from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import type { TestUser } from '@yarn-mgmt/testing';
import { patternBody, patternsSuite } from './helpers.js';

// Issue 23: a price keeps its currency; one given without a currency is in dollars (DECISIONS 26).
const suite = patternsSuite('patterns_price_currency');
const { call, create } = suite;

const currencyOf = async (user: TestUser, id: string) => {
  const reply = await call('GET', `/patterns/${id}`, { token: user.token });
  expect(reply.status).toBe(200);
  return PatternSchema.parse(reply.body).currency;
};

describe('a pattern price without a currency', () => {
  it('is stored in dollars when created or edited so; one with a currency keeps it; no price, no currency', async () => {
    const ann = suite.harness.user('ann-price');
    const priced = await create(ann.token, { price: 7.5, currency: null });
    expect(priced).toMatchObject({ price: 7.5, currency: 'USD' });
    const euro = await create(ann.token, { price: 7.5, currency: 'EUR' });
    expect(euro.currency).toBe('EUR');
    const free = await create(ann.token, { price: null, currency: null, is_free: true });
    expect(free).toMatchObject({ price: null, currency: null });

    const edit = (id: string, overrides: Record<string, unknown>) =>
      call('PUT', `/patterns/${id}`, { token: ann.token, body: patternBody(overrides) });
    expect((await edit(euro.id, { price: 9, currency: null })).status).toBe(200);
    expect(await currencyOf(ann, euro.id)).toBe('USD');
    expect((await edit(free.id, { price: 4, currency: 'GBP' })).status).toBe(200);
    expect(await currencyOf(ann, free.id)).toBe('GBP');
    expect(
      await suite.count('patterns', `user_id = $1 AND price IS NOT NULL AND currency IS NULL`, [ann.id]),
    ).toBe(0);
  });

  it('from Ravelry is in dollars, and the next sync of the same entry changes nothing', async () => {
    const bob = suite.harness.user('bob-ravelry-price');
    const token = signServiceToken(
      { privateKey: suite.harness.keys.privateKey, kid: suite.harness.keys.kid },
      { service: 'account', scope: PATTERN_EXTERNAL_SYNC_SCOPE, userId: bob.id },
      { issuer: 'yarn-mgmt' },
    );
    const entry = {
      external_id: '41',
      title: 'Flax',
      designer: 'Tin Can Knits',
      category: 'Sweater',
      craft_type: 'knitting',
      needle_sizes: [],
      sizes_available: [],
      difficulty_level: null,
      yarn_weight: null,
      yardage_required: null,
      yardage_max: null,
      gauge_stitches: null,
      gauge_rows: null,
      gauge_measurement: null,
      source_details: {},
      price: 5,
      currency: null,
      is_free: false,
      is_favorite: false,
      ravelry_rating: null,
      ravelry_rating_count: null,
      image_url: null,
    };
    const sync = async () => {
      const reply = await call('POST', PATTERN_EXTERNAL_SYNC_API.upsert, {
        token,
        body: { source: 'ravelry', entries: [entry] },
      });
      expect(reply.status).toBe(200);
      return reply.body as { results: Array<{ pattern_id: string; outcome: string }> };
    };
    const [created] = (await sync()).results;
    expect(created.outcome).toBe('created');
    expect(await currencyOf(bob, created.pattern_id)).toBe('USD');
    expect((await sync()).results[0].outcome).toBe('unchanged');
    const review = await call('GET', `${PATTERN_EXTERNAL_REVIEW_API.review}?source=ravelry`, {
      token: bob.token,
    });
    expect((review.body as { total: unknown }).total).toEqual({ conflicts: 0, missing: 0 });
  });
});
