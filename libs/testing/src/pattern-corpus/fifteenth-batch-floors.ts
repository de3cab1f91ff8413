import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The fifteenth real-world batch's floor (20 texts: magazines, books, crochet blogs, translated designers, yarn-shop
 * class handouts): precision and recall per field exactly as first measured, blind, on the reader of 2c91855; never
 * tuned or trained on. The reader shipped before this session (2d32553) read the same texts: title 65, designer
 * 94.4 / 85, yardage 75, sizes 81.8 / 69.2, 24 wrong values (17 sure); this reader 19 wrong (13 sure). Fields not
 * named are at 100 %.
 */
export const FIFTEENTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  title: { precision: 17 / 20, recall: 17 / 20 },
  designer: { precision: 18 / 19, recall: 18 / 20 },
  yardage: { precision: 16 / 20, recall: 16 / 20 },
  gauge: { precision: 1, recall: 17 / 18 },
  needle_sizes: { precision: 19 / 20, recall: 19 / 20 },
  sizes: { precision: 10 / 12, recall: 10 / 13 },
  techniques: { precision: 10 / 18, recall: 10 / 15 },
};
