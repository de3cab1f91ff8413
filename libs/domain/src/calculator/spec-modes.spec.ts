import { CALCULATOR_MESSAGES, ESTIMATE_PROJECT_TYPES, ESTIMATE_YARN_WEIGHTS } from '@yarn-mgmt/contracts';
import { ESTIMATE_NOTE, YARDAGE_ESTIMATES } from './constants.js';
import {
  calculateGauge,
  calculateTotalYardage,
  convertWeight,
  estimateProjectYardage,
} from './spec-modes.js';

const lines = (outcome: { ok: boolean; result?: { lines: { label: string; value: string }[] } }) =>
  outcome.ok ? outcome.result!.lines.map(({ label, value }) => `${label}: ${value}`) : outcome;

describe('Total Yardage Calculator', () => {
  it('multiplies skeins by yards per skein, in yards and meters (1 yard = 0.9144 m), to 2 decimals', () => {
    expect(lines(calculateTotalYardage({ skeins: 5, yardsPerSkein: 220 }))).toEqual([
      'Total Yardage: 1100.00 yards',
      'Total Meters: 1005.84 meters',
    ]);
    expect(lines(calculateTotalYardage({ skeins: 2.5, yardsPerSkein: 137.5 }))).toEqual([
      'Total Yardage: 343.75 yards',
      'Total Meters: 314.33 meters',
    ]);
  });

  it.each([
    [{ skeins: 0, yardsPerSkein: 220 }, ['skeins']],
    [{ skeins: 5, yardsPerSkein: -1 }, ['yardsPerSkein']],
    [{ skeins: null, yardsPerSkein: undefined }, ['skeins', 'yardsPerSkein']],
    [{ skeins: Number.NaN, yardsPerSkein: 220 }, ['skeins']],
    [{ skeins: Number.POSITIVE_INFINITY, yardsPerSkein: 220 }, ['skeins']],
  ])('needs both numbers positive: %p', (input, fields) => {
    expect(calculateTotalYardage(input)).toEqual({
      ok: false,
      message: 'Please enter valid positive numbers',
      fields,
    });
  });
});

describe('Weight Converter', () => {
  it.each([
    ['g', 'oz', 100, '3.53 oz', 3.5274],
    ['oz', 'g', 2, '56.70 g', 56.699],
    ['g', 'lb', 1000, '2.20 lb', 2.20462],
    ['lb', 'g', 1, '453.59 g', 453.592],
    ['oz', 'lb', 8, '0.50 lb', 0.5],
    ['lb', 'oz', 1.5, '24.00 oz', 24],
  ] as const)('%s to %s uses the spec factor', (from, to, value, shown, exact) => {
    const outcome = convertWeight({ value, from, to });
    expect(lines(outcome)).toEqual([`Converted Weight: ${shown}`]);
    expect(outcome.ok && outcome.result.converted).toBeCloseTo(exact, 9);
  });

  it.each(['g', 'oz', 'lb'] as const)('returns the value unchanged from %s to itself', (unit) => {
    const outcome = convertWeight({ value: 123.456, from: unit, to: unit });
    expect(outcome.ok && outcome.result.converted).toBe(123.456);
    expect(lines(outcome)).toEqual([`Converted Weight: 123.46 ${unit}`]);
  });

  it.each([0, -5, null, undefined, Number.NaN])('needs a positive value: %p', (value) => {
    expect(convertWeight({ value, from: 'g', to: 'oz' })).toEqual({
      ok: false,
      message: 'Please enter a valid positive number',
      fields: ['value'],
    });
  });
});

describe('Gauge Calculator', () => {
  it('gives stitches and rows per inch and per 4 inches (4 x per inch)', () => {
    expect(lines(calculateGauge({ stitches: 22, rows: 30, inches: 4 }))).toEqual([
      'Stitches per inch: 5.50',
      'Rows per inch: 7.50',
      'Stitches per 4 inches: 22.00',
      'Rows per 4 inches: 30.00',
    ]);
    expect(lines(calculateGauge({ stitches: 10, rows: 14, inches: 3 }))).toEqual([
      'Stitches per inch: 3.33',
      'Rows per inch: 4.67',
      'Stitches per 4 inches: 13.33',
      'Rows per 4 inches: 18.67',
    ]);
  });

  it('takes 0 stitches or rows as numbers (only the inches must be above 0)', () => {
    expect(calculateGauge({ stitches: 20, rows: 0, inches: 4 }).ok).toBe(true);
  });

  it.each([
    [{ stitches: 20, rows: 28, inches: 0 }, ['inches']],
    [{ stitches: 20, rows: 28, inches: -4 }, ['inches']],
    [{ stitches: null, rows: 28, inches: 4 }, ['stitches']],
    [{ stitches: 20, rows: -1, inches: 4 }, ['rows']],
  ])('needs numbers with inches above 0: %p', (input, fields) => {
    expect(calculateGauge(input)).toEqual({
      ok: false,
      message: 'Please enter valid positive numbers',
      fields,
    });
  });
});

