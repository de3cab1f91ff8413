import { countText, gaugeText, listText, priceCurrency, priceText, yardageText } from './pattern-facts.js';

describe('yardageText', () => {
  it('is "N yards", or "min-max yards" when a larger maximum exists', () => {
    expect(yardageText(400, null)).toBe('400 yards');
    expect(yardageText(400, 600)).toBe('400-600 yards');
    expect(yardageText(400, 400)).toBe('400 yards');
  });

  it('says nothing without yardage, and the maximum alone when only it is known', () => {
    expect(yardageText(null, null)).toBeNull();
    expect(yardageText(null, 600)).toBe('600 yards');
  });
});

describe('gaugeText', () => {
  it('is "N sts / measurement", the measurement defaulting to 4 inches', () => {
    expect(gaugeText(20, null)).toBe('20 sts / 4 inches');
    expect(gaugeText(22, '10 cm')).toBe('22 sts / 10 cm');
    expect(gaugeText(22, '10 x 10 cm')).toBe('22 sts / 10 x 10 cm');
    expect(gaugeText(18.5, '2 inches')).toBe('18.5 sts / 2 inches');
    expect(gaugeText(null, '4 in')).toBeNull();
  });
});

describe('priceText', () => {
  it('is "Free" for a free pattern, else the price in its own currency (DECISIONS 26)', () => {
    expect(priceText(null, null, true)).toBe('Free');
    expect(priceText(6.5, 'USD', false)).toBe('$6.50');
    expect(priceText(7.5, 'EUR', false)).toBe('€7.50');
    expect(priceText(null, 'USD', false)).toBeNull();
  });

  it('reads a price stored without a currency as dollars: the Currency setting never relabels it', () => {
    expect(priceText(8, null, false)).toBe('$8.00');
    expect(priceText(0, null, false)).toBe('$0.00');
  });
});

describe('priceCurrency', () => {
  it('keeps a price’s own currency, gives dollars to a price without one, and nothing to no price', () => {
    expect(priceCurrency(7.5, 'EUR')).toBe('EUR');
    expect(priceCurrency(7.5, null)).toBe('USD');
    expect(priceCurrency(0, null)).toBe('USD');
    expect(priceCurrency(null, null)).toBeNull();
    expect(priceCurrency(null, 'GBP')).toBe('GBP');
  });
});

describe('listText and countText', () => {
  it('joins with commas and writes counts without trailing zeros', () => {
    expect(listText(['US 7', 'US 8'])).toBe('US 7, US 8');
    expect(listText([])).toBeNull();
    expect(countText(2)).toBe('2');
    expect(countText(2.5)).toBe('2.5');
    expect(countText(1 / 3)).toBe('0.33');
  });
});
