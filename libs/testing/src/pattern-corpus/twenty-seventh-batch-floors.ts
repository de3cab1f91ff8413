import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The twenty-seventh real-world batch's floor (20 texts, what knitters and crocheters import most: indie PDFs, big
 * brands' free patterns, crochet bloggers' posts; its writer given the techniques' vocabulary): precision and recall
 * per field exactly as first measured, blind, on the reader of 662b227 (session 20's last reader change), 12 wrong
 * values (10 sure). The reader of session 18's end (fba409f) read it with designer 80 / 84.2, yardage 78.9,
 * techniques 63.2 / 66.7, 18 wrong (17 sure). Fields not named are at 100 %.
 */
export const TWENTY_SEVENTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  title: { precision: 18 / 20, recall: 18 / 20 },
  designer: { precision: 17 / 20, recall: 17 / 19 },
  yardage: { precision: 16 / 19, recall: 16 / 19 },
  sizes: { precision: 11 / 12, recall: 11 / 12 },
  techniques: { precision: 17 / 20, recall: 17 / 18 },
};
