import {
  canAddToShoppingList,
  quantityGrams,
  stockBarWidth,
  stockFilterLevel,
  stockLevel,
  stockLevelColor,
} from './stock-level.js';

const entry = (skeins: number, desired: number | null, grams: number | null = 100) => ({
  skeins_remaining: skeins,
  desired_quantity_grams: desired,
  yarn_line: { weight_grams: grams },
});

describe('stockLevel', () => {
  it.each([
    [0, 400, 'critical'],
    [99, 400, 'critical'],
    [100, 400, 'low'],
    [199, 400, 'low'],
    [200, 400, 'moderate'],
    [399, 400, 'moderate'],
    [400, 400, 'sufficient'],
    [900, 400, 'sufficient'],
  ])('%i g of %i g desired is %s', (quantity, desired, level) => {
    expect(stockLevel(quantity, desired)).toBe(level);
  });

  it('counts as sufficient with no desired quantity', () => {
    expect(stockLevel(10, null)).toBe('sufficient');
    expect(stockLevel(10, undefined)).toBe('sufficient');
    expect(stockLevel(10, 0)).toBe('sufficient');
  });

  it('maps levels to the bar colours error, warning, info, success', () => {
    expect(['critical', 'low', 'moderate', 'sufficient'].map((l) => stockLevelColor(l as never))).toEqual([
      'error',
      'warning',
      'info',
      'success',
    ]);
  });
});

describe('stockBarWidth', () => {
  it('is the percentage, capped at 100, and null without a desired quantity', () => {
    expect(stockBarWidth(100, 400)).toBe(25);
    expect(stockBarWidth(1000, 400)).toBe(100);
    expect(stockBarWidth(100, null)).toBeNull();
  });
});

describe('stockFilterLevel', () => {
  it('is out at 0 skeins whatever the desired quantity', () => {
    expect(stockFilterLevel(entry(0, 500))).toBe('out');
    expect(stockFilterLevel(entry(0, null))).toBe('out');
  });

  it('uses the percentage when a desired quantity exists (moderate counts as sufficient)', () => {
    expect(stockFilterLevel(entry(1, 500))).toBe('critical');
    expect(stockFilterLevel(entry(2, 500))).toBe('low');
    expect(stockFilterLevel(entry(3, 500))).toBe('sufficient');
    expect(stockFilterLevel(entry(5, 500))).toBe('sufficient');
  });

  it('without a desired quantity: 2 skeins or fewer is low, more is sufficient', () => {
    expect(stockFilterLevel(entry(0.5, null))).toBe('low');
    expect(stockFilterLevel(entry(2, null))).toBe('low');
    expect(stockFilterLevel(entry(2.5, null))).toBe('sufficient');
  });

  it('falls back to skeins when the weight per skein is not recorded, even with a desired quantity', () => {
    expect(stockFilterLevel(entry(5, 500, null))).toBe('sufficient');
    expect(stockFilterLevel(entry(2, 500, null))).toBe('low');
    expect(stockFilterLevel(entry(0, 500, null))).toBe('out');
  });
});

describe('quantityGrams and canAddToShoppingList', () => {
  it('multiplies skeins remaining by grams per skein', () => {
    expect(quantityGrams(entry(2.5, null, 50))).toBe(125);
  });

  it('is null, not 0, when the weight per skein is not recorded', () => {
    expect(quantityGrams(entry(3, null, null))).toBeNull();
    expect(quantityGrams(entry(3, null, 0))).toBeNull();
  });

  it('offers the shopping list at 2 skeins or fewer', () => {
    expect(canAddToShoppingList(0)).toBe(true);
    expect(canAddToShoppingList(2)).toBe(true);
    expect(canAddToShoppingList(2.1)).toBe(false);
  });
});
