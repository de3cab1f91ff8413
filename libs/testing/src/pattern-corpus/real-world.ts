import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_CASES_PART_1 } from './real-world-part-1.js';
import { REAL_WORLD_CASES_PART_2 } from './real-world-part-2.js';
import { REAL_WORLD_CASES_PART_3 } from './real-world-part-3.js';
import { REAL_WORLD_CASES_PART_4 } from './real-world-part-4.js';
import { REAL_WORLD_CASES_PART_5 } from './real-world-part-5.js';
import { REAL_WORLD_CASES_PART_6 } from './real-world-part-6.js';
import { REAL_WORLD_CASES_PART_7 } from './real-world-part-7.js';
import { REAL_WORLD_CASES_PART_8 } from './real-world-part-8.js';
import { REAL_WORLD_CASES_PART_9 } from './real-world-part-9.js';
import { REAL_WORLD_CASES_PART_10 } from './real-world-part-10.js';
import { REAL_WORLD_CASES_PART_11 } from './real-world-part-11.js';
import { REAL_WORLD_CASES_PART_12 } from './real-world-part-12.js';

/**
 * Real-world phrasings (issue 23) the reader was tuned on: the kinds the held-out set has, in other publishers'
 * words. Conventions: a range of yardage counts at its top (what to buy); an age's unit belongs to every size and
 * a prefix naming the kind of size ("Child", "EU shoe size") is not part of it; an item made to fit a body that
 * gives one size is "One size".
 */
export const REAL_WORLD_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_CASES_PART_1,
  ...REAL_WORLD_CASES_PART_2,
  ...REAL_WORLD_CASES_PART_3,
  ...REAL_WORLD_CASES_PART_4,
  ...REAL_WORLD_CASES_PART_5,
  ...REAL_WORLD_CASES_PART_6,
  ...REAL_WORLD_CASES_PART_7,
  ...REAL_WORLD_CASES_PART_8,
  ...REAL_WORLD_CASES_PART_9,
  ...REAL_WORLD_CASES_PART_10,
  ...REAL_WORLD_CASES_PART_11,
  ...REAL_WORLD_CASES_PART_12,
];
