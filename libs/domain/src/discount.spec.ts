import { discountColor, discountPercentage } from './discount.js';

describe('discountPercentage', () => {
  it('is the whole percent off, rounded', () => {
    expect(discountPercentage(7.5, 10)).toBe(25);
    expect(discountPercentage(6.66, 10)).toBe(33);
    expect(discountPercentage(6.65, 10)).toBe(34);
    expect(discountPercentage(0, 12)).toBe(100);
  });

  it('is 0 when it is not a sale', () => {
    expect(discountPercentage(10, 10)).toBe(0);
    expect(discountPercentage(12, 10)).toBe(0);
    expect(discountPercentage(5, 0)).toBe(0);
    expect(discountPercentage(Number.NaN, 10)).toBe(0);
  });
});

describe('discountColor', () => {
  it('is green below 25, amber from 25 to under 40, red from 40', () => {
    expect(discountColor(0)).toBe('success');
    expect(discountColor(24)).toBe('success');
    expect(discountColor(25)).toBe('warning');
    expect(discountColor(39)).toBe('warning');
    expect(discountColor(40)).toBe('error');
    expect(discountColor(70)).toBe('error');
  });
});
