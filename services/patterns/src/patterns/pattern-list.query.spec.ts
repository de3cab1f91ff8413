import { PatternListQuerySchema } from '@yarn-mgmt/contracts';
import { HAS_FILE_SQL, NEEDED_YARDS_SQL, buildPatternListQuery } from './pattern-list.query.js';

const USER = '11111111-1111-4111-8111-111111111111';
const build = (query: Record<string, string>, makeable?: { weights: string[]; yards: number[] }) =>
  buildPatternListQuery(USER, PatternListQuerySchema.parse(query), makeable);

describe('buildPatternListQuery', () => {
  it('scopes to the user and sorts newest first by default, id as tiebreak', () => {
    expect(build({})).toEqual({
      where: 'p.user_id = $1',
      orderBy: 'p.created_at DESC, p.id DESC',
      params: [USER],
    });
  });

  it('maps each filter to a parameterised condition', () => {
    const { where, params } = build({
      search: '50%_cable',
      category: 'Hat',
      craft_type: 'crochet',
      difficulty: 'Advanced',
      is_free: 'false',
      has_file: 'true',
      designer: 'Tin Can Knits',
      yardageMin: '200',
      yardageMax: '900',
      priceFilter: 'paid',
      yarnWeight: 'DK',
      favorites: '1',
    });
    expect(params).toEqual([
      USER,
      '%50\\%\\_cable%',
      'Hat',
      'crochet',
      [4, 5],
      false,
      '%Tin Can Knits%',
      200,
      900,
      'DK',
    ]);
    expect(where).toBe(
      [
        'p.user_id = $1',
        'p.search_text ILIKE $2',
        'p.category_id = (SELECT id FROM pattern_categories WHERE name = $3)',
        'p.craft_type = $4',
        'p.difficulty_level = ANY($5::int[])',
        'p.is_free = $6',
        HAS_FILE_SQL,
        'p.designer_id IN (SELECT id FROM pattern_designers WHERE user_id = $1 AND name ILIKE $7)',
        'COALESCE(p.yardage_max, p.yardage_required) >= $8',
        'p.yardage_required <= $9',
        'NOT p.is_free',
        'p.yarn_weight = $10',
        'p.is_favorite',
      ].join(' AND '),
    );
  });

  it.each([
    ['Beginner', [1, 2]],
    ['Intermediate', [3]],
    ['Advanced', [4, 5]],
  ])('maps the %s difficulty to levels %p', (difficulty, levels) => {
    expect(build({ difficulty }).params).toEqual([USER, levels]);
  });

  it('filters patterns without a file, free ones, and leaves out false flags and "all"', () => {
    expect(build({ has_file: 'false' }).where).toBe(`p.user_id = $1 AND NOT ${HAS_FILE_SQL}`);
    expect(build({ priceFilter: 'free' }).where).toBe('p.user_id = $1 AND p.is_free');
    expect(build({ priceFilter: 'all', favorites: '0', makeable: 'false' }).where).toBe('p.user_id = $1');
  });

  it('compares the needed yards with what the stash offers per weight for "makeable"', () => {
    const { where, params } = build({ makeable: 'true' }, { weights: ['DK', 'Worsted'], yards: [900, 400] });
    expect(params).toEqual([USER, ['DK', 'Worsted'], [900, 400]]);
    expect(where).toBe(
      'p.user_id = $1 AND EXISTS (SELECT 1 FROM unnest($2::text[], $3::numeric[]) AS m(weight, yards) ' +
        `WHERE m.weight = p.yarn_weight AND m.yards >= ${NEEDED_YARDS_SQL})`,
    );
  });

  it.each([
    [{ sort: 'title' }, 'lower(p.title) ASC, p.id ASC'],
    [{ sort: 'designer', order: 'desc' }, 'lower(d.name) DESC NULLS LAST, p.id DESC'],
    [{ sort: 'difficulty_level' }, 'p.difficulty_level ASC NULLS LAST, p.id ASC'],
    [{ sort: 'yardage_required', order: 'desc' }, 'p.yardage_required DESC NULLS LAST, p.id DESC'],
    [{ sort: 'created_at', order: 'asc' }, 'p.created_at ASC, p.id ASC'],
  ])('sorts %p', (query, orderBy) => {
    expect(build(query).orderBy).toBe(orderBy);
  });
});
