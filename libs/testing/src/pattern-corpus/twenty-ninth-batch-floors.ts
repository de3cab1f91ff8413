import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The twenty-ninth real-world batch's floor (20 texts, a plain cross-section of a month's imports; its writer given
 * the techniques' vocabulary): precision and recall per field exactly as first measured, blind, on the reader of
 * ec31195 (after the twenty-eighth's misses were read), 14 wrong values (13 sure). The reader of 5b3866a (session
 * 20's end) read it with yardage 63.2, needles 95, 17 wrong (16 sure); that of session 18's end (fba409f) with title
 * 75, designer 88.9, yardage 63.2, techniques 47.4, 26 wrong (19 sure). Fields not named are at 100 %.
 */
export const TWENTY_NINTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  title: { precision: 16 / 20, recall: 16 / 20 },
  designer: { precision: 17 / 18, recall: 17 / 18 },
  yardage: { precision: 14 / 19, recall: 14 / 19 },
  sizes: { precision: 12 / 12, recall: 12 / 13 },
  techniques: { precision: 14 / 18, recall: 14 / 19 },
};
