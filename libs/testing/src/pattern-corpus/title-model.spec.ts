import { describe, expect, it } from '@jest/globals';
import { fitRanker, TITLE_FEATURES, TITLE_MODEL, titleTrainingExample } from '@yarn-mgmt/domain';
import { TITLE_MODEL_TRAINING_BATCHES } from './index.js';

// The reader's title model is data, fitted by scripts/train-title-model.mjs: its weights must be what that fit gives
// on today's corpus and features, so a changed feature or corpus text cannot leave stale weights behind.
describe('the title model', () => {
  it('names the features it weighs, in their order', () => {
    expect(TITLE_MODEL.features).toEqual([...TITLE_FEATURES]);
    expect(TITLE_MODEL.weights).toHaveLength(TITLE_FEATURES.length);
  });

  it('holds the weights the training script fits on the training batches', () => {
    const examples = TITLE_MODEL_TRAINING_BATCHES.flatMap(([, cases]) =>
      cases.map((c) => titleTrainingExample(c.text, c.expected.title)).filter((example) => example !== null),
    );
    const fitted = fitRanker(examples);
    const drift = Math.max(
      Math.abs(fitted.none - TITLE_MODEL.none),
      ...fitted.weights.map((weight, index) => Math.abs(weight - TITLE_MODEL.weights[index])),
    );
    expect(drift).toBeLessThan(0.001);
  });
});
