import { runOut, runOutText, type RunOutYarn } from './run-out.js';

const yarn = (overrides: Partial<RunOutYarn> = {}): RunOutYarn => ({
  line: 'Rios',
  yards_per_skein: 210,
  yards_reserved: 420,
  yards_used: 0,
  released: false,
  ...overrides,
});

describe('runOut', () => {
  it('is null when the needed yards are unknown', () => {
    expect(runOut(null, [yarn()])).toBeNull();
  });

  it('is enough when the reserved yards cover the need exactly', () => {
    expect(runOut(420, [yarn()])).toEqual({
      needed_yards: 420,
      reserved_yards: 420,
      enough: true,
      short_by_yards: 0,
      short_by_skeins: 0,
      line: 'Rios',
    });
  });

  it('is short by the missing yards, in whole skeins of the line held most', () => {
    const result = runOut(1000, [
      yarn({ line: 'Arroyo', yards_per_skein: 335, yards_reserved: 100 }),
      yarn({ line: 'Rios', yards_per_skein: 210, yards_reserved: 630 }),
    ]);
    expect(result).toMatchObject({ reserved_yards: 730, enough: false, short_by_yards: 270, line: 'Rios' });
    expect(result?.short_by_skeins).toBe(2);
  });

  it('counts used yarn beyond the reservation, and only used yarn once released', () => {
    expect(runOut(500, [yarn({ yards_reserved: 300, yards_used: 450 })])?.reserved_yards).toBe(450);
    expect(
      runOut(500, [yarn({ yards_reserved: 300, yards_used: 120, released: true })])?.reserved_yards,
    ).toBe(120);
  });

  it('has no skein count when no yarn knows its yards per skein, and no line without yarn', () => {
    expect(runOut(300, [yarn({ yards_per_skein: null, yards_reserved: 100 })])).toMatchObject({
      short_by_yards: 200,
      short_by_skeins: null,
      line: 'Rios',
    });
    expect(runOut(300, [])).toMatchObject({ short_by_yards: 300, short_by_skeins: null, line: null });
  });
});

describe('runOutText', () => {
  it('says enough, or short by yards and skeins of the line', () => {
    expect(runOutText(runOut(400, [yarn()])!)).toBe('Enough yarn');
    expect(runOutText(runOut(1500, [yarn({ yards_reserved: 420 })])!)).toBe(
      'Short by 1 080 yds (about 6 skeins of Rios)',
    );
    expect(runOutText(runOut(500, [yarn({ yards_reserved: 420 })])!)).toBe(
      'Short by 80 yds (about 1 skein of Rios)',
    );
    expect(runOutText(runOut(300, [])!)).toBe('Short by 300 yds');
  });
});
