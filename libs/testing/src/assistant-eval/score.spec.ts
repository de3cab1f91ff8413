import { describe, expect, it } from '@jest/globals';
import { ASSISTANT_EVAL_CASES } from './index.js';
import type { AssistantEvalCase } from './eval-types.js';
import { scoreCase, summarise, type EngineOutcome } from './score.js';

const RATES = { USD: 1, GBP: 1.35, EUR: 1.14 };
const entry: AssistantEvalCase = {
  id: 'case',
  message: 'Cheap aran under £6, not Malabrigo',
  intent: 'recommend',
  slots: {
    weight: 'Aran',
    budget: true,
    maxPrice: { amount: 6, currency: 'GBP' },
    line: { brand: 'Cascade', line: '220' },
  },
  mustNotBrands: ['Malabrigo'],
  heldOut: false,
  origin: 'phrasing',
};
const pick = (over: Partial<EngineOutcome['recommendations'][number]>) => ({
  brand_name: 'Stylecraft',
  line: 'Special Aran',
  weight_category: 'Aran',
  fiber_content: '100% Acrylic',
  avg_price: 4.5,
  ...over,
});
const outcome = (over: Partial<EngineOutcome> = {}): EngineOutcome => ({
  intent: 'recommend',
  slots: { ...entry.slots, line: { brand: 'Cascade Yarns', line: 'Cascade 220' } },
  recommendations: [pick({})],
  ...over,
});

describe('scoreCase', () => {
  it('holds a right reading: brands and lines by their own names, a £ budget at the given rate', () => {
    expect(scoreCase(entry, outcome(), RATES)).toEqual({
      id: 'case',
      heldOut: false,
      intentOk: true,
      slotMisses: [],
      recommendations: 1,
      outside: [],
      brandMisses: [],
    });
  });

  it('counts a wrong intent, a missing or an extra slot, another line', () => {
    const score = scoreCase(
      entry,
      outcome({
        intent: 'compare',
        slots: {
          weight: 'DK',
          budget: true,
          soft: true,
          line: { brand: 'Cascade Yarns', line: '220 Superwash' },
        },
      }),
      RATES,
    );
    expect(score.intentOk).toBe(false);
    expect(score.slotMisses).toEqual(['weight', 'maxPrice', 'soft', 'line']);
  });

  it('finds recommendations outside the weight or the budget, and the brands that must not be there', () => {
    const score = scoreCase(
      entry,
      outcome({
        recommendations: [pick({ weight_category: 'DK' }), pick({ brand_name: 'Malabrigo', avg_price: 8.2 })],
      }),
      RATES,
    );
    expect(score.outside).toEqual([
      'Stylecraft Special Aran is DK, not Aran',
      'Malabrigo Special Aran costs $8.2, over the budget',
    ]);
    expect(score.brandMisses).toEqual(['Malabrigo should not be there']);
    expect(summarise([score], [entry])).toMatchObject({
      recommendations: 2,
      outside: 2,
      precision: 0,
      brandCases: 1,
      brandCasesHeld: 0,
    });
  });

  it('finds recommendations holding a fibre asked away (merino is a wool), and reads the new slots as sets', () => {
    const woolFree: AssistantEvalCase = {
      ...entry,
      slots: { project: 'socks', excludedFibres: ['wool'], uses: ['beginners', 'charity'] },
      mustNotBrands: [],
    };
    const score = scoreCase(
      woolFree,
      {
        intent: 'recommend',
        slots: { project: 'socks', excludedFibres: ['wool'], uses: ['charity', 'beginners'] },
        recommendations: [
          pick({ line: 'Comfort Sock', fiber_content: '50% Nylon, 50% Acrylic' }),
          pick({ line: 'Stroll', fiber_content: '75% Superwash Merino Wool, 25% Nylon' }),
        ],
      },
      RATES,
    );
    expect(score.slotMisses).toEqual([]);
    expect(score.outside).toEqual(['Stylecraft Stroll holds wool, asked away']);
  });
});

describe('the evaluation set', () => {
  it('holds at least 70 questions, 20 of them held out, with unique ids', () => {
    expect(ASSISTANT_EVAL_CASES.length).toBeGreaterThanOrEqual(70);
    expect(ASSISTANT_EVAL_CASES.filter((each) => each.heldOut).length).toBeGreaterThanOrEqual(20);
    expect(new Set(ASSISTANT_EVAL_CASES.map((each) => each.id)).size).toBe(ASSISTANT_EVAL_CASES.length);
  });
});
