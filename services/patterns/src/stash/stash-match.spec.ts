import type { StashSummaryGroup } from '@yarn-mgmt/contracts';
import { matchStash, neededYards } from './stash-match.js';

const group = (overrides: Partial<StashSummaryGroup> = {}): StashSummaryGroup => ({
  brand: 'Malabrigo',
  line: 'Rios',
  weight_category: 'Worsted',
  yardage_per_skein: 210,
  colorway: 'Azul',
  dye_lot: null,
  skeins: 4,
  yards: 840,
  yarn_ids: [],
  ...overrides,
});

const pattern = {
  yarn_weight: 'Worsted' as const,
  yardage_required: 950,
  yardage_by_size: [
    { size: 'S', yards: 950 },
    { size: 'M', yards: 1100 },
  ],
};

describe('neededYards', () => {
  it('takes the chosen size, by default the first, else yardage_required', () => {
    expect(neededYards(pattern)).toEqual({ size: 'S', yards: 950 });
    expect(neededYards(pattern, 'm')).toEqual({ size: 'M', yards: 1100 });
    expect(neededYards(pattern, 'XL')).toBeUndefined();
    expect(neededYards(pattern, '')).toEqual({ size: 'S', yards: 950 });
    expect(neededYards({ yardage_required: 300, yardage_by_size: [] })).toEqual({ size: null, yards: 300 });
    expect(neededYards({ yardage_required: null, yardage_by_size: [] })).toEqual({ size: null, yards: null });
  });
});

describe('matchStash', () => {
  const stash = [
    group({ line: 'Short own', yards: 800 }),
    group({ line: 'Neighbour enough', weight_category: 'DK', yards: 2000 }),
    group({ line: 'Own enough', yards: 1000 }),
    group({ line: 'Own more', yards: 1500 }),
    group({ line: 'Too thin', weight_category: 'Lace', yards: 5000 }),
  ];

  it('orders enough first, own weight first, most yards first, and leaves out what does not fit', () => {
    const match = matchStash(pattern, stash);
    expect(match).toMatchObject({
      available: true,
      size: 'S',
      sizes: ['S', 'M'],
      needed_yards: 950,
      yarn_weight: 'Worsted',
    });
    expect(match?.groups.map((g) => g.line)).toEqual([
      'Own more',
      'Own enough',
      'Neighbour enough',
      'Short own',
    ]);
  });

  it('measures against the chosen size', () => {
    const match = matchStash(pattern, stash, 'M');
    expect(match?.needed_yards).toBe(1100);
    expect(match?.groups.filter((g) => g.enough).map((g) => g.line)).toEqual([
      'Own more',
      'Neighbour enough',
    ]);
  });

  it('says unavailable when the inventory did not answer, and has nothing to compare without yardage', () => {
    expect(matchStash(pattern, null)).toEqual({
      available: false,
      size: 'S',
      sizes: ['S', 'M'],
      needed_yards: 950,
      yarn_weight: 'Worsted',
      groups: [],
    });
    expect(matchStash({ ...pattern, yardage_required: null, yardage_by_size: [] }, stash)?.groups).toEqual(
      [],
    );
    expect(matchStash({ ...pattern, yarn_weight: null }, stash)?.groups).toEqual([]);
    expect(matchStash(pattern, stash, 'XXL')).toBeUndefined();
  });
});
