import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The thirty-eighth real-world batch's floor (20 texts as a PDF library extracts them from ordinary pattern PDFs):
 * precision and recall per field exactly as first measured, blind, on the reader of 29d11bd (the reader of session
 * 22's end, 3eaa4c9), 14 wrong values (5 sure). The reader of d50626c (session 21's end) read it with title 95,
 * yardage 70, 16 wrong (5 sure). Fields not named are at 100 %.
 */
export const THIRTY_EIGHTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  designer: { precision: 17 / 19, recall: 17 / 19 },
  yardage: { precision: 15 / 20, recall: 15 / 20 },
  sizes: { precision: 9 / 13, recall: 9 / 13 },
  techniques: { precision: 18 / 20, recall: 18 / 19 },
};
