import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readPatternDocument } from './pattern-document.js';
import { readSizes } from './size-reading.js';

const rows = (text: string) => normalisePatternLines(text).filter(Boolean);
const sizesOf = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;

describe('space-aligned size tables', () => {
  it('reads a header of sizes written as words, over rows with a unit and a stop after them', () => {
    const table = [
      'MEASUREMENTS',
      '                 Small      Medium     Large',
      'To fit chest     36-38      39-41      42-44     ins.',
      '                 91-97      99-104     107-112   cm.',
    ].join('\n');
    expect(rows(table).slice(0, 3)).toEqual([
      'MEASUREMENTS',
      'Sizes: Small / Medium / Large',
      'To fit chest: 36-38 / 39-41 / 42-44 ins.',
    ]);
    expect(sizesOf(table)).toEqual(['Small', 'Medium', 'Large']);
    expect(
      sizesOf('              Extra Small    Small    Medium\nBust          30             32       34'),
    ).toEqual(['Extra Small', 'Small', 'Medium']);
  });

  it('reads a row of counts after a times sign, as British leaflets print it', () => {
    expect(rows('YARN\nHeather (845)   x   6   7   8   9   balls')).toEqual([
      'YARN',
      'Heather (845): 6 / 7 / 8 / 9 balls',
    ]);
  });

  it('reads a mixed number in a cell', () => {
    expect(rows('              S        M        L\nLength        20 1/2   21       21 1/2   in')).toEqual([
      'Sizes: S / M / L',
      'Length: 20 1/2 / 21 / 21 1/2 in',
    ]);
  });

  it("takes a unit printed in every cell as the row's", () => {
    const table = ['Age        1 yr     2 yrs    3 yrs', 'Chest      50 cm    53 cm    56 cm'].join('\n');
    expect(rows(table)).toEqual(['Sizes: 1 yr / 2 yrs / 3 yrs', 'Chest: 50 / 53 / 56 cm']);
    expect(rows('Size    XS      S       M\nBust    30 in   32 in   34 in')).toEqual([
      'Size: XS / S / M',
      'Bust: 30 / 32 / 34 in',
    ]);
    expect(rows('Size    1     2     3\nYarn    150 g   200 g   250 g')).toEqual([
      'Size: 1 / 2 / 3',
      'Yarn: 150 / 200 / 250 g',
    ]);
  });

  it('reads the sizes of an age table whose other rows carry units, and counts its balls per size', () => {
    const table = [
      'Size          3 yrs     5 yrs     7 yrs',
      'Chest         60 cm     64 cm     68 cm',
      'Yarn (balls)  3         4         5',
    ].join('\n');
    expect(sizesOf(table)).toEqual(['3 yrs', '5 yrs', '7 yrs']);
    expect(rows(table).at(-1)).toEqual('Yarn: 3 / 4 / 5 balls');
  });

  it('reads cells set two spaces apart when a unit closes the row', () => {
    const table = [
      'Size           2XS      XS       S        M',
      'To fit chest   76-81    81-86    86-91    91-97  cm',
      'Wool           250      300      300  350  g',
    ].join('\n');
    expect(rows(table)).toEqual([
      'Size: 2XS / XS / S / M',
      'To fit chest: 76-81 / 81-86 / 86-91 / 91-97 cm',
      'Wool: 250 / 300 / 300 / 350 g',
    ]);
  });
});

describe("a table's row and an amount for every size under it", () => {
  it('reads each as a line of its own', () => {
    const block = ['Main (Sand)     3     3     4     5     balls', 'Trim (Rust)     1 ball, all sizes'].join(
      '\n',
    );
    expect(rows(block)).toEqual(['Main (Sand): 3 / 3 / 4 / 5 balls', 'Trim (Rust) 1 ball, all sizes']);
  });
});

describe('yarns listed over a column of amounts', () => {
  it("reads each yarn with its amount in the column's unit", () => {
    const block = ['Colour                Skeins', 'Teal (12)             2', 'Rust (40)             1'].join(
      '\n',
    );
    expect(rows(block)).toEqual(['Teal (12): 2 Skeins', 'Rust (40): 1 Skeins']);
  });
});

