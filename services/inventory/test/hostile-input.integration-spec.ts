import { ApiErrorSchema } from '@yarn-mgmt/contracts';
import { inventorySuite, yarnBody } from './helpers.js';

// Issue 7, as it was seen: each of these was a 500 (or a silently coerced value) before.
const suite = inventorySuite('inventory_hostile');
const ann = () => suite.harness.user('ann');
const fieldErrorsOf = (reply: { status: number; body: unknown }) => {
  expect(reply.status).toBe(400);
  return ApiErrorSchema.parse(reply.body).fieldErrors;
};

describe('hostile input to the inventory', () => {
  it('answers a NUL in a query string with a 400 naming the parameter', async () => {
    for (const [path, field] of [
      ['/yarn?search=%00', 'search'],
      ['/yarn?brand=Mala%00brigo', 'brand'],
      ['/yarn/lines?brand=%00', 'brand'],
      ['/yarn/catalogue?search=%00', 'search'],
    ] as const) {
      expect(fieldErrorsOf(await ann().call('GET', path))).toEqual({
        [field]: ['Must not contain the NUL character'],
      });
    }
  });

  it('refuses numbers the columns cannot hold, and strings or arrays for numbers, and stores nothing', async () => {
    const post = (overrides: Record<string, unknown>) =>
      ann().call('POST', '/yarn', { body: yarnBody(overrides) });
    expect(fieldErrorsOf(await post({ yardage_per_skein: 3e9, weight_grams: 1e8 }))).toEqual({
      yardage_per_skein: ['Yardage per skein must be at most 1,000,000'],
      weight_grams: ['Weight per skein must be at most 100,000'],
    });
    expect(fieldErrorsOf(await post({ skeins_total: '', skeins_remaining: [5] }))).toEqual({
      skeins_total: ['Skeins must be a number'],
      skeins_remaining: ['Skeins remaining must be a number'],
    });
    expect(fieldErrorsOf(await post({ notes: 'wool\u0000' }))).toEqual({
      notes: ['Must not contain the NUL character'],
    });
    const tiny = await ann().call('POST', '/shopping-list', { body: { name: 'Rios', quantity: 0.001 } });
    expect(fieldErrorsOf(tiny)).toEqual({ quantity: ['Quantity can have at most 2 decimal places'] });
    expect(await suite.count('yarn_items')).toBe(0);
    expect(await suite.count('shopping_list_items')).toBe(0);
  });
});
