import { currencySymbol, moneyText } from './money.js';

describe('moneyText', () => {
  it('writes an amount in its own currency with two decimals (DECISIONS 26)', () => {
    expect(moneyText(16.95, 'USD')).toBe('$16.95');
    expect(moneyText(7.5, 'EUR')).toBe('€7.50');
    expect(moneyText(1234, 'gbp')).toBe('£1,234.00');
    expect(moneyText(8, 'CAD')).toBe('CA$8.00');
    expect(moneyText(12, 'CHF')).toBe('CHF\u00a012.00');
  });

  it('writes a code it cannot format after the amount', () => {
    expect(moneyText(3, 'dollars')).toBe('3.00 dollars');
  });
});

describe('currencySymbol', () => {
  it('is the mark moneyText puts before the amount', () => {
    expect(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'].map(currencySymbol)).toEqual([
      '$',
      '€',
      '£',
      'CA$',
      'A$',
      'CHF',
    ]);
    expect(currencySymbol('dollars')).toBe('dollars');
  });
});
