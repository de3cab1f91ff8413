import { describe, expect, it } from '@jest/globals';
import { PatternReadingSchema, type PatternReading } from '@yarn-mgmt/contracts';
import { PATTERN_CORPUS } from './index.js';
import { fieldOutcome, scorePatternCorpus } from './score.js';

const field = <T>(value: T) => ({ value, confidence: 1, source: '' });

describe('pattern corpus', () => {
  it('has at least 45 cases with unique ids, each expected reading valid against the contract', () => {
    expect(PATTERN_CORPUS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(PATTERN_CORPUS.map((c) => c.id)).size).toBe(PATTERN_CORPUS.length);
    for (const corpusCase of PATTERN_CORPUS) {
      const asReading = Object.fromEntries(
        Object.entries(corpusCase.expected).map(([name, value]) => [name, field(value)]),
      );
      expect(PatternReadingSchema.safeParse(asReading).success).toBe(true);
    }
  });

  it('covers both crafts, metric and imperial texts, several sizes and missing fields', () => {
    const crafts = new Set(PATTERN_CORPUS.map((c) => c.expected.craft_type));
    expect(crafts).toEqual(new Set(['knitting', 'crochet']));
    expect(PATTERN_CORPUS.filter((c) => /\d\s*m\b/.test(c.text)).length).toBeGreaterThan(10);
    expect(PATTERN_CORPUS.filter((c) => (c.expected.sizes?.length ?? 0) > 2).length).toBeGreaterThan(10);
    expect(PATTERN_CORPUS.filter((c) => c.expected.designer === undefined).length).toBeGreaterThan(2);
    expect(PATTERN_CORPUS.filter((c) => c.expected.gauge === undefined).length).toBeGreaterThan(2);
  });
});

describe('fieldOutcome', () => {
  it('counts a right value, a value where none is expected, a miss and a wrong value', () => {
    expect(fieldOutcome('title', 'Harbour Hat', 'harbour  hat')).toBe('tp');
    expect(fieldOutcome('title', 'Harbour Hat', undefined)).toBe('fp');
    expect(fieldOutcome('title', undefined, 'Harbour Hat')).toBe('fn');
    expect(fieldOutcome('title', 'Harbour', 'Harbour Hat')).toBe('wrong');
    expect(fieldOutcome('title', undefined, undefined)).toBe('tn');
  });

  it('compares yardage by size within 5 yds or 1 %, and needs every row', () => {
    const expected = [
      { size: 'S', yards: 1000 },
      { size: 'M', yards: 1200 },
    ];
    expect(
      fieldOutcome(
        'yardage',
        [
          { size: 's', yards: 1009 },
          { size: 'M', yards: 1195 },
        ],
        expected,
      ),
    ).toBe('tp');
    expect(
      fieldOutcome(
        'yardage',
        [
          { size: 'S', yards: 1020 },
          { size: 'M', yards: 1200 },
        ],
        expected,
      ),
    ).toBe('wrong');
    expect(fieldOutcome('yardage', [{ size: 'S', yards: 1000 }], expected)).toBe('wrong');
    expect(fieldOutcome('yardage', [{ size: null, yards: 98 }], [{ size: null, yards: 100 }])).toBe('tp');
  });

  it('compares gauge as a density, rows included', () => {
    const per4 = { stitches: 20, rows: 28, inches: 4 };
    expect(fieldOutcome('gauge', { stitches: 5, rows: 7, inches: 1 }, per4)).toBe('tp');
    expect(fieldOutcome('gauge', { stitches: 20, rows: null, inches: 4 }, per4)).toBe('wrong');
    expect(fieldOutcome('gauge', { stitches: 22, rows: 28, inches: 4 }, per4)).toBe('wrong');
  });

  it('compares needles, sizes and techniques as sets, ignoring case and hook-letter separators', () => {
    const hooks = [
      { us: 'H-8', mm: 5 },
      { us: '7', mm: 4.5 },
    ];
    expect(
      fieldOutcome(
        'needle_sizes',
        [
          { us: '7', mm: 4.5 },
          { us: 'h/8', mm: 5 },
        ],
        hooks,
      ),
    ).toBe('tp');
    expect(fieldOutcome('needle_sizes', [{ us: 'H-8', mm: 5 }], hooks)).toBe('wrong');
    expect(fieldOutcome('sizes', ['m', 'S'], ['S', 'M'])).toBe('tp');
    expect(fieldOutcome('techniques', ['Cables', 'lace'], ['cables'])).toBe('wrong');
  });

  it('reads a size the same whether its age unit is written out or short, and nothing else alike', () => {
    expect(fieldOutcome('sizes', ['1-2 yrs', '3-4 yrs'], ['1-2 years', '3-4 years'])).toBe('tp');
    expect(fieldOutcome('sizes', ['3 mths', '6 mos.'], ['3 months', '6 months'])).toBe('tp');
    expect(fieldOutcome('sizes', ['1-2 years', '3-4 years'], ['1-2 months', '3-4 months'])).toBe('wrong');
    expect(fieldOutcome('sizes', ['S', 'M'], ['S', 'M (months)'])).toBe('wrong');
    const rows = [{ size: '2 yrs', yards: 300 }];
    expect(fieldOutcome('yardage', rows, [{ size: '2 years', yards: 300 }])).toBe('tp');
    expect(fieldOutcome('yardage', rows, [{ size: '2 months', yards: 300 }])).toBe('wrong');
  });
});

describe('scorePatternCorpus', () => {
  it('gives precision and recall per field over the cases', () => {
    const cases = [
      { id: 'a', text: 'A', expected: { title: 'A', designer: 'X' } },
      { id: 'b', text: 'B', expected: { title: 'B' } },
      { id: 'c', text: 'C', expected: {} },
    ];
    const read = (text: string): PatternReading =>
      text === 'A'
        ? { title: field('A') }
        : text === 'B'
          ? { title: field('Wrong') }
          : { designer: field('Y') };
    const score = scorePatternCorpus(cases, read);
    const title = score.fields.find((f) => f.field === 'title')!;
    expect([title.tp, title.fp, title.fn, title.precision, title.recall]).toEqual([1, 1, 1, 0.5, 0.5]);
    const designer = score.fields.find((f) => f.field === 'designer')!;
    expect([designer.tp, designer.fp, designer.fn, designer.precision, designer.recall]).toEqual([
      0, 1, 1, 0, 0,
    ]);
    expect(score.misses.map((m) => `${m.id}:${m.field}:${m.outcome}`)).toEqual([
      'a:designer:fn',
      'b:title:wrong',
      'c:designer:fp',
    ]);
  });
});
