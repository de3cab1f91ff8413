import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_HELD_OUT_CASES_PART_1 } from './real-world-held-out-part-1.js';
import { REAL_WORLD_HELD_OUT_CASES_PART_2 } from './real-world-held-out-part-2.js';

/**
 * Real-world phrasings (issue 23), held out: written and committed before the reader's rules were changed for
 * the phrasings the issue lists, never looked at while tuning, and scored apart. Publisher styles: a Scandinavian
 * yarn house, a British leaflet, an indie PDF, a US yarn company's free leaflet, a German magazine, a UK crochet
 * blanket, an indie table of amounts, a children's leaflet, a shawl collection, slippers.
 */
export const REAL_WORLD_HELD_OUT_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_HELD_OUT_CASES_PART_1,
  ...REAL_WORLD_HELD_OUT_CASES_PART_2,
];
