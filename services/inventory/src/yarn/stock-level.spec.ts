import { stockLevelOf } from './stock-level.js';

describe('stockLevelOf', () => {
  it.each([
    [0, 0, 500, 'out'],
    [0, 0, null, 'out'],
    [1, 100, 500, 'critical'],
    [2, 124, 500, 'critical'],
    [2, 125, 500, 'low'],
    [4, 249, 500, 'low'],
    [5, 250, 500, 'moderate'],
    [9, 499, 500, 'moderate'],
    [10, 500, 500, 'sufficient'],
    [1, 100, null, 'low'],
    [2, 200, null, 'low'],
    [2.5, 250, null, 'sufficient'],
    [3, 0, 0, 'sufficient'],
  ] as const)('%d skeins, %d g of %p g desired is %s', (skeins, grams, desired, level) => {
    expect(
      stockLevelOf({ skeins_remaining: skeins, quantity_grams: grams, desired_quantity_grams: desired }),
    ).toBe(level);
  });
});
