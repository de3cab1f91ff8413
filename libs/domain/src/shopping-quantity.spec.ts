import { quantityWithUnit } from './shopping-quantity.js';

describe('quantityWithUnit', () => {
  it.each([
    [1, 'skeins', '1 skein'],
    [2, 'skeins', '2 skeins'],
    [1, 'skein', '1 skein'],
    [3, 'skein', '3 skeins'],
    [0.5, 'skeins', '0.5 skeins'],
    [1, 'Balls', '1 ball'],
    [2, 'pack', '2 packs'],
    [50, 'g', '50 g'],
    [1, 'box of 10', '1 box of 10'],
  ])('%s %s reads "%s"', (quantity, unit, text) => {
    expect(quantityWithUnit(quantity, unit)).toBe(text);
  });
});