describe('a table set in columns under their names', () => {
  const table = [
    'Size     Chest     Length     Yardage (m)',
    'S        92 cm     60         640',
    'M        100       62         710',
    'L        108       64         790',
  ].join('\n');

  it('reads each column as a row under its name, the first as the sizes', () => {
    expect(rows(table)).toEqual([
      'Sizes: S / M / L',
      'Chest: 92 cm / 100 / 108',
      'Length: 60 / 62 / 64',
      'Yardage: 640 / 710 / 790 m',
    ]);
    expect(sizesOf(table)).toEqual(['S', 'M', 'L']);
  });

  it('leaves a list of names over sentences alone', () => {
    const prose = ['Yarn     Needles     Notions', 'Fine wool     4 mm pair     six buttons'].join('\n');
    expect(rows(prose).join(' | ')).not.toMatch(/Sizes:/);
  });
});

describe("a web page's box of facts, names and values set apart by spaces", () => {
  const page = [
    'Kestrel Cowl pattern by Lotte ter Horst',
    '',
    'Craft            Crochet',
    'Yarn weight      Aran (8 wpi)',
    'Hook size        5.5 mm (I)',
    'Yardage          180 - 360 yards (165 - 329 m)',
    'Sizes available  Single loop (Double loop)',
    'This pattern is available for €5.00 EUR                                   buy it now',
  ].join('\n');

  it('reads each name with its value, not a column of names over a column of values', () => {
    expect(rows(page).slice(1)).toEqual([
      'Craft: Crochet',
      'Yarn weight: Aran (8 wpi)',
      'Hook size: 5.5 mm (I)',
      'Yardage: 180 - 360 yards (165 - 329 m)',
      'Sizes available Single loop (Double loop)',
      'This pattern is available for €5.00 EUR',
      'buy it now',
    ]);
    expect(sizesOf(page)).toEqual(['Single loop', 'Double loop']);
  });

  it("keeps a value's other system, set under it, with it", () => {
    const box = [
      'MEASUREMENTS',
      'To fit chest      96 – 102 – 107 – 112 cm',
      '                  38 – 40 – 42 – 44 in',
      'Actual chest     108 – 114 – 120 – 126 cm',
      'Length            66 – 68 – 70 – 71 cm',
    ].join('\n');
    expect(rows(box)[1]).toBe('To fit chest: 96 - 102 - 107 - 112 cm / 38 - 40 - 42 - 44 in');
    expect(sizesOf(box)).toEqual(['96', '102', '107', '112']);
  });
});

describe('a table extracted one cell per line', () => {
  const table = [
    'SIZING',
    'Size',
    '1',
    '2',
    '3',
    'Finished bust (in)',
    '32',
    '36',
    '40',
    'Yards',
    '860',
    '960',
    '1060',
  ];

  it('is set back in rows and read as the sizes and the yards per size', () => {
    expect(rows(table.join('\n')).slice(1, 4)).toEqual([
      'Size: 1 / 2 / 3',
      'Finished bust: 32 / 36 / 40 in',
      'Yardage: 860 / 960 / 1060 Yards',
    ]);
    expect(sizesOf(table.join('\n'))).toEqual(['1', '2', '3']);
  });

  it('leaves labels over different numbers of lines alone', () => {
    expect(rows('Round 1\n6\n12\nRound 2\n18\n24\n30').join(' | ')).not.toMatch(/Round 1: |Round 1 +6/);
  });
});

describe('a table set in columns, a measure restated in the other unit in its cells', () => {
  it('reads the sizes from the first column and each column as a row', () => {
    const table = [
      'SIZES & YARDAGE',
      'Size     Finished chest      Yards     Meters',
      'S        36" (91 cm)         950       869',
      'M        40" (102 cm)        1,050     960',
      'L        44" (112 cm)        1,150     1,052',
    ].join('\n');
    expect(sizesOf(table)).toEqual(['S', 'M', 'L']);
    expect(rows(table)).toContain('Yardage: 950 / 1,050 / 1,150 Yards');
  });
});
