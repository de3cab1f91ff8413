import type { PatternReading } from '@yarn-mgmt/contracts';
import { EMPTY_PATTERN_FORM } from './form-values';
import { fillFromReading, toolSizeText } from './reading-to-values';

const field = <T>(value: T, confidence = 0.9) => ({ value, confidence, source: 'text' });

const reading: PatternReading = {
  title: field('Flax'),
  designer: field('Tin Can Knits', 0.8),
  craft_type: field('crochet' as const),
  yarn_weight: field('Worsted' as const),
  yardage: field(
    [
      { size: 'S', yards: 950 },
      { size: 'L', yards: 1300 },
    ],
    0.92,
  ),
  gauge: field({ stitches: 18, rows: 24, inches: 4 }),
  needle_sizes: field([
    { us: '7', mm: 4.5 },
    { us: null, mm: 5 },
    { us: '10.5', mm: null },
  ]),
  sizes: field(['S', 'L']),
  techniques: field(['cables']),
};

describe('fillFromReading', () => {
  it('fills every empty field from the reading and says which, with their confidence', () => {
    const fill = fillFromReading(EMPTY_PATTERN_FORM, reading, { craftChosen: false });
    expect(fill.updates).toEqual({
      title: 'Flax',
      designer: 'Tin Can Knits',
      craft_type: 'crochet',
      yarn_weight: 'Worsted',
      yardage_by_size: [
        { size: 'S', yards: 950 },
        { size: 'L', yards: 1300 },
      ],
      yardage_required: 950,
      yardage_max: 1300,
      gauge_stitches: 18,
      gauge_rows: 24,
      gauge_measurement: '4 inches',
      needle_sizes: ['US 7 (4.5 mm)', '5 mm', 'US 10.5'],
      sizes_available: ['S', 'L'],
      techniques: ['cables'],
    });
    expect(fill.filled.map(({ label, confidence }) => [label, confidence])).toContainEqual(['Yardage', 0.92]);
    expect(fill.filled).toHaveLength(9);
    expect(fill.kept).toEqual([]);
  });

  it('never overwrites what the user typed or chose', () => {
    const fill = fillFromReading(
      {
        ...EMPTY_PATTERN_FORM,
        title: 'My sweater',
        craft_type: 'knitting',
        yardage_required: 800,
        tags: ['x'],
      },
      reading,
      { craftChosen: true },
    );
    expect(fill.updates).not.toHaveProperty('title');
    expect(fill.updates).not.toHaveProperty('craft_type');
    expect(fill.updates).not.toHaveProperty('yardage_required');
    expect(fill.updates).not.toHaveProperty('yardage_by_size');
    expect(fill.updates).toMatchObject({ designer: 'Tin Can Knits' });
    expect(fill.kept.map(({ label }) => label)).toEqual(['Title', 'Craft', 'Yardage']);
  });

  it('puts a single yardage for every size in yardage required, without per-size rows', () => {
    const fill = fillFromReading(
      EMPTY_PATTERN_FORM,
      { yardage: field([{ size: null, yards: 400 }]) },
      { craftChosen: false },
    );
    expect(fill.updates).toEqual({ yardage_required: 400, yardage_max: null });
  });

  it('fills nothing from an empty reading', () => {
    const fill = fillFromReading(EMPTY_PATTERN_FORM, {}, { craftChosen: false });
    expect(fill).toEqual({ updates: {}, filled: [], kept: [] });
  });
});

describe('toolSizeText', () => {
  it('writes US and metric sizes as the chips show them', () => {
    expect(toolSizeText({ us: '7', mm: 4.5 })).toBe('US 7 (4.5 mm)');
    expect(toolSizeText({ us: 'H-8', mm: null })).toBe('US H-8');
    expect(toolSizeText({ us: null, mm: 6 })).toBe('6 mm');
    expect(toolSizeText({ us: null, mm: null })).toBeNull();
  });
});
