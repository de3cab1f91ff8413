import { describe, expect, it } from '@jest/globals';
import type { PatternReading } from '@yarn-mgmt/contracts';
import { checkConsistency, INCONSISTENT } from './consistency.js';

const field = <T>(value: T, confidence = 0.9, source = '') => ({ value, confidence, source });

// A reading that hangs together: a worsted pullover in three sizes.
const SOUND: PatternReading = {
  title: field('Fjord Pullover'),
  craft_type: field('knitting'),
  yarn_weight: field('Worsted'),
  yardage: field([
    { size: 'S', yards: 1000 },
    { size: 'M', yards: 1150 },
    { size: 'L', yards: 1300 },
  ]),
  gauge: field({ stitches: 18, rows: 24, inches: 4 }),
  needle_sizes: field([
    { us: '6', mm: 4 },
    { us: '8', mm: 5 },
  ]),
  sizes: field(['S', 'M', 'L'], 0.9, 'S (M, L)'),
};

const confidences = (reading: PatternReading): Record<string, number> =>
  Object.fromEntries(
    Object.entries(reading).flatMap(([name, found]) => (found ? [[name, found.confidence]] : [])),
  );
const lowered = (reading: PatternReading, lines: string[] = []) => {
  const before = confidences(reading);
  const after = confidences(checkConsistency(reading, lines));
  return Object.keys(after)
    .filter((name) => after[name] < before[name])
    .sort();
};

describe('checkConsistency', () => {
  it('leaves a reading that hangs together as it is', () => {
    expect(checkConsistency(SOUND)).toEqual(SOUND);
  });

  it("doubts amounts per size whose count is not the sizes' count, and the sizes", () => {
    const yardage = field([
      { size: '1', yards: 900 },
      { size: '2', yards: 1000 },
    ]);
    expect(lowered({ ...SOUND, yardage })).toEqual(['sizes', 'yardage']);
  });

  it("doubts a garment's yardage far outside what its yarn weight takes", () => {
    expect(lowered({ ...SOUND, yardage: field([{ size: null, yards: 120 }]) })).toEqual(['yardage']);
    expect(lowered({ ...SOUND, yardage: field([{ size: null, yards: 9000 }]) })).toEqual(['yardage']);
    // A hat of one worsted skein is fine; a hat of 2000 yards is not.
    const hat = { ...SOUND, title: field('Ribbed Hat'), sizes: undefined };
    expect(lowered({ ...hat, yardage: field([{ size: null, yards: 180 }]) })).toEqual([]);
    expect(lowered({ ...hat, yardage: field([{ size: null, yards: 2000 }]) })).toEqual(['yardage']);
  });

  it('doubts a gauge far from the yarn weight, and the weight, or rows out of proportion', () => {
    expect(lowered({ ...SOUND, gauge: field({ stitches: 5, rows: 7, inches: 4 }) })).toEqual([
      'gauge',
      'yarn_weight',
    ]);
    expect(lowered({ ...SOUND, gauge: field({ stitches: 18, rows: 80, inches: 4 }) })).toEqual([
      'gauge',
      'yarn_weight',
    ]);
  });

  it('doubts tools far apart or far from the yarn weight', () => {
    const needles = (...mm: number[]) => field(mm.map((size) => ({ us: null, mm: size })));
    expect(lowered({ ...SOUND, needle_sizes: needles(2.5, 6) })).toEqual(['needle_sizes']);
    expect(lowered({ ...SOUND, needle_sizes: needles(2) })).toEqual(['needle_sizes']);
  });

  it('doubts sizes whose first carries a label the others lack, or that left a second group unread', () => {
    const labelled = { ...SOUND, yardage: undefined, sizes: field(['women 6-8', '10-12', '14-16']) };
    expect(lowered(labelled)).toEqual(['sizes']);
    const grouped = { ...SOUND, yardage: undefined, sizes: field(['1', '2', '3'], 0.9, '1 (2, 3) (4, 5)') };
    expect(lowered(grouped)).toEqual(['sizes']);
  });

  it('doubts sizes whose count no list of numbers per size in the text shares', () => {
    const lines = [
      'Chest: 32 (36, 40, 44)"',
      'Cast on 1,120 (1,240, 1,360, 1,480) sts',
      'Length 22 / 23 / 24 / 25"',
    ];
    const one = { ...SOUND, yardage: undefined, sizes: field(['One size']) };
    expect(lowered(one, lines)).toEqual(['sizes']);
    expect(lowered({ ...one, sizes: field(['S', 'M', 'L', 'XL']) }, lines)).toEqual([]);
  });

  it('doubts a title that reads as a header, and a designer with a number', () => {
    for (const title of [
      'Book 2: Gifts',
      'Pattern 2 of 5',
      'Chapter 3: Winter Friends',
      'WOOL SHED · Free Knitting Pattern WS-K42',
    ])
      expect(lowered({ ...SOUND, title: field(title) })).toEqual(['title']);
    expect(lowered({ ...SOUND, designer: field('Studio 54') })).toEqual(['designer']);
    expect(checkConsistency({ ...SOUND, title: field('Pattern 2 of 5') }).title?.confidence).toBe(
      INCONSISTENT,
    );
  });
});

describe('checkConsistency, against what the text prints besides the fields', () => {
  it("doubts a title that is a shop's or mill's masthead, in one language or two", () => {
    for (const title of [
      'Heathfield Yarns / Filatures Heathfield',
      'Alder Wool Co.',
      'Northfold Woollen Mills',
    ])
      expect(lowered({ ...SOUND, title: field(title) })).toEqual(['title']);
    expect(lowered({ ...SOUND, title: field('Harbour Mittens / Mitaines du Port') })).toEqual([]);
  });

  it("doubts sizes named by a table's other rows, and the amounts keyed on them", () => {
    const rows = (sizes: string[]) => ({
      ...SOUND,
      sizes: field(sizes),
      yardage: field(sizes.map((size) => ({ size, yards: 1000 }))),
    });
    expect(lowered(rows(['Length Yarn', 'balls']))).toEqual(['sizes', 'yardage']);
    expect(lowered(rows(['Chest', 'Width', 'Sleeve']))).toEqual(['sizes', 'yardage']);
    expect(lowered(rows(['Small', 'Medium', 'Large']))).toEqual([]);
  });

  it('doubts one needle read where the text works with a larger and a smaller one', () => {
    const one = { ...SOUND, needle_sizes: field([{ us: '6', mm: 4 }]) };
    expect(lowered(one, ['22 sts = 4" on larger needle'])).toEqual(['needle_sizes']);
    expect(lowered(one, ['Change to the smaller hook for the edging'])).toEqual(['needle_sizes']);
    expect(lowered(SOUND, ['With smaller needles, cast on 90 sts'])).toEqual([]);
    expect(lowered(one, ['Cast on with a needle 2 sizes larger'])).toEqual([]);
  });

  it('doubts one amount read where the yarn is given per size', () => {
    const one = { ...SOUND, yardage: field([{ size: null, yards: 1000 }]) };
    expect(lowered(one, ['Yarn: 150 : 200 : 250 : 300 g DK'])).toEqual(['yardage']);
    expect(lowered(one, ['Aran: 4 / 5 / 6 balls'])).toEqual(['yardage']);
    expect(lowered(one, ['Yarn: 100 g / 200 m per ball'])).toEqual([]);
  });
});
