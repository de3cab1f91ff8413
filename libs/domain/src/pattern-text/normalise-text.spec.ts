import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';

describe('normalisePatternLines', () => {
  it('folds ligatures, typographic quotes, dashes and bullets', () => {
    expect(normalisePatternLines('•  \uFB01ngering \u2013 16\u201D circular')).toEqual([
      'fingering - 16" circular',
    ]);
  });

  it('rejoins words hyphenated across lines but keeps the hyphen of top-down', () => {
    expect(normalisePatternLines('Yarn: yard-\nage 800 yds\nworked top-\ndown')).toEqual([
      'Yarn: yardage 800 yds',
      'worked top-down',
    ]);
    expect(normalisePatternLines('Cobble-\nstone Socks')).toEqual(['Cobblestone Socks']);
  });

  it('reads a two-column layout column by column', () => {
    const text = [
      'SIZES          NEEDLES',
      'S (M, L)       US 7 (4.5 mm)',
      '               US 8 (5 mm)',
    ].join('\n');
    expect(normalisePatternLines(text)).toEqual([
      'SIZES',
      'S (M, L)',
      'NEEDLES',
      'US 7 (4.5 mm)',
      'US 8 (5 mm)',
    ]);
  });

  it('drops page numbers and keeps blank lines as paragraph ends', () => {
    expect(normalisePatternLines('Intro\nPage 2 of 7\n- 3 -\n\nNext')).toEqual(['Intro', '', 'Next']);
  });

  it('writes Unicode fractions as decimals', () => {
    expect(normalisePatternLines('US 2½ needles; 7½ sts = 1 inch; ¾ yd')).toEqual([
      'US 2.5 needles; 7.5 sts = 1 inch; 0.75 yd',
    ]);
  });

  it('reads a space-aligned table row by row, an unlabelled header as the sizes', () => {
    const text = [
      '           34"    38"    42"',
      'Yards      1050   1150   1260',
      'Skeins     6      6      7',
    ];
    expect(normalisePatternLines(text.join('\n'))).toEqual([
      'Sizes: 34" / 38" / 42"',
      '',
      'Yardage: 1050 / 1150 / 1260 Yards',
      '',
      'Skeins: 6 / 6 / 7 Skeins',
      '',
    ]);
  });

  it('reads a single spaced row as a list, its closing unit after it, and "≈" as "approx."', () => {
    expect(
      normalisePatternLines('S       M       L       XL\n9       10      11      12      x 50gm'),
    ).toEqual(['S / M / L / XL', '', '9 / 10 / 11 / 12 x 50gm', '']);
    expect(normalisePatternLines('Yarn: Fjell (50 g ≈ 105 m)')).toEqual([
      'Yarn: Fjell (50 g = approx. 105 m)',
    ]);
  });

  it("keeps a unit set one space after a table row's last value as the row's unit", () => {
    const text = ['Size          S       M       L', 'Foot circ.    19      21      23 cm'];
    expect(normalisePatternLines(text.join('\n'))).toEqual([
      'Size: S / M / L',
      '',
      'Foot circ.: 19 / 21 / 23 cm',
      '',
    ]);
  });

  it('puts a unit printed in a row\'s label ("Yarn (g)") after the row\'s values', () => {
    const text = ['Size         1      2      3', 'Yarn (g)     200    250    300'];
    expect(normalisePatternLines(text.join('\n'))).toEqual([
      'Size: 1 / 2 / 3',
      '',
      'Yarn: 200 / 250 / 300 g',
      '',
    ]);
  });

  it('drops a list\'s dash before an item, and reads "x 100g hanks" as a row\'s unit', () => {
    expect(normalisePatternLines('- Needles: 3.5 mm\n-5-')).toEqual(['Needles: 3.5 mm']);
    expect(normalisePatternLines('Heritage Aran   7    8    9    x 100g hanks')).toEqual([
      'Heritage Aran: 7 / 8 / 9 x 100g hanks',
      '',
    ]);
  });

  it('puts a unit printed in a line\'s label ("Yardage (yds):") after its values', () => {
    expect(normalisePatternLines('Yardage (yds): 1100 / 1350 / 1600')).toEqual([
      'Yardage: 1100 / 1350 / 1600 yds',
    ]);
    expect(normalisePatternLines('Finished size (cm): 100 x 120')).toEqual(['Finished size (cm): 100 x 120']);
  });

  it("keeps a left column's cell wrapped onto a line of its own in that column", () => {
    const text = [
      'YARN                           GAUGE',
      'Merino DK, 900 (1000, 1100,    22 sts and 30 rows = 10 cm',
      '1250, 1400) m',
    ];
    // And the list broken inside its brackets read whole.
    expect(normalisePatternLines(text.join('\n'))).toEqual([
      'YARN',
      'Merino DK, 900 (1000, 1100, 1250, 1400) m',
      'GAUGE',
      '22 sts and 30 rows = 10 cm',
    ]);
  });

  it('reads alternating brackets as one list, the unit after it kept', () => {
    expect(normalisePatternLines('Size: XS (S) M (L) XL (XXL)')).toEqual(['Size: XS (S, M, L, XL, XXL)']);
    expect(normalisePatternLines('Size: S (M) L (XL) 2XL')).toEqual(['Size: S (M, L, XL, 2XL)']);
    expect(normalisePatternLines('Natural: 450 (500) 550 (600) g')).toEqual([
      'Natural: 450 (500, 550, 600) g',
    ]);
    // Words in brackets are not sizes: "3 (4) skeins (A)" stays as printed.
    expect(normalisePatternLines('Red 3 (4) skeins (A)')).toEqual(['Red 3 (4) skeins (A)']);
  });

  it('reads a table whose cells are two spaces apart, a "Yardage" row in yards', () => {
    const text = [
      'Size        1     2     3     4',
      'Chest (in)  32    36    40    44',
      'Yardage     860   950   1040  1150',
    ].join('\n');
    expect(normalisePatternLines(text).filter(Boolean)).toEqual([
      'Size: 1 / 2 / 3 / 4',
      'Chest: 32 / 36 / 40 / 44 in',
      'Yardage: 860 / 950 / 1040 / 1150 yards',
    ]);
  });
});

