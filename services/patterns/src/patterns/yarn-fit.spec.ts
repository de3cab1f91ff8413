import type { StashSummaryGroup } from '@yarn-mgmt/contracts';
import { fits, makeableYardsByWeight } from './yarn-fit.js';

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

describe('weights', () => {
  it('lets the neighbouring weight on either side fit, in the pattern weight order', () => {
    expect(fits('Worsted', 'DK')).toBe(true);
    expect(fits('Worsted', 'Aran')).toBe(true);
    expect(fits('Worsted', 'Sport')).toBe(false);
    expect(fits('Worsted', null)).toBe(false);
    expect(fits(null, 'Worsted')).toBe(false);
  });
});

describe('makeableYardsByWeight', () => {
  it('gives each weight the most yards of one group of that weight or a neighbouring one', () => {
    expect(
      makeableYardsByWeight([
        group({ weight_category: 'DK', yards: 500 }),
        group({ weight_category: 'Worsted', yards: 300 }),
        group({ weight_category: null, yards: 9000 }),
      ]),
    ).toEqual({ weights: ['Sport', 'DK', 'Worsted', 'Aran'], yards: [500, 500, 500, 300] });
    expect(makeableYardsByWeight([])).toEqual({ weights: [], yards: [] });
  });
});
