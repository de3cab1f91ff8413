import { PatternSchema } from '@yarn-mgmt/contracts';
import { patternsSuite } from './helpers.js';

const { call, create, token } = patternsSuite('patterns_similar');

const base = {
  designer: null,
  category: 'Hat',
  craft_type: 'knitting',
  yarn_weight: 'DK',
  yardage_required: 500,
  tags: ['winter', 'gift'],
  techniques: ['colorwork', 'in the round'],
};
/** A pattern sharing nothing with `base` but the tag "winter". */
const unlike = {
  designer: null,
  category: 'Scarf',
  craft_type: 'crochet',
  yarn_weight: 'Lace',
  yardage_required: null,
  tags: ['Winter'],
  techniques: [],
};

const similarTitles = async (user: string, id: string) => {
  const reply = await call('GET', `/patterns/recommendations/similar/${id}`, { token: user });
  expect(reply.status).toBe(200);
  return (reply.body as unknown[]).map((pattern) => PatternSchema.parse(pattern).title);
};

describe('similar patterns', () => {
  // X differs from Y in one trait only and is older, so only that trait can put it first (ties go to the newest).
  it.each([
    ['the same category', { category: 'Hat' }],
    ['the same craft', { craft_type: 'knitting' }],
    ['the same yarn weight', { yarn_weight: 'DK' }],
    ['closer yardage', { yardage_required: 480 }, { yardage_required: 1000 }],
    ['more shared tags', { tags: ['winter', 'GIFT'] }],
    ['more shared techniques', { techniques: ['Colorwork'] }],
  ])('ranks higher for %s', async (_trait, x: Record<string, unknown>, y: Record<string, unknown> = {}) => {
    const user = token();
    const pattern = await create(user, { ...base, title: 'Pattern' });
    await create(user, { ...unlike, ...x, title: 'X' });
    await create(user, { ...unlike, ...y, title: 'Y' });
    expect(await similarTitles(user, pattern.id)).toEqual(['X', 'Y']);
  });

  it('answers at most 4 of the user’s other patterns, best first, and leaves out those sharing nothing', async () => {
    const user = token();
    const pattern = await create(user, { ...base, title: 'Pattern' });
    await create(user, { ...unlike, tags: [], title: 'Nothing in common' });
    await create(user, { ...base, title: 'Twin' });
    await create(user, { ...unlike, title: 'Only a tag' });
    await create(user, { ...base, yarn_weight: 'Worsted', title: 'Other weight' });
    await create(user, { ...base, category: 'Socks', title: 'Other category' });
    await create(user, { ...base, tags: [], techniques: [], title: 'No tags' });
    await create(token(), { ...base, title: 'Someone else’s twin' });
    expect(await similarTitles(user, pattern.id)).toEqual([
      'Twin', // 15
      'Other weight', // 13
      'No tags', // 11, newer than the other 11
      'Other category', // 11
    ]);
    expect(
      await similarTitles(user, (await create(user, { ...unlike, tags: [], title: 'Alone' })).id),
    ).toEqual(['Only a tag', 'Nothing in common']);
  });

  it('is a 404 for another user’s pattern', async () => {
    const pattern = await create(token(), base);
    expect(
      (await call('GET', `/patterns/recommendations/similar/${pattern.id}`, { token: token() })).status,
    ).toBe(404);
  });
});
