import { leftoverYarn, substituteWeightCheck, substituteYarn } from './extra-modes.js';

const lines = (outcome: ReturnType<typeof substituteYarn> | ReturnType<typeof leftoverYarn>) =>
  outcome.ok ? outcome.result.lines.map(({ label, value }) => `${label}: ${value}`) : outcome;

describe('Yarn Substitution', () => {
  const input = {
    yardsNeeded: 1100,
    patternWeight: 'DK',
    substituteWeight: 'DK',
    yardsPerSkein: 250,
  } as const;

  it('turns the yards needed into skeins of the substitute, rounded up to whole skeins to buy', () => {
    const outcome = substituteYarn(input);
    expect(lines(outcome)).toEqual([
      'Skeins needed: 4.40 skeins',
      'Skeins to buy: 5 skeins',
      'Yards in 5 skeins: 1250.00 yards',
    ]);
    expect(outcome.ok && outcome.result.skeinsToBuy).toBe(5);
  });

  it('buys exactly what divides evenly, and says "1 skein" for one', () => {
    expect(lines(substituteYarn({ ...input, yardsNeeded: 1000 }))).toContain('Skeins to buy: 4 skeins');
    // 2.1 / 0.7 is 3.0000000000000004 in floating point: still 3 skeins to buy.
    expect(lines(substituteYarn({ ...input, yardsNeeded: 2.1, yardsPerSkein: 0.7 }))).toContain(
      'Skeins to buy: 3 skeins',
    );
    expect(lines(substituteYarn({ ...input, yardsNeeded: 200 }))).toEqual([
      'Skeins needed: 0.80 skeins',
      'Skeins to buy: 1 skein',
      'Yards in 1 skein: 250.00 yards',
    ]);
  });

  it('says a substitute of the same weight category is like for like', () => {
    expect(substituteYarn(input)).toMatchObject({
      ok: true,
      result: {
        notice: { severity: 'success', text: 'Same weight category (DK): a like-for-like substitute.' },
      },
    });
  });

  it('warns when the substitute’s weight differs, by how many categories and which way', () => {
    expect(substituteWeightCheck('DK', 'Worsted')).toEqual({
      severity: 'warning',
      text:
        'Weight differs: the pattern calls for DK, the substitute is Worsted (1 category heavier). ' +
        'Gauge and yardage will differ: swatch before you buy.',
    });
    expect(substituteWeightCheck('Chunky', 'Sport').text).toContain(
      'the pattern calls for Chunky, the substitute is Sport (4 categories lighter)',
    );
  });

  it.each([
    [{ ...input, yardsNeeded: 0 }, 'Please enter valid positive numbers', ['yardsNeeded']],
    [{ ...input, yardsPerSkein: null }, 'Please enter valid positive numbers', ['yardsPerSkein']],
    [{ ...input, substituteWeight: null }, 'Please select both yarn weights', ['substituteWeight']],
    [{ ...input, patternWeight: 'Heavy' }, 'Please select both yarn weights', ['patternWeight']],
  ])('refuses %p', (bad, message, fields) => {
    expect(substituteYarn(bad as never)).toEqual({ ok: false, message, fields });
  });
});

describe('Leftover Yarn', () => {
  it('turns grams left into yards at the label’s yards per gram, with meters and the share of a skein', () => {
    expect(lines(leftoverYarn({ gramsLeft: 35, gramsPerSkein: 100, yardsPerSkein: 210 }))).toEqual([
      'Yards left: 73.50 yards',
      'Meters left: 67.21 meters',
      'Skeins left: 0.35 skeins',
    ]);
  });

  it.each([
    [{ gramsLeft: 0, gramsPerSkein: 100, yardsPerSkein: 210 }, ['gramsLeft']],
    [{ gramsLeft: 35, gramsPerSkein: -100, yardsPerSkein: 210 }, ['gramsPerSkein']],
    [{ gramsLeft: 35, gramsPerSkein: 100 }, ['yardsPerSkein']],
  ])('needs positive numbers: %p', (bad, fields) => {
    expect(leftoverYarn(bad)).toEqual({ ok: false, message: 'Please enter valid positive numbers', fields });
  });
});
