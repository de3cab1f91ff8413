import { describe, expect, it } from '@jest/globals';
import { fitRanker, rankerChoice, type RankerExample } from './ranker-fit.js';

// Items of two features: [looks right, looks wrong]. The right one is marked; some lists hold none.
const examples: RankerExample[] = [
  {
    items: [
      [0, 1],
      [1, 0],
      [0, 0],
    ],
    label: 1,
  },
  {
    items: [
      [1, 0],
      [0, 1],
    ],
    label: 0,
  },
  {
    items: [
      [0, 0],
      [0, 1],
      [1, 0],
    ],
    label: 2,
  },
  {
    items: [
      [0, 1],
      [0, 0],
    ],
    label: -1,
  },
  { items: [[0, 1]], label: -1 },
];

describe('fitRanker', () => {
  const model = fitRanker(examples);

  it('learns which feature marks the right item', () => {
    expect(model.weights[0]).toBeGreaterThan(model.weights[1]);
    expect(
      rankerChoice(model, [
        [0, 1],
        [0, 0],
        [1, 0],
      ]).index,
    ).toBe(2);
  });

  it('chooses none when no item looks right, and is surer of a clear pick than of a close call', () => {
    expect(
      rankerChoice(model, [
        [0, 1],
        [0, 1],
      ]).index,
    ).toBe(-1);
    const clear = rankerChoice(model, [
      [1, 0],
      [0, 1],
    ]);
    const close = rankerChoice(model, [
      [1, 0],
      [1, 0],
    ]);
    expect(clear.probability).toBeGreaterThan(close.probability);
  });

  it('is deterministic: the same examples give the same weights', () => {
    expect(fitRanker(examples)).toEqual(model);
  });
});
