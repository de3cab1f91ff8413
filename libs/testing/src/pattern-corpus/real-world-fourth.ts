import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_FOURTH_CASES_PART_1 } from './real-world-fourth-part-1.js';
import { REAL_WORLD_FOURTH_CASES_PART_2 } from './real-world-fourth-part-2.js';
import { REAL_WORLD_FOURTH_CASES_PART_3 } from './real-world-fourth-part-3.js';
import { REAL_WORLD_FOURTH_CASES_PART_4 } from './real-world-fourth-part-4.js';

/**
 * Real-world phrasings (issue 23), a fourth held-out batch of 19 texts: written blind (before the writer read the
 * reader's rules, from three corpus files for the entry format only) and committed with its first score before
 * any rule changed. Publisher styles: a Nordic yarn house's leaflet with alternating brackets, a US yarn company's
 * throw and crochet bag (ounces, "(4) Medium", a colour named "Aran"), indie socks after "Pattern by ... |", a UK
 * magazine cardigan with colon ranges and "Double Knitting", an amigurumi with safety eyes in mm, a vintage leaflet
 * with no length per ball, a German leaflet's hat, a lace shawl with a repeat gauge, a crochet tee in dashes, sizes
 * by finished bust only, a child's ages, EU shoe sizes with grams, a size-inclusive table, MC/CC each, a title
 * under a web address, a crochet-along's shades, ranges in two units and a mitt with fractions. Conventions as in
 * real-world.ts.
 */
export const REAL_WORLD_FOURTH_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_FOURTH_CASES_PART_1,
  ...REAL_WORLD_FOURTH_CASES_PART_2,
  ...REAL_WORLD_FOURTH_CASES_PART_3,
  ...REAL_WORLD_FOURTH_CASES_PART_4,
];
