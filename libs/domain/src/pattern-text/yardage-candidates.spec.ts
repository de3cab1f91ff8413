import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { yardageCandidates } from './yardage-candidates.js';

const readings = (text: string, sizes?: string[]) =>
  yardageCandidates(readPatternDocument(text), sizes).map((candidate) => ({
    kind: candidate.kind,
    yards: candidate.yards.map(Math.round),
  }));

describe('yardageCandidates', () => {
  it('offers each way the amounts could be meant: the count times one length, and the length alone', () => {
    const found = readings('Scarf\nYarn: 3 skeins of Meadow Aran, 180 yds');
    expect(found).toContainEqual({ kind: 'one length times the count', yards: [540] });
    expect(found).toContainEqual({ kind: 'first length', yards: [180] });
  });

  it('reads grams per size at a length per weight printed apart', () => {
    const text =
      'Vest\nSizes: S (M, L)\nYarn: 200 (250, 300) g of Fell Wool\n\nFell Wool has 100 m per 50 g.';
    expect(readings(text, ['S', 'M', 'L']).map((found) => found.yards)).toContainEqual([437, 547, 656]);
  });

  it('reads a table of sizes as one', () => {
    const text = 'Cowl\nSizes: Short, Long\nYarn:\nShort: 150 yds\nLong: 260 yds';
    expect(readings(text, ['Short', 'Long'])[0]).toEqual({ kind: 'table of sizes', yards: [150, 260] });
  });
});
