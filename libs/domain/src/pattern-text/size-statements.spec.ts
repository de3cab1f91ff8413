import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { bareList, sizeStatements } from './size-statements.js';
import { readPatternText } from './read-pattern-text.js';

describe('bareList', () => {
  it.each([
    ['Sizes: (XS) S (M) L', ['XS', 'S', 'M', 'L']],
    ['To fit: 81-86 / 91-97 / 102-107', ['81-86', '91-97', '102-107']],
    ['Hip: 92/98/104/110 cm', ['92', '98', '104', '110']],
    ['| 2-3 | 4-5 | 6-7 | yrs', ['2-3 yrs', '4-5 yrs', '6-7 yrs']],
    ['Age: 3 - 6 - 9 months', ['3 months', '6 months', '9 months']],
    ['Size: 38/40', null],
    ['Needles: 4 mm and 4.5 mm circular', null],
    ['Amount: 5 6 7 balls of Rosewood', null],
  ])('%s', (line, sizes) => {
    expect(bareList(line)).toEqual(sizes);
  });
});

describe('sizeStatements', () => {
  it('reads "free size" as one size', () => {
    const statements = sizeStatements(readPatternDocument('Poncho\nFree size (fits most)\nYarn: 400 g'));
    expect(statements.map((statement) => statement.sizes)).toContainEqual(['One size']);
  });

  it('rules out a list in millimetres and a list cut through its brackets', () => {
    const text = 'Vest\nSize 6 (4 mm) and size 7 (4.5 mm) needles\nSizes: (S) M (L, XL)';
    const lists = sizeStatements(readPatternDocument(text)).map((statement) => statement.sizes);
    expect(lists.flat().some((size) => /mm|\(|\)/.test(size))).toBe(false);
    expect(lists).toContainEqual(['S', 'M', 'L', 'XL']);
  });
});

describe('one line per size', () => {
  const text = [
    'SIZING AND AMOUNTS',
    'S - 36" chest - 1,240 yds (1,134 m)',
    'M - 40" chest - 1,390 yds (1,271 m)',
    'L - 44" chest - 1,530 yds (1,399 m)',
    '',
    'YARN',
    'Aran wool, 180 yds per 100 g skein',
  ].join('\n');

  it('reads the sizes that begin the lines', () => {
    expect(readPatternText(text).sizes?.value).toEqual(['S', 'M', 'L']);
  });

  it("reads each size's amount after the measurement between them", () => {
    expect(readPatternText(text).yardage?.value).toEqual([
      { size: 'S', yards: 1240 },
      { size: 'M', yards: 1390 },
      { size: 'L', yards: 1530 },
    ]);
  });

  it('needs three lines, each a size of its own', () => {
    const two = sizeStatements(readPatternDocument('S - 36" chest\nM - 40" chest'));
    expect(two.filter((statement) => statement.kind === 'one line per size')).toEqual([]);
  });
});
