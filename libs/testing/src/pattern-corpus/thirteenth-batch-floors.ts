import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The thirteenth real-world batch's floor: precision and recall per field exactly as first measured, blind (20 texts;
 * never trained or tuned on). The rules alone read it, the same day: title 35 / 35, designer 100 / 58.8, yardage
 * 42.1 / 42.1, sizes 63.6 / 43.8, 40 wrong values (29 sure); with the four learnt choices as below, 35 (26). Its writer
 * counted short rows, bobbles and duplicate stitch as no technique, which the vocabulary has. Fields not named are at
 * 100 %.
 */
export const THIRTEENTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  title: { precision: 10 / 20, recall: 10 / 20 },
  designer: { precision: 14 / 15, recall: 14 / 17 },
  yarn_weight: { precision: 1, recall: 16 / 18 },
  yardage: { precision: 10 / 19, recall: 10 / 19 },
  gauge: { precision: 1, recall: 16 / 18 },
  needle_sizes: { precision: 12 / 17, recall: 12 / 20 },
  sizes: { precision: 9 / 12, recall: 9 / 16 },
  techniques: { precision: 9 / 16, recall: 9 / 15 },
};
