import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readPatternDocument } from './pattern-document.js';
import { readSizes } from './size-reading.js';
import { readYardage } from './yardage.js';

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

describe('sizes a measurements section or a table heads', () => {
  it('reads "To fit ..." at the start of a measurements section', () => {
    const text = 'MEASUREMENTS: To fit 32 (34, 36) in. bust. Length to shoulder 20 (21, 22) in.';
    expect(sizesOf(text)).toEqual(['32', '34', '36']);
  });

  it('reads a table headed by ages, with a unit set in a column after a row label', () => {
    const lines = normalisePatternLines(
      ['Age (months)        6      12     18', 'Fits chest    cm    46     50     54'].join('\n'),
    );
    expect(lines.filter(Boolean)).toEqual(['Sizes: 6 / 12 / 18 months', 'Fits chest: 46 / 50 / 54 cm']);
    expect(sizesOf(lines.join('\n'))).toEqual(['6 months', '12 months', '18 months']);
  });

  it('counts a row of bare numbers in the unit named on the line above', () => {
    const lines = normalisePatternLines('Alpaca DK (50 g skeins)\n             2      3      3      4');
    expect(lines.filter(Boolean)).toEqual(['Alpaca DK (50 g skeins)', '2 / 3 / 3 / 4 skeins']);
  });
});

describe('more labelled and grouped size lists', () => {
  it('reads a size heading with a qualifier in brackets before its colon', () => {
    expect(sizesOf("Size (US women's): 6 (8, 10, 12)")).toEqual(['6', '8', '10', '12']);
  });

  it('joins three bracketed groups', () => {
    expect(normalisePatternLines('Sizes: 1 (2) (3, 4) (5, 6)')).toEqual(['Sizes: 1 (2, 3, 4, 5, 6)']);
  });
});

describe('a "To fit" line with its body part, and a wearer before the first size', () => {
  it('reads "To fit chest ..." on a line of its own as the sizes', () => {
    expect(sizesOf('To fit bust 76-81 (86-91, 97-102) cm\nYarn: DK')).toEqual(['76-81', '86-91', '97-102']);
  });

  it("drops a wearer's word before the first size", () => {
    expect(sizesOf("Sizes: Ladies' 10/12 (14/16, 18/20)")).toEqual(['10/12', '14/16', '18/20']);
  });
});

describe('a wearer before a first size that is a number, spelt in other ways', () => {
  it('drops the wearer', () => {
    expect(sizesOf("Sizes: Lady's 32 (34, 36)")).toEqual(['32', '34', '36']);
    expect(sizesOf('Sizes: Unisex 36/38 (40/42)')).toEqual(['36/38', '40/42']);
    expect(sizesOf("Size: Woman's 12 (14)")).toEqual(['12', '14']);
  });

  it('keeps a kind that is a size of its own', () => {
    expect(sizesOf('Sizes: Child (Adult S, Adult L)')).toEqual(['Child', 'Adult S', 'Adult L']);
  });
});

describe('sizes and amounts set apart by spaced colons', () => {
  it('reads a size row with colons between its sizes', () => {
    expect(sizesOf('To fit age: 2-4 : 6-8 : 10-12 years')).toEqual(['2-4 years', '6-8 years', '10-12 years']);
    expect(sizesOf('Sizes: S : M : L : XL')).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesOf('To fit bust: 81 : 86 : 91 cm')).toEqual(['81', '86', '91']);
  });

  it('gives each size its weight, at the length a ball is said to have', () => {
    const text = 'Sizes: S : M : L\nYarn: 300 : 350 : 400 g of DK\n(50 g balls, about 100 m)';
    const document = readPatternDocument(text);
    expect(readYardage(document, sizesOf(text)).yardage?.value).toEqual([
      { size: 'S', yards: 656 },
      { size: 'M', yards: 766 },
      { size: 'L', yards: 875 },
    ]);
  });
});

describe("a baby's sizes, words and ages, the unit after the last in the brackets", () => {
  it('gives the unit to every age and none to the words', () => {
    expect(sizesOf('SIZES\nNewborn (0-3, 3-6, 6-12 months)')).toEqual([
      'Newborn',
      '0-3 months',
      '3-6 months',
      '6-12 months',
    ]);
  });
});
