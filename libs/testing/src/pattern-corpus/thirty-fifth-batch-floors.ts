import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The thirty-fifth real-world batch's floor (20 texts, twelve of the most common imports and eight harder ones; its
 * writer given the techniques' vocabulary and the tools' US convention): precision and recall per field exactly as
 * first measured, blind, on the reader of e4cbc1f (after the thirty-fourth's misses were read), 13 wrong values (12
 * sure). The reader of d50626c (session 21's end) read it with yardage 84.2, sizes 83.3 / 90.9, 15 wrong (12 sure).
 * Fields not named are at 100 %.
 */
export const THIRTY_FIFTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  title: { precision: 15 / 20, recall: 15 / 20 },
  designer: { precision: 18 / 19, recall: 18 / 19 },
  yardage: { precision: 17 / 19, recall: 17 / 19 },
  sizes: { precision: 11 / 12, recall: 11 / 11 },
  techniques: { precision: 15 / 19, recall: 15 / 19 },
};
