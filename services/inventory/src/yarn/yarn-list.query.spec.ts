import { YarnListQuerySchema } from '@yarn-mgmt/contracts';
import { buildYarnListQuery } from './yarn-list.query.js';
import { QUANTITY_GRAMS_SQL } from './stock-level.js';

const USER = '11111111-1111-4111-8111-111111111111';
const build = (query: Record<string, string>) => buildYarnListQuery(USER, YarnListQuerySchema.parse(query));

describe('buildYarnListQuery', () => {
  it('scopes to the user and sorts newest first by default, id as tiebreak', () => {
    expect(build({})).toEqual({
      where: 'y.user_id = $1',
      orderBy: 'y.created_at DESC, y.id DESC',
      params: [USER],
    });
  });

  it('maps each filter to a parameterised condition', () => {
    const { where, params } = build({
      search: 'merino',
      brand: 'Malabrigo',
      weight: 'DK',
      color: 'blue',
      showOnlyAvailable: 'true',
      fiber: 'wool',
      location: 'bin',
      quantityMin: '100',
      quantityMax: '500',
      priceMin: '5',
      priceMax: '20',
      stockLevel: 'low',
      recentlyAdded: 'true',
      favorites: '1',
    });
    expect(params).toEqual([
      USER,
      '%merino%',
      'Malabrigo',
      'DK',
      '%blue%',
      '%wool%',
      '%bin%',
      100,
      500,
      5,
      20,
      'low',
      30,
    ]);
    expect(where).toContain('lower(b.name) = lower($3)');
    expect(where).toContain('l.weight_category = $4');
    expect(where).toContain('y.skeins_remaining > 0');
    expect(where).toContain(`${QUANTITY_GRAMS_SQL} >= $8`);
    expect(where).toContain('y.purchase_price <= $11');
    expect(where).toContain("ELSE 'sufficient' END) = $12");
    expect(where).toContain('make_interval(days => $13)');
    expect(where).toContain('y.is_favorite');
  });

  it('leaves out false flags and the "all" stock level', () => {
    expect(
      build({ showOnlyAvailable: 'false', favorites: '0', recentlyAdded: 'false', stockLevel: 'all' }).where,
    ).toBe('y.user_id = $1');
  });

  it.each([
    [{ sort: 'colorway' }, 'y.colorway ASC NULLS LAST, y.id ASC'],
    [{ sort: 'remaining_yardage', order: 'desc' }, 'y.remaining_yardage DESC, y.id DESC'],
    [{ sort: 'brand' }, 'lower(b.name) ASC, y.id ASC'],
    [{ sort: 'created_at', order: 'asc' }, 'y.created_at ASC, y.id ASC'],
  ])('sorts %p', (query, orderBy) => {
    expect(build(query).orderBy).toBe(orderBy);
  });
});
