import { CALCULATION_TYPES, CALCULATOR_MESSAGES } from '@yarn-mgmt/contracts';
import {
  GAUGE_SPAN_INCHES,
  METERS_PER_YARD,
  resultNumber,
  RESULT_DECIMALS,
  WEIGHT_FACTORS,
} from './constants.js';
import { CALCULATOR_ASSUMPTIONS, calculate } from './modes.js';

describe('the calculators’ constants (spec part 2 section 9)', () => {
  it('holds 1 yard = 0.9144 m, gauge over 4 inches and 2 decimals', () => {
    expect(METERS_PER_YARD).toBe(0.9144);
    expect(GAUGE_SPAN_INCHES).toBe(4);
    expect(RESULT_DECIMALS).toBe(2);
  });

  it('holds the six weight factors exactly, and 1 for a unit to itself', () => {
    expect(WEIGHT_FACTORS).toEqual({
      g: { g: 1, oz: 0.035274, lb: 0.00220462 },
      oz: { g: 28.3495, oz: 1, lb: 0.0625 },
      lb: { g: 453.592, oz: 16, lb: 1 },
    });
  });

  it('holds the section 5 messages exactly', () => {
    expect(CALCULATOR_MESSAGES).toEqual({
      positiveNumbers: 'Please enter valid positive numbers',
      positiveNumber: 'Please enter a valid positive number',
      projectAndWeight: 'Please select both project type and yarn weight',
      unknownCombination: 'Unable to calculate estimate for this combination',
      bothWeights: 'Please select both yarn weights',
    });
  });
});

describe('resultNumber', () => {
  it.each([
    [1100, '1100.00'],
    [3.5274, '3.53'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [0.004, '0.00'],
    [-0.004, '0.00'],
    [-1.005, '-1.01'],
    [13.333333, '13.33'],
  ])('%p is shown as %p', (value, shown) => expect(resultNumber(value)).toBe(shown));
});

describe('the Calculation Type modes', () => {
  it('are the spec’s four in its order, then Yarn Substitution and Leftover Yarn', () => {
    expect(CALCULATION_TYPES.map((type) => type.label)).toEqual([
      'Total Yardage Calculator',
      'Weight Converter',
      'Gauge Calculator',
      'Project Yardage Estimator',
      'Yarn Substitution',
      'Leftover Yarn',
    ]);
  });

  it('each says in one line what it assumes', () => {
    for (const { value } of CALCULATION_TYPES) {
      const assumes = CALCULATOR_ASSUMPTIONS[value];
      expect(assumes).toMatch(/^Assumes .+\.$/);
      expect(assumes).not.toContain('\n');
    }
  });

  it('runs each mode by its type', () => {
    const ok = (outcome: ReturnType<typeof calculate>) =>
      outcome.ok ? outcome.result.lines[0] : { label: outcome.message, value: '' };
    expect(ok(calculate('total-yardage', { skeins: 2, yardsPerSkein: 100 }))).toEqual({
      label: 'Total Yardage',
      value: '200.00 yards',
    });
    expect(ok(calculate('weight-converter', { value: 16, from: 'oz', to: 'lb' })).value).toBe('1.00 lb');
    expect(ok(calculate('gauge', { stitches: 20, rows: 28, inches: 4 })).value).toBe('5.00');
    expect(ok(calculate('project-estimate', { projectType: 'hat', yarnWeight: 'dk' })).value).toBe(
      '150.00 yards',
    );
    expect(
      ok(
        calculate('yarn-substitution', {
          yardsNeeded: 1000,
          patternWeight: 'DK',
          substituteWeight: 'DK',
          yardsPerSkein: 250,
        }),
      ).value,
    ).toBe('4.00 skeins');
    expect(
      ok(calculate('leftover-yarn', { gramsLeft: 50, gramsPerSkein: 100, yardsPerSkein: 220 })).value,
    ).toBe('110.00 yards');
    expect(calculate('gauge', {})).toMatchObject({
      ok: false,
      message: 'Please enter valid positive numbers',
    });
  });
});