describe('Project Yardage Estimator', () => {
  const table: Array<[string, number, number, number, number, number]> = [
    ['sweater', 1800, 1500, 1200, 1000, 800],
    ['scarf', 400, 350, 300, 250, 200],
    ['hat', 250, 200, 150, 120, 100],
    ['socks', 400, 350, 300, 250, 200],
    ['blanket', 2500, 2000, 1800, 1500, 1200],
    ['shawl', 800, 600, 500, 400, 300],
  ];

  it('holds the spec table, rows and columns in its order', () => {
    expect(ESTIMATE_PROJECT_TYPES.map((option) => option.value)).toEqual(table.map(([project]) => project));
    expect(ESTIMATE_YARN_WEIGHTS.map((option) => option.value)).toEqual([
      'fingering',
      'sport',
      'dk',
      'worsted',
      'bulky',
    ]);
    expect(Object.keys(YARDAGE_ESTIMATES)).toEqual(table.map(([project]) => project));
  });

  it.each(
    table.flatMap(([project, ...yards]) =>
      ESTIMATE_YARN_WEIGHTS.map(({ value }, column) => [project, value, yards[column]] as const),
    ),
  )('%s in %s is %p yards, with the note', (projectType, yarnWeight, yards) => {
    const outcome = estimateProjectYardage({ projectType, yarnWeight });
    expect(outcome.ok && outcome.result.yards).toBe(yards);
    expect(outcome.ok && outcome.result.lines[0]).toEqual({
      label: 'Estimated Yardage',
      value: `${yards}.00 yards`,
    });
    expect(outcome.ok && outcome.result.note).toBe(
      'This is an approximate estimate. Actual yardage may vary based on pattern and gauge.',
    );
  });

  it('gives meters too, and the stash weight to weigh against', () => {
    const outcome = estimateProjectYardage({ projectType: 'sweater', yarnWeight: 'worsted' });
    expect(lines(outcome)).toEqual(['Estimated Yardage: 1000.00 yards', 'Estimated Meters: 914.40 meters']);
    expect(outcome.ok && outcome.result.stash).toEqual({ weight: 'Worsted', yards: 1000 });
    const bulky = estimateProjectYardage({ projectType: 'hat', yarnWeight: 'bulky' });
    expect(bulky.ok && bulky.result.stash).toEqual({ weight: 'Chunky', yards: 100 });
    expect(ESTIMATE_NOTE).toBe(
      'This is an approximate estimate. Actual yardage may vary based on pattern and gauge.',
    );
  });

  it.each([
    [{ projectType: null, yarnWeight: 'dk' }, ['projectType']],
    [{ projectType: 'hat', yarnWeight: '' }, ['yarnWeight']],
    [{}, ['projectType', 'yarnWeight']],
  ])('needs both project type and yarn weight: %p', (input, fields) => {
    expect(estimateProjectYardage(input)).toEqual({
      ok: false,
      message: 'Please select both project type and yarn weight',
      fields,
    });
  });

  it.each([
    ['gloves', 'dk'],
    ['sweater', 'lace'],
    ['sweater', 'super-bulky'],
  ])('an unknown combination (%s, %s) cannot be estimated', (projectType, yarnWeight) => {
    expect(estimateProjectYardage({ projectType, yarnWeight })).toEqual({
      ok: false,
      message: CALCULATOR_MESSAGES.unknownCombination,
      fields: ['projectType', 'yarnWeight'],
    });
    expect(CALCULATOR_MESSAGES.unknownCombination).toBe('Unable to calculate estimate for this combination');
  });
});
