import type { StashSummaryGroup } from '@yarn-mgmt/contracts';
import { compareStashGroups, matchStashGroup, weightDistance } from './stash-match.js';
import { stashGroupRows } from './stash-match-text.js';

const group = (overrides: Partial<StashSummaryGroup> = {}): StashSummaryGroup => ({
  brand: 'Malabrigo',
  line: 'Rios',
  weight_category: 'Worsted',
  yardage_per_skein: 210,
  colorway: 'Ocean',
  dye_lot: null,
  skeins: 4,
  yards: 800,
  yarn_ids: [],
  ...overrides,
});

describe('weightDistance', () => {
  it('counts steps between weights, thinnest first; null for an unknown weight', () => {
    expect(weightDistance('Worsted', 'Worsted')).toBe(0);
    expect(weightDistance('DK', 'Aran')).toBe(2);
    expect(weightDistance('Super Chunky', 'Lace')).toBe(7);
    expect(weightDistance('Worsted', null)).toBeNull();
    expect(weightDistance('Heavy', 'DK')).toBeNull();
  });
});

describe('matchStashGroup', () => {
  it('is enough when the group covers the yards', () => {
    expect(matchStashGroup(group(), 800, false)).toMatchObject({
      enough: true,
      short_by_yards: 0,
      short_by_skeins: 0,
      neighbouring_weight: false,
    });
  });

  it('is short by yards and by whole skeins of its line, or by yards alone when the line’s skein is unknown', () => {
    expect(matchStashGroup(group(), 950.5, true)).toMatchObject({
      enough: false,
      short_by_yards: 150.5,
      short_by_skeins: 1,
      neighbouring_weight: true,
    });
    expect(matchStashGroup(group({ yardage_per_skein: null }), 1000, false).short_by_skeins).toBeNull();
    expect(matchStashGroup(group({ weight_category: null }), 10, false).weight_category).toBe('');
  });
});

describe('compareStashGroups', () => {
  it('puts enough first, the own weight before a neighbour, more yards first, then names', () => {
    const groups = [
      matchStashGroup(group({ brand: 'B', yards: 500 }), 600, false),
      matchStashGroup(group({ brand: 'C', yards: 900 }), 600, true),
      matchStashGroup(group({ brand: 'D', yards: 700 }), 600, false),
      matchStashGroup(group({ brand: 'A', yards: 500 }), 600, false),
    ].sort(compareStashGroups);
    expect(groups.map((g) => g.brand)).toEqual(['D', 'C', 'A', 'B']);
  });
});

describe('stashGroupRows', () => {
  it('gives each group the stash card’s texts', () => {
    const short = matchStashGroup(group({ dye_lot: 'A42', weight_category: 'Aran' }), 950, true);
    expect(stashGroupRows([short], 950)).toEqual([
      {
        key: 'Malabrigo|Rios|Ocean|A42',
        title: 'Malabrigo Rios - Ocean',
        dyeLot: 'Dye lot A42',
        holding: '4 skeins · 800 yds',
        verdict: 'Short by 150 yds (about 1 skein of Rios)',
        enough: false,
        note: 'Neighbouring weight: Aran',
      },
    ]);
  });
});
