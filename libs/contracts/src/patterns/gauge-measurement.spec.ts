import {
  GAUGE_MEASUREMENT_MESSAGE,
  gaugeInchesText,
  gaugeMeasurementInches,
  parseGaugeMeasurement,
} from './gauge-measurement.js';
import { PatternCreateInputSchema } from './patterns.schemas.js';

const measured = (gauge_measurement: unknown) =>
  PatternCreateInputSchema.safeParse({ title: 'Flax', gauge_measurement });

describe('gauge measurement (DECISIONS 25)', () => {
  it.each([
    ['4 inches', '4 inches', 4],
    ['4 in', '4 in', 4],
    ['4in.', '4in.', 4],
    ['4"', '4"', 4],
    ['1 inch', '1 inch', 1],
    ['10 cm', '10 cm', 3.937],
    ['10 x 10 cm', '10 x 10 cm', 3.937],
    ['10cm x 10cm', '10cm x 10cm', 3.937],
    ['4 x 4 inches', '4 x 4 inches', 4],
    ['10 × 10 cm square', '10 × 10 cm square', 3.937],
    ['  10   cm ', '10 cm', 3.937],
    ['7,5 cm', '7,5 cm', 2.953],
    ['100 mm', '100 mm', 3.937],
    ['4', '4', 4],
    [4, '4 inches', 4],
    [2, '2 inches', 2],
    [1, '1 inch', 1],
    [3.94, '10 cm', 3.937],
  ])('accepts %j, kept as %j, %d inches for arithmetic', (given, kept, inches) => {
    const parsed = measured(given);
    expect(parsed.success && parsed.data.gauge_measurement).toBe(kept);
    expect(gaugeMeasurementInches(kept)).toBeCloseTo(inches, 2);
  });

  it.each([null, undefined, ''])('keeps %j as no measurement (the default 4 inches)', (given) => {
    const parsed = measured(given);
    expect(parsed.success && parsed.data.gauge_measurement).toBeNull();
    expect(gaugeMeasurementInches(null)).toBe(4);
  });

  it.each([
    ['four inches'],
    ['10 cm x 4 in'],
    ['0 cm'],
    [0],
    [-4],
    [101],
    ['300 inches'],
    ['4 feet'],
    [true],
    [[4]],
  ])('refuses %j with a 400 naming the accepted forms', (given) => {
    const parsed = measured(given);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['gauge_measurement', GAUGE_MEASUREMENT_MESSAGE],
    ]);
  });

  it('refuses a measurement longer than 40 characters', () => {
    expect(measured(`4 inches${' '.repeat(5)}square`).success).toBe(true);
    expect(measured(`0000004.50 x 0000004.50 centimetres square!`).success).toBe(false);
  });

  it('reads a text it did not write as unknown, and writes inches as a knitter does', () => {
    expect(parseGaugeMeasurement('a swatch')).toBeNull();
    expect(gaugeMeasurementInches('a swatch')).toBe(4);
    expect(gaugeInchesText(4)).toBe('4 inches');
    expect(gaugeInchesText(10 / 2.54)).toBe('10 cm');
    expect(gaugeInchesText(2.5)).toBe('2.5 inches');
  });
});
