import { PatternListResponseSchema, type Pattern } from '@yarn-mgmt/contracts';
import { patternsSuite } from './helpers.js';

// One library whose five patterns each filter and each sort tells apart (spec part 1 sections 3 and 9).
const suite = patternsSuite('patterns_list');
let user: string;
const p: Record<'A' | 'B' | 'C' | 'D' | 'E', Pattern> = {} as never;

const plain = {
  designer: null,
  tags: [],
  techniques: [],
  pattern_notes: null,
  personal_notes: null,
  price: null,
  yardage_required: null,
  yardage_max: null,
};

beforeAll(async () => {
  user = suite.token();
  p.A = await suite.create(user, {
    ...plain,
    title: 'Aran Cable Sweater',
    designer: 'Alice Starmore',
    category: 'Sweater',
    difficulty_level: 4,
    yarn_weight: 'Worsted',
    yardage_required: 1200,
    yardage_max: 1600,
    price: 8,
    tags: ['cables'],
  });
  p.B = await suite.create(user, {
    ...plain,
    title: 'Baby Blanket',
    designer: 'Bob Crochets',
    category: 'Blanket',
    craft_type: 'crochet',
    difficulty_level: 1,
    yarn_weight: 'DK',
    yardage_required: 900,
    is_free: true,
  });
  p.C = await suite.create(user, {
    ...plain,
    title: 'Cozy Hat',
    category: 'Hat',
    difficulty_level: 2,
    yarn_weight: 'Chunky',
    yardage_required: 150,
    price: 5,
    pattern_notes: 'A quick weekend knit',
  });
  p.D = await suite.create(user, {
    ...plain,
    title: 'Delicate Lace Shawl',
    designer: 'alice starmore',
    category: 'Accessories',
    difficulty_level: 5,
    yarn_weight: 'Lace',
    yardage_required: 2600,
    price: 12,
    tags: ['lace', 'gift'],
    personal_notes: 'For mum',
  });
  p.E = await suite.create(user, {
    ...plain,
    title: 'Easy Socks',
    designer: 'Carol Feller',
    category: 'Socks',
    difficulty_level: 3,
    yarn_weight: 'Fingering',
    is_free: true,
  });
  await suite.attach(user, p.C.id);
  await suite.call('PATCH', `/patterns/${p.A.id}/favorite`, { token: user });
  // Someone else's pattern matches every filter below and must never show.
  await suite.create(suite.token(), {
    title: 'Aran Cable Sweater',
    designer: 'Alice Starmore',
    is_free: true,
    price: null,
  });
});

const list = async (query: string) => {
  const reply = await suite.call('GET', `/patterns${query}`, { token: user });
  expect([query, reply.status]).toEqual([query, 200]);
  return PatternListResponseSchema.parse(reply.body);
};
const titles = async (query: string) => (await list(query)).patterns.map((pattern) => pattern.title[0]);

describe('GET /patterns filters', () => {
  it.each([
    ['', ['E', 'D', 'C', 'B', 'A']],
    ['?search=cable', ['A']],
    ['?search=BOB', ['B']],
    ['?search=gift', ['D']],
    ['?search=weekend', ['C']],
    ['?search=mum', ['D']],
    ['?search=%25', []],
    ['?category=Hat', ['C']],
    ['?craft_type=crochet', ['B']],
    ['?difficulty=Beginner', ['C', 'B']],
    ['?difficulty=Intermediate', ['E']],
    ['?difficulty=Advanced', ['D', 'A']],
    ['?is_free=true', ['E', 'B']],
    ['?is_free=false', ['D', 'C', 'A']],
    ['?has_file=true', ['C']],
    ['?has_file=false', ['E', 'D', 'B', 'A']],
    ['?designer=ALICE%20STARMORE', ['D', 'A']],
    ['?designer=starm', ['D', 'A']],
    ['?designer=e', ['E', 'D', 'B', 'A']],
    ['?designer=Bob%20C', ['B']],
    ['?designer=%25', []],
    ['?yardageMin=1000', ['D', 'A']],
    ['?yardageMax=1000', ['C', 'B']],
    ['?yardageMin=1500&yardageMax=2000', ['A']],
    ['?yardageMin=1700&yardageMax=2000', []],
    ['?priceFilter=free', ['E', 'B']],
    ['?priceFilter=paid', ['D', 'C', 'A']],
    ['?priceFilter=all', ['E', 'D', 'C', 'B', 'A']],
    ['?yarnWeight=Worsted', ['A']],
    ['?favorites=true', ['A']],
    ['?favorites=false', ['E', 'D', 'C', 'B', 'A']],
    ['?is_free=false&difficulty=Advanced&yardageMin=2000&search=lace', ['D']],
  ])('%s', async (query, expected) => {
    const found = await list(query);
    expect(found.patterns.map((pattern) => pattern.title[0])).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });
});

describe('GET /patterns sorts', () => {
  const alices = () => [p.A, p.D].sort((x, y) => x.id.localeCompare(y.id)).map((x) => x.title[0]);

  it.each([
    ['?sort=created_at&order=asc', ['A', 'B', 'C', 'D', 'E']],
    ['?sort=title', ['A', 'B', 'C', 'D', 'E']],
    ['?sort=title&order=desc', ['E', 'D', 'C', 'B', 'A']],
    ['?sort=difficulty_level', ['B', 'C', 'E', 'A', 'D']],
    ['?sort=difficulty_level&order=desc', ['D', 'A', 'E', 'C', 'B']],
    ['?sort=yardage_required', ['C', 'B', 'A', 'D', 'E']],
    ['?sort=yardage_required&order=desc', ['D', 'A', 'B', 'C', 'E']],
  ])('%s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('sorts by designer name in any case, the same name by id, patterns without a designer last', async () => {
    expect(await titles('?sort=designer')).toEqual([...alices(), 'B', 'E', 'C']);
    expect(await titles('?sort=designer&order=desc')).toEqual(['E', 'B', ...alices().reverse(), 'C']);
  });
});

describe('GET /patterns pages', () => {
  it('pages with limit and offset, and counts every match', async () => {
    expect(await list('?sort=title&limit=2')).toMatchObject({ total: 5 });
    expect(await titles('?sort=title&limit=2')).toEqual(['A', 'B']);
    expect(await titles('?sort=title&limit=2&offset=2')).toEqual(['C', 'D']);
    expect(await list('?sort=title&limit=2&offset=4')).toMatchObject({
      total: 5,
      patterns: [{ title: 'Easy Socks' }],
    });
    expect(await list('?offset=10')).toEqual({ patterns: [], total: 5 });
    expect((await suite.call('GET', '/patterns?limit=101', { token: user })).status).toBe(400);
  });

  it('keeps pages stable when the sorted values tie', async () => {
    const owner = suite.token();
    const same = [];
    for (let i = 0; i < 5; i += 1) same.push(await suite.create(owner, { title: 'Same Title' }));
    const seen: string[] = [];
    for (let offset = 0; offset < 5; offset += 1) {
      const reply = await suite.call('GET', `/patterns?sort=title&limit=1&offset=${offset}`, {
        token: owner,
      });
      seen.push(...PatternListResponseSchema.parse(reply.body).patterns.map((x) => x.id));
    }
    expect(seen).toEqual(same.map((x) => x.id).sort());
  });
});
