import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readPatternDocument } from './pattern-document.js';
import { readSizes } from './sizes.js';

const sizesOf = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;

describe('a size list whose first item carries its kind', () => {
  it('drops a shoe-size label with its system in brackets', () => {
    expect(sizesOf('Shoe size (UK): 4-5 (6-7, 8-9)\nLeg: 20 cm')).toEqual(['4-5', '6-7', '8-9']);
    expect(sizesOf('Womens shoe sizes: 5 (6, 7)')).toEqual(['5', '6', '7']);
  });

  it('drops a dress-size label and a country before the first size', () => {
    expect(sizesOf('SIZES\nTo fit US dress size 4-6 (8-10, 12-14)')).toEqual(['4-6', '8-10', '12-14']);
    expect(sizesOf('Sizes: French 38/40 (42/44)')).toEqual(['38/40', '42/44']);
    expect(sizesOf('Sizes: Italian 42 (44, 46, 48)')).toEqual(['42', '44', '46', '48']);
  });
});

describe('sizes in two bracketed groups', () => {
  it('reads both groups as one list', () => {
    expect(sizesOf('Sizes: XS (S, M) (L, XL, 2XL)')).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
    expect(sizesOf('Sizes: 1 (2, 3) (4, 5, 6)')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('joins amounts in two groups and leaves words in brackets alone', () => {
    expect(normalisePatternLines('Yarn: 500 (560, 620) (690, 750) m')).toEqual([
      'Yarn: 500 (560, 620, 690, 750) m',
    ]);
    expect(normalisePatternLines('Width 40 cm (16 in) (after blocking)')).toEqual([
      'Width 40 cm (16 in) (after blocking)',
    ]);
  });
});
