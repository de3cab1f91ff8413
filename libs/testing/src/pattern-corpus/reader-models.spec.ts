import { describe, expect, it } from '@jest/globals';
import {
  fitRanker,
  DESIGNER_FEATURES,
  DESIGNER_MODEL,
  designerTrainingExample,
  SIZE_FEATURES,
  SIZE_MODEL,
  sizeTrainingExample,
  TITLE_FEATURES,
  TITLE_MODEL,
  titleTrainingExample,
  YARDAGE_FEATURES,
  YARDAGE_MODEL,
  yardageTrainingExample,
  type RankerExample,
  type RankerModel,
} from '@yarn-mgmt/domain';
import { READER_MODEL_TRAINING_BATCHES, type PatternCorpusCase } from './index.js';

// The reader's learnt choices are data, fitted by scripts/train-reader-models.mjs: their weights must be what that fit
// gives on today's corpus and features, so a changed feature or corpus text cannot leave stale weights behind.
const MODELS: [
  string,
  readonly string[],
  RankerModel & { features: readonly string[] },
  (c: PatternCorpusCase) => RankerExample | null,
][] = [
  ['title', TITLE_FEATURES, TITLE_MODEL, (c) => titleTrainingExample(c.text, c.expected.title)],
  ['sizes', SIZE_FEATURES, SIZE_MODEL, (c) => sizeTrainingExample(c.text, c.expected.sizes)],
  [
    'designer',
    DESIGNER_FEATURES,
    DESIGNER_MODEL,
    (c) => designerTrainingExample(c.text, c.expected.designer),
  ],
  ['yardage', YARDAGE_FEATURES, YARDAGE_MODEL, (c) => yardageTrainingExample(c.text, c.expected.yardage)],
];

describe.each(MODELS)('the %s model', (_, features, model, example) => {
  it('names the features it weighs, in their order', () => {
    expect(model.features).toEqual([...features]);
    expect(model.weights).toHaveLength(features.length);
  });

  it('holds the weights the training script fits on the training batches', () => {
    const examples = READER_MODEL_TRAINING_BATCHES.flatMap(([, cases]) =>
      cases.map(example).filter((found) => found !== null),
    );
    const fitted = fitRanker(examples);
    const drift = Math.max(
      Math.abs(fitted.none - model.none),
      ...fitted.weights.map((weight, index) => Math.abs(weight - model.weights[index])),
    );
    expect(drift).toBeLessThan(0.001);
  });
});
