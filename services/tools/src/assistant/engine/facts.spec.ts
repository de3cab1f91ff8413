import { describe, expect, it } from '@jest/globals';
import type { StashSummaryGroup } from '@yarn-mgmt/contracts';
import { TEST_BRAND_TABLE } from './engine.test-kit.js';
import { brandFacts, compareBrands, skeinsFor, stashFacts } from './facts.js';

const group = (over: Partial<StashSummaryGroup>): StashSummaryGroup => ({
  brand: 'Drops',
  line: 'Karisma',
  weight_category: 'DK',
  yardage_per_skein: 109,
  colorway: null,
  dye_lot: null,
  skeins: 4,
  yards: 436,
  yarn_ids: ['11111111-1111-4111-8111-111111111111'],
  ...over,
});

describe('brandFacts and compareBrands', () => {
  it("gives a brand's facts by name or alias, and null for a brand the table does not know", () => {
    expect(brandFacts('garnstudio', TEST_BRAND_TABLE)).toMatchObject({
      brand: 'Drops',
      quality_score: 7,
      value_score: 9,
    });
    expect(
      brandFacts('Cascade Yarns', TEST_BRAND_TABLE)?.lines.map((line) => `${line.name} ${line.weight}`),
    ).toEqual(['220 Worsted', '220 Superwash Worsted', 'Heritage Fingering']);
    expect(brandFacts('Hobbii', TEST_BRAND_TABLE)).toBeNull();
  });

  it('says which of two is ahead on each score, never guessing an unknown one', () => {
    expect(compareBrands('malabrigo', 'lion', TEST_BRAND_TABLE)).toMatchObject({
      betterQuality: 'Malabrigo',
      betterValue: 'Lion Brand',
      cheaper: 'Lion Brand',
    });
    expect(compareBrands('Malabrigo', 'Hobbii', TEST_BRAND_TABLE)).toMatchObject({
      b: null,
      betterQuality: null,
      betterValue: null,
    });
  });
});

describe('stashFacts', () => {
  it('adds the stash up by weight and by fibre (from the table), never listing the yarn', () => {
    const facts = stashFacts(
      {
        groups: [
          group({}),
          group({ colorway: 'Red', skeins: 2, yards: 218 }),
          group({
            brand: 'Lion Brand',
            line: 'Wool-Ease',
            weight_category: 'Worsted',
            skeins: 3,
            yards: 591,
          }),
          group({ brand: 'Shop Own', line: 'Mystery', weight_category: null, skeins: 1, yards: 100 }),
        ],
      },
      TEST_BRAND_TABLE,
    );
    expect(facts).toEqual({
      skeins: 10,
      yards: 1345,
      groups: 4,
      byWeight: [
        { name: 'DK', skeins: 6, yards: 654 },
        { name: 'Worsted', skeins: 3, yards: 591 },
        { name: 'unknown', skeins: 1, yards: 100 },
      ],
      byFibre: [
        { name: 'superwash wool', skeins: 6, yards: 654 },
        { name: 'acrylic', skeins: 3, yards: 591 },
        { name: 'wool', skeins: 3, yards: 591 },
        { name: 'unknown', skeins: 1, yards: 100 },
      ],
    });
    expect(JSON.stringify(facts)).not.toContain('1111');
  });
});

describe('skeinsFor', () => {
  it("is the calculator's sum: whole skeins to buy, a float's dust never a skein more", () => {
    expect(skeinsFor(1200, 220)).toEqual({ skeinsNeeded: 1200 / 220, skeinsToBuy: 6 });
    expect(skeinsFor(880, 220)).toEqual({ skeinsNeeded: 4, skeinsToBuy: 4 });
    expect(skeinsFor(0, 220)).toBeNull();
  });
});
