/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import {
  ActivityItemSchema,
  PATTERN_CATEGORIES,
  PatternCategorySchema,
  PatternSchema,
  PatternStatsSchema,
} from '@yarn-mgmt/contracts';
import { patternBody, patternsSuite } from './helpers.js';

const { call, count, create, token, attach, query } = patternsSuite('patterns_crud');

describe('a pattern', () => {
  it('is created with every field, its designer found or created by name, and read back', async () => {
    const user = token();
    const created = await call('POST', '/patterns', {
      token: user,
      body: patternBody({
        tags: ['winter', 'Winter', 'gift'],
        yardage_required: null,
        yardage_by_size: [
          { size: 'Child', yards: 180 },
          { size: 'Adult', yards: 250 },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const pattern = PatternSchema.parse(created.body);
    expect(pattern).toMatchObject({
      title: 'Fair Isle Hat',
      name: 'Fair Isle Hat',
      designer: 'Tin Can Knits',
      PatternDesigner: { name: 'Tin Can Knits' },
      category: 'Hat',
      PatternCategory: { name: 'Hat' },
      craft_type: 'knitting',
      difficulty: 'Intermediate',
      difficulty_level: 3,
      yarn_weight: 'DK',
      yardage_required: 180,
      yardage_max: 250,
      yardage_by_size: [
        { size: 'Child', yards: 180 },
        { size: 'Adult', yards: 250 },
      ],
      needle_sizes: ['US 6 (4 mm)'],
      gauge_stitches: 22,
      gauge_rows: 30,
      gauge_measurement: '4 inches',
      sizes_available: ['Child', 'Adult'],
      source: 'local',
      source_details: { shop: 'Tin Can Knits' },
      purchase_date: '2025-02-01',
      price: 6.5,
      currency: 'USD',
      is_free: false,
      is_favorite: false,
      file: null,
      techniques: ['colorwork', 'in the round'],
      notes: 'Work the chart twice',
      personal_notes: 'Use the blue leftovers',
      tags: ['winter', 'gift'],
    });
    expect((await call('GET', `/patterns/${pattern.id}`, { token: user })).body).toEqual(pattern);
    expect((await call('GET', `/patterns/${pattern.id}?source=local`, { token: user })).body).toEqual(
      pattern,
    );

    await create(user, { title: 'Second', designer: 'TIN CAN KNITS' });
    await create(user, { title: 'Third', designer: 'Andrea Mowry' });
    expect(await count('pattern_designers')).toBe(2);
    const designers = (await call('GET', '/patterns/designers', { token: user })).body as Array<{
      name: string;
    }>;
    expect(designers.map((d) => d.name)).toEqual(['Andrea Mowry', 'Tin Can Knits']);
    // The designer filter's suggestions: part of the name in any case, those starting with it first, bounded.
    const suggest = async (query: string) => {
      const reply = await call('GET', `/patterns/designers${query}`, { token: user });
      return reply.status === 200 ? (reply.body as Array<{ name: string }>).map((d) => d.name) : reply.status;
    };
    expect(await suggest('?search=AN')).toEqual(['Andrea Mowry', 'Tin Can Knits']);
    expect(await suggest('?search=can')).toEqual(['Tin Can Knits']);
    expect(await suggest('?search=an&limit=1')).toEqual(['Andrea Mowry']);
    expect(await suggest('?search=%25')).toEqual([]);
    expect(await suggest('?limit=0')).toBe(400);
    expect(await suggest('?limit=101')).toBe(400);
    expect(await suggest('?other=1')).toBe(400);
  });

  it('is edited (lists replaced, favourite kept when omitted), toggled as a favourite and deleted', async () => {
    const user = token();
    const pattern = await create(user);
    expect((await call('PATCH', `/patterns/${pattern.id}/favorite`, { token: user })).body).toEqual({
      id: pattern.id,
      is_favorite: true,
    });
    const edited = await call('PUT', `/patterns/${pattern.id}`, {
      token: user,
      body: patternBody({ title: 'Fair Isle Beanie', tags: ['hat'], techniques: [], designer: null }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Fair Isle Beanie',
      tags: ['hat'],
      techniques: [],
      designer: null,
      PatternDesigner: null,
      is_favorite: true,
    });
    expect((await call('PATCH', `/patterns/${pattern.id}/favorite`, { token: user })).body.is_favorite).toBe(
      false,
    );

    await attach(user, pattern.id);
    expect((await call('DELETE', `/patterns/${pattern.id}`, { token: user })).status).toBe(204);
    expect((await call('GET', `/patterns/${pattern.id}`, { token: user })).status).toBe(404);
    for (const table of [
      'patterns',
      'pattern_tags',
      'pattern_techniques',
      'pattern_size_yardage',
      'pattern_files',
    ])
      expect([
        table,
        await count(table, table === 'patterns' ? 'id = $1' : 'pattern_id = $1', [pattern.id]),
      ]).toEqual([table, 0]);
    expect((await call('DELETE', `/patterns/${pattern.id}`, { token: user })).status).toBe(404);

    const activity = (await call('GET', '/patterns/activity/recent', { token: user })).body as unknown[];
    expect(activity.map((item) => ActivityItemSchema.parse(item).description)).toEqual([
      'Deleted pattern "Fair Isle Beanie"',
      'Removed "Fair Isle Beanie" from favorites',
      'Edited pattern "Fair Isle Beanie"',
      'Added "Fair Isle Hat" to favorites',
      'Added pattern "Fair Isle Hat"',
    ]);
    expect((await call('GET', '/patterns/activity/recent?limit=2', { token: user })).body).toHaveLength(2);
    expect(activity.every((item) => ActivityItemSchema.parse(item).type === 'pattern')).toBe(true);
  });

  it('keeps Ravelry imports apart with ?source=, and reads a library pattern whatever its source says', async () => {
    const user = token();
    const pattern = await create(user);
    await query(
      `INSERT INTO patterns (user_id, title, source, external_source, external_id, external_snapshot)
       SELECT user_id, 'Flax', 'ravelry', 'ravelry', '700001', '{}' FROM patterns WHERE id = $1`,
      [pattern.id],
    );
    const titles = async (search: string) =>
      (
        (await call('GET', `/patterns${search}`, { token: user })).body as { patterns: unknown[] }
      ).patterns.map((p) => PatternSchema.parse(p).title);
    expect(await titles('?source=ravelry')).toEqual(['Flax']);
    expect(await titles('?source=local')).toEqual([pattern.title]);
    expect((await titles('')).sort()).toEqual(['Flax', pattern.title].sort());
    expect(await call('GET', `/patterns/${pattern.id}?source=ravelry`, { token: user })).toMatchObject({
      status: 200,
      body: { id: pattern.id },
    });
    expect((await call('GET', '/patterns?source=etsy', { token: user })).status).toBe(400);
  });

  it('takes the gauge measurement as a knitter writes it, keeps it with its unit and shows it as written', async () => {
    const user = token();
    for (const [given, kept] of [
      ['4 inches', '4 inches'],
      ['4 in', '4 in'],
      ['10 cm', '10 cm'],
      ['10 x 10 cm', '10 x 10 cm'],
      [4, '4 inches'],
      [null, null],
    ] as const) {
      const created = await call('POST', '/patterns', {
        token: user,
        body: patternBody({ gauge_measurement: given }),
      });
      expect([given, created.status, created.body.gauge_measurement]).toEqual([given, 201, kept]);
      const read = await call('GET', `/patterns/${created.body.id as string}`, { token: user });
      expect(read.body.gauge_measurement).toBe(kept);
    }
    const pattern = await create(user);
    const edited = await call('PUT', `/patterns/${pattern.id}`, {
      token: user,
      body: patternBody({ gauge_measurement: '10 x 10 cm' }),
    });
    expect(edited.body.gauge_measurement).toBe('10 x 10 cm');
    for (const bad of ['four inches', '4 feet', 0, 500, true]) {
      const refused = await call('POST', '/patterns', {
        token: user,
        body: patternBody({ gauge_measurement: bad }),
      });
      expect([bad, refused.status, refused.body.fieldErrors]).toEqual([
        bad,
        400,
        {
          gauge_measurement: [
            'Gauge measurement must be a length such as "4 inches", "10 cm" or "10 x 10 cm"',
          ],
        },
      ]);
    }
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const user = token();
    const pattern = await create(user);
    const before = await count('patterns');
    const bad = await call('POST', '/patterns', {
      token: user,
      body: patternBody({ title: '', difficulty_level: 7, yarn_weight: 'Bulky', is_free: true, price: 5 }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual([
      'difficulty_level',
      'title',
      'yarn_weight',
    ]);
    expect(
      (await call('POST', '/patterns', { token: user, body: patternBody({ is_free: true, price: 5 }) })).body,
    ).toMatchObject({ statusCode: 400, fieldErrors: { price: ['A free pattern has no price'] } });
    expect(
      (await call('PUT', `/patterns/${pattern.id}`, { token: user, body: { title: 'x', extra: 1 } })).status,
    ).toBe(400);
    expect((await call('GET', '/patterns?sort=price', { token: user })).status).toBe(400);
    expect((await call('GET', `/patterns/${pattern.id}?x=1`, { token: user })).status).toBe(400);
    expect((await call('GET', '/patterns/not-a-uuid', { token: user })).status).toBe(404);
    expect(await count('patterns')).toBe(before);
    expect((await call('GET', `/patterns/${pattern.id}`, { token: user })).body).toEqual(pattern);
  });
});

describe('the library', () => {
  it('lists the six categories in the spec order', async () => {
    const reply = await call('GET', '/patterns/categories', { token: token() });
    expect((reply.body as unknown[]).map((c) => PatternCategorySchema.parse(c).name)).toEqual([
      ...PATTERN_CATEGORIES,
    ]);
  });

  it('counts the four tiles', async () => {
    const user = token();
    const free = await create(user, { is_free: true, price: null });
    await create(user, { is_free: true, price: null });
    const withFile = await create(user);
    await attach(user, withFile.id);
    await call('PATCH', `/patterns/${free.id}/favorite`, { token: user });
    expect(PatternStatsSchema.parse((await call('GET', '/patterns/stats', { token: user })).body)).toEqual({
      total: 3,
      favorites: 1,
      free: 2,
      with_files: 1,
    });
    expect((await call('GET', '/patterns/stats', { token: token() })).body).toEqual({
      total: 0,
      favorites: 0,
      free: 0,
      with_files: 0,
    });
  });

  it('needs a token on every route but the file links', async () => {
    for (const path of ['/patterns', '/patterns/stats', '/patterns/categories', '/patterns/activity/recent'])
      expect([path, (await call('GET', path)).status]).toEqual([path, 401]);
  });
});
