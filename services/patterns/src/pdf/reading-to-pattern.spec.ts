import type { PatternReading } from '@yarn-mgmt/contracts';
import { patternFromReading, titleFromFileName, toolLabel } from './reading-to-pattern.js';

const field = <T>(value: T) => ({ value, confidence: 0.9, source: 'text' });

describe('patternFromReading', () => {
  it('fills every field the reader found', () => {
    const reading: PatternReading = {
      title: field('Harvest Cardigan'),
      designer: field('Tin Can Knits'),
      craft_type: field('knitting'),
      yarn_weight: field('Worsted'),
      yardage: field([
        { size: 'S', yards: 800 },
        { size: 'M', yards: 950.4 },
      ]),
      gauge: field({ stitches: 18, rows: 24, inches: 4 }),
      needle_sizes: field([
        { us: '8', mm: 5 },
        { us: null, mm: 4.5 },
        { us: 'H-8', mm: 5 },
        { us: '8', mm: 5 },
      ]),
      sizes: field(['S', 'M']),
      techniques: field(['top-down', 'raglan']),
    };
    expect(patternFromReading(reading, 'harvest.pdf')).toMatchObject({
      title: 'Harvest Cardigan',
      designer: 'Tin Can Knits',
      craft_type: 'knitting',
      yarn_weight: 'Worsted',
      yardage_by_size: [
        { size: 'S', yards: 800 },
        { size: 'M', yards: 950 },
      ],
      needle_sizes: ['US 8 (5 mm)', '4.5 mm', 'US H-8 (5 mm)'],
      gauge_stitches: 18,
      gauge_rows: 24,
      gauge_measurement: '4 inches',
      sizes_available: ['S', 'M'],
      techniques: ['top-down', 'raglan'],
      tags: [],
    });
  });

  it('takes the title from the file name when the PDF names none, and leaves out what the form refuses', () => {
    const reading: PatternReading = {
      yardage: field([{ size: null, yards: 5_000_000 }]),
      gauge: field({ stitches: 5000, rows: null, inches: 0 }),
      sizes: field(Array.from({ length: 40 }, (_, i) => `Size ${i}`)),
    };
    const pattern = patternFromReading(reading, 'Cozy_Socks.PDF');
    expect(pattern).toMatchObject({
      title: 'Cozy Socks',
      designer: null,
      craft_type: 'knitting',
      yardage_by_size: [],
      gauge_stitches: null,
      gauge_measurement: null,
    });
    expect(pattern.sizes_available).toHaveLength(30);
  });

  it('keeps a gauge read over 10 cm as "10 cm", with its unit', () => {
    const reading: PatternReading = { gauge: field({ stitches: 22, rows: 30, inches: 10 / 2.54 }) };
    expect(patternFromReading(reading, 'Hat.pdf')).toMatchObject({
      gauge_stitches: 22,
      gauge_measurement: '10 cm',
    });
  });

  it('names needles and files plainly', () => {
    expect(toolLabel({ us: '7', mm: 4.5 })).toBe('US 7 (4.5 mm)');
    expect(toolLabel({ us: '7', mm: null })).toBe('US 7');
    expect(toolLabel({ us: null, mm: null })).toBeNull();
    expect(titleFromFileName('.pdf')).toBe('Untitled pattern');
    expect(titleFromFileName('Cabled\r\nHat\u0085\t.pdf')).toBe('Cabled Hat');
    expect(titleFromFileName('\t\u2028.pdf')).toBe('Untitled pattern');
  });

  it('keeps a title on one line: a read title with a line break gives way to the file name, made one line too', () => {
    const reading: PatternReading = { title: field('Harvest\nCardigan'), designer: field('Tin\rCan') };
    expect(patternFromReading(reading, 'harvest\tcardigan.pdf')).toMatchObject({
      title: 'harvest cardigan',
      designer: null,
    });
  });
});
