import { readPath } from './extract-json.js';
import { parseCurrency, parsePrice } from './price.js';

describe('prices read from shop text', () => {
  it.each([
    ['$12.99', 12.99],
    ['12,99 €', 12.99],
    ['Now $8.50', 8.5],
    ['£1,234.50', 1234.5],
    ['1.234,50 €', 1234.5],
    ['€ 1 234,50', 1234.5],
    ["CHF 1'299.00", 1299],
    ['Was: $1,299', 1299],
    ['USD 7', 7],
    ['  $3.9 ', 3.9],
  ])('reads %s as %d', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it.each(['Sold out', '', null, 'call us'])('reads no price from %p', (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it('takes JSON numbers as they are, refusing negative or infinite ones', () => {
    expect(parsePrice(4.6)).toBe(4.6);
    expect(parsePrice(-1)).toBeNull();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('dotted paths into JSON (the api type)', () => {
  const doc = { data: { products: [{ pricing: { sale: 3 } }] }, list: [1, 2] };

  it('walks objects and array indexes; "." and "" are the root', () => {
    expect(readPath(doc, 'data.products.0.pricing.sale')).toBe(3);
    expect(readPath(doc, 'list')).toEqual([1, 2]);
    expect(readPath(doc, '.')).toBe(doc);
    expect(readPath(doc, '')).toBe(doc);
    expect(readPath(doc, 'data.missing.deeper')).toBeUndefined();
  });
});

describe('the currency read from shop text', () => {
  it.each([
    ['$12.99', 'USD'],
    ['12,99 €', 'EUR'],
    ['£1,234.50', 'GBP'],
    ["CHF 1'299.00", 'CHF'],
    ['CA$8.00', 'CAD'],
    ['A$ 9.95', 'AUD'],
    ['7 USD', 'USD'],
    ['Now 16,95 EUR', 'EUR'],
    ['EUR', 'EUR'],
  ])('reads %s as %s', (text, code) => {
    expect(parseCurrency(text)).toBe(code);
  });

  it.each(['12.99', 'Now 8', '', null, 4.5, 'all colours 12.50'])('reads no currency from %p', (text) => {
    expect(parseCurrency(text)).toBeNull();
  });
});
