import { DEMO_DEALS, discountColor, discountPercent } from './demo-data';

describe('demo deals', () => {
  it('works out each discount from the two prices', () => {
    expect(DEMO_DEALS.map(discountPercent)).toEqual([40, 25, 15]);
  });

  it.each([
    [70, 'error'],
    [40, 'error'],
    [39, 'warning'],
    [25, 'warning'],
    [24, 'success'],
    [0, 'success'],
  ] as const)('colours a %i%% discount %s (spec thresholds 25 and 40)', (percent, color) => {
    expect(discountColor(percent)).toBe(color);
  });
});
