import { describe, expect, it } from '@jest/globals';
import { PatternReadingSchema } from '@yarn-mgmt/contracts';
import { readPatternText } from './read-pattern-text.js';

const PATTERN = `Harbour Hat
by Jane Doe

Sizes: S (M, L)
Yarn: worsted weight, 150 (180, 210) yds / 137 (165, 192) m
Needles: US 7 (4.5 mm) 16" circular and DPNs
Gauge: 20 sts and 28 rnds = 4 in / 10 cm in stockinette

Worked in the round from the brim up, with cables around the crown.`;

describe('readPatternText', () => {
  it('reads every field, each with a confidence and the text it came from', () => {
    const reading = readPatternText(PATTERN);
    expect(PatternReadingSchema.parse(reading)).toEqual(reading);
    expect(Object.fromEntries(Object.entries(reading).map(([field, found]) => [field, found.value]))).toEqual(
      {
        title: 'Harbour Hat',
        designer: 'Jane Doe',
        craft_type: 'knitting',
        yarn_weight: 'Worsted',
        yardage: [
          { size: 'S', yards: 150 },
          { size: 'M', yards: 180 },
          { size: 'L', yards: 210 },
        ],
        gauge: { stitches: 20, rows: 28, inches: 4 },
        needle_sizes: [{ us: '7', mm: 4.5 }],
        sizes: ['S', 'M', 'L'],
        techniques: ['cables', 'bottom-up', 'in the round'],
      },
    );
    expect(reading.gauge?.source).toContain('20 sts and 28 rnds');
    expect(reading.yardage?.confidence).toBeGreaterThan(0.5);
  });

  it('returns nothing for a text with no pattern in it', () => {
    expect(readPatternText('')).toEqual({});
    expect(readPatternText('   \n\n  ')).toEqual({});
  });

  it('reads a 30-page pattern in well under a second', () => {
    const longText = Array.from(
      { length: 30 },
      (_, page) => `${PATTERN}\n\nPage ${page + 1}\n${'Row 1: k2, p2. '.repeat(150)}`,
    ).join('\n');
    const started = performance.now();
    readPatternText(longText);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
