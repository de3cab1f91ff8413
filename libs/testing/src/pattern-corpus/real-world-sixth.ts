import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_SIXTH_CASES_PART_1 } from './real-world-sixth-part-1.js';
import { REAL_WORLD_SIXTH_CASES_PART_2 } from './real-world-sixth-part-2.js';
import { REAL_WORLD_SIXTH_CASES_PART_3 } from './real-world-sixth-part-3.js';
import { REAL_WORLD_SIXTH_CASES_PART_4 } from './real-world-sixth-part-4.js';
import { REAL_WORLD_SIXTH_CASES_PART_5 } from './real-world-sixth-part-5.js';

/**
 * Real-world phrasings (issue 23), a sixth held-out batch of 20 texts (12 knitted, 8 crocheted): written blind
 * (the writer read only the corpus types, real-world.ts's conventions, the fifth batch's entry format and the
 * reading's contract, never the reader's code, tests or README, nor the other corpus texts) and committed before
 * the reader ran on them. Publisher styles not used by the fifth batch: an indie PDF's cowl with a designer bio
 * line and "1 skein each of A and B", a translated Swedish free pattern with "stitches in width and rows
 * vertically", a US big-box leaflet with a skill level and ounces per ball, a 1970s UK leaflet's space-aligned
 * table in ozs with old needle numbers and a per-inch tension in fractions, a Canadian bilingual toque in
 * "Child (Adult S, Adult L)" with a needle pair, a magazine project page with the finished measurements first, a
 * Japanese book's pullover with a 10 cm square gauge that never says "one size", a men's sweater under a
 * collection header with amounts in yards and metres, mittens in "Women's M (L)" with MC and CC and a gauge per
 * inch, socks with "approx." lengths and grams used, a baby blanket in three named sizes, a child's jumper with
 * colon-separated ages and grams, a crochet blog post's throw with a range in two units and "Pin it" lines, a
 * stuffed toy with a hook only, a crochet cardigan XS-5X with a repeat gauge, a one-skein crochet shawl, a tank
 * sized by finished bust only, a kids' age table with a balls row, a bucket hat under a web address that fits a
 * head without the words "one size", and a UK crochet leaflet in "Double Knitting" with "approx." per ball.
 * Conventions as in real-world.ts; a one-size item's single amount has size null, and a size named only by a
 * finished bust in inches keeps its inch mark ('30"').
 */
export const REAL_WORLD_SIXTH_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_SIXTH_CASES_PART_1,
  ...REAL_WORLD_SIXTH_CASES_PART_2,
  ...REAL_WORLD_SIXTH_CASES_PART_3,
  ...REAL_WORLD_SIXTH_CASES_PART_4,
  ...REAL_WORLD_SIXTH_CASES_PART_5,
];
