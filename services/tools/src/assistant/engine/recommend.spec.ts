import { describe, expect, it } from '@jest/globals';
import { TEST_BRAND_TABLE } from './engine.test-kit.js';
import type { Slots } from './engine.types.js';
import { recommend, searchLines, MAX_RECOMMENDATIONS } from './recommend.js';

const names = (slots: Slots) =>
  recommend(slots, TEST_BRAND_TABLE).map((pick) => `${pick.brand_name} ${pick.line}`);
const lines = (slots: Slots) => searchLines(slots, TEST_BRAND_TABLE);

describe('recommend: the filters', () => {
  it("never recommends a line outside the asked weight (the ball band's, where it differs)", () => {
    expect(
      lines({ weight: 'Fingering' }).every(({ line }) => (line.band_weight ?? line.weight) === 'Fingering'),
    ).toBe(true);
    // Heritage: the catalogue files it under Sport, its ball band says fingering.
    expect(names({ weight: 'Fingering' })).toContain('Cascade Yarns Heritage');
    expect(names({ weight: 'Sport' })).not.toContain('Cascade Yarns Heritage');
  });

  it('keeps every asked fibre; wool includes merino and superwash wool', () => {
    const wool = lines({ fibres: ['wool'] }).map(({ line }) => line.name);
    expect(wool).toEqual(expect.arrayContaining(['220', '220 Superwash', 'Rios', 'Karisma', 'Wool-Ease']));
    expect(wool).not.toContain('Special DK');
    expect(lines({ fibres: ['merino', 'alpaca'] }).map(({ line }) => line.name)).toEqual(['Felted Tweed']);
  });

  it('keeps only machine washable lines when asked', () => {
    expect(lines({ washable: true }).every(({ line }) => line.washable)).toBe(true);
    expect(lines({ washable: true }).map(({ line }) => line.name)).not.toContain('220');
  });

  it('keeps the budget, a £ or € budget at the fixed rate', () => {
    expect(lines({ maxPrice: { amount: 4, currency: 'USD' } }).every(({ line }) => line.price_usd <= 4)).toBe(
      true,
    );
    // £8 is $10.80: Cascade 220 at $11 is out, Baby Cashmerino at $9 in.
    const pounds = lines({ maxPrice: { amount: 8, currency: 'GBP' } }).map(({ line }) => line.name);
    expect(pounds).toContain('Baby Cashmerino');
    expect(pounds).not.toContain('220');
    expect(
      lines({ maxPrice: { amount: 8, currency: 'EUR' } }).every(({ line }) => line.price_usd <= 9.12),
    ).toBe(true);
  });

  it('keeps soft fibres (or lines made for babies) when asked for soft', () => {
    expect(lines({ soft: true }).map(({ line }) => line.name)).not.toContain('Super Saver');
  });

  it("keeps lines good for the project's use", () => {
    expect(
      lines({ project: 'socks' })
        .map(({ line }) => line.name)
        .sort(),
    ).toEqual(['Fabel', 'Heritage', 'Sock']);
  });

  it('never recommends a discontinued line', () => {
    expect(lines({ weight: 'DK' }).map(({ line }) => line.name)).not.toContain('Pure Wool DK');
  });

  it('keeps to the brands named', () => {
    expect(names({ brands: ['Drops'], project: 'socks' })).toEqual(['Drops Fabel']);
  });
});

describe('recommend: the ranking', () => {
  it('ranks by quality, one line per brand, at most five', () => {
    const picks = recommend({}, TEST_BRAND_TABLE);
    expect(picks).toHaveLength(MAX_RECOMMENDATIONS);
    expect(picks.map((pick) => pick.brand_name)).toEqual([
      'Malabrigo',
      'Rowan',
      'Cascade Yarns',
      'Debbie Bliss',
      'Scheepjes',
    ]);
    expect(new Set(picks.map((pick) => pick.brand_name)).size).toBe(picks.length);
  });

  it('ranks value first for a budget question', () => {
    expect(
      recommend({ budget: true, weight: 'DK' }, TEST_BRAND_TABLE).map((pick) => pick.brand_name),
    ).toEqual(['Drops', 'Stylecraft', 'Debbie Bliss', 'Rowan']);
  });

  it('ranks what fits the project best first', () => {
    // A sweater asks for sweaters and budget sweaters: Karisma is good for both, Special DK for one.
    expect(names({ project: 'sweater', weight: 'DK', budget: true })[0]).toBe('Drops Karisma');
  });

  it("gives each card the line's facts and the reason it was picked", () => {
    expect(recommend({ weight: 'DK', washable: true, project: 'baby' }, TEST_BRAND_TABLE)[0]).toEqual({
      brand_name: 'Debbie Bliss',
      quality_score: 8,
      value_score: 6.5,
      avg_price: 8.5,
      tier: 'premium',
      line: 'Rialto DK',
      weight_category: 'DK',
      fiber_content: '100% Extra Fine Merino',
      reason: "DK, machine washable, good for baby. The brand: Debbie Bliss: a test row's quality reason.",
    });
  });
});