describe('normalisePatternLines, tables of ages', () => {
  it('reads ages set in the cells, or named once at the end of the row, and drops the label colon', () => {
    expect(normalisePatternLines('To fit:    3 mths   6 mths   2 yrs\nChest (cm):   40   45   55')).toEqual([
      'To fit: 3 mths / 6 mths / 2 yrs',
      '',
      'Chest: 40 / 45 / 55 cm',
      '',
    ]);
    expect(
      normalisePatternLines(
        'To fit ages    0-6    6-12    12-18    months\nTo fit chest   41     46      51       cm',
      )[0],
    ).toBe('To fit ages: 0-6 / 6-12 / 12-18 months');
  });
});

describe('normalisePatternLines, rows of yarn amounts', () => {
  it('keeps rows of balls per shade in one paragraph', () => {
    const text =
      'Shade A Blue (1722)     2     3     4     balls\nShade B Silver (1203)   1     1     1     ball';
    expect(normalisePatternLines(text)).toEqual([
      'Shade A Blue (1722): 2 / 3 / 4 balls',
      'Shade B Silver (1203): 1 / 1 / 1 ball',
      '',
    ]);
  });

  it('reads a name and its amount set apart on every line as rows, not as two columns', () => {
    expect(
      normalisePatternLines('A Cream (1005)      4 (4, 5) balls\nB Sage (1725)       1 ball each size'),
    ).toEqual(['A Cream (1005) 4 (4, 5) balls', 'B Sage (1725) 1 ball each size']);
  });
});

describe('normalisePatternLines, each size in brackets of its own', () => {
  it('reads "8 (9) (10) balls" as "8 (9, 10) balls", and leaves words in brackets alone', () => {
    expect(normalisePatternLines('8 (9) (10) balls')).toEqual(['8 (9, 10) balls']);
    expect(normalisePatternLines('Cream (A) (photo) shade')).toEqual(['Cream (A) (photo) shade']);
  });
});

describe('normalisePatternLines, counted rows and bars', () => {
  it('gives a row labelled by what it counts that unit, and keeps a last size M as a size', () => {
    expect(normalisePatternLines('Size    XS    S    M\nBalls   4     5    5')).toEqual([
      'Size: XS / S / M',
      '',
      'Balls: 4 / 5 / 5 Balls',
      '',
    ]);
  });

  it('reads sizes and amounts parted by bars as a slashed list, and leaves a title beside a web address', () => {
    expect(normalisePatternLines('Size: XS | S | M\nYarn: 5 | 5 | 6 skeins')).toEqual([
      'Size: XS / S / M',
      'Yarn: 5 / 5 / 6 skeins',
    ]);
    expect(normalisePatternLines('Ivy Shawl | ivyknits.com')).toEqual(['Ivy Shawl | ivyknits.com']);
  });

  it('closes up letters spaced apart for show, words kept apart', () => {
    expect(normalisePatternLines('H E A T H E R   H A T\nsmall caps: A B')).toEqual([
      'HEATHER HAT',
      'small caps: A B',
    ]);
    expect(normalisePatternLines('S   M   L')).not.toEqual(['SML']);
  });
});
