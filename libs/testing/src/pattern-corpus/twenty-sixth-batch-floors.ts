import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The twenty-sixth real-world batch's floor (20 texts: newer platforms, yarn clubs, newsletters, archive
 * transcriptions, charity sheets, kit inserts; its writer given the techniques' vocabulary): precision and recall per
 * field exactly as first measured, blind, on the reader of d1b273a (session 20, after the twenty-fifth's misses were
 * read), 17 wrong values (13 sure). The reader of session 18's end (fba409f) read it with title 85, designer 88.9,
 * yardage 57.9, gauge 100 / 89.5, sizes 83.3 / 76.9, techniques 55, 25 wrong (20 sure). Fields not named are at 100 %.
 */
export const TWENTY_SIXTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  title: { precision: 18 / 20, recall: 18 / 20 },
  designer: { precision: 18 / 20, recall: 1 },
  yardage: { precision: 12 / 19, recall: 12 / 19 },
  gauge: { precision: 1, recall: 18 / 19 },
  needle_sizes: { precision: 19 / 20, recall: 19 / 20 },
  sizes: { precision: 11 / 12, recall: 11 / 13 },
  techniques: { precision: 16 / 20, recall: 16 / 20 },
};
