import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_FIFTH_CASES_PART_1 } from './real-world-fifth-part-1.js';
import { REAL_WORLD_FIFTH_CASES_PART_2 } from './real-world-fifth-part-2.js';
import { REAL_WORLD_FIFTH_CASES_PART_3 } from './real-world-fifth-part-3.js';
import { REAL_WORLD_FIFTH_CASES_PART_4 } from './real-world-fifth-part-4.js';
import { REAL_WORLD_FIFTH_CASES_PART_5 } from './real-world-fifth-part-5.js';

/**
 * Real-world phrasings (issue 23), a fifth held-out batch of 20 texts (12 knitted, 8 crocheted): written blind
 * (the writer read the corpus files for the entry format and conventions only, never the reader's rules) and
 * committed before the reader ran on them. Publisher styles: a Nordic yarn house's booklet with the length per
 * weight at the end, indie socks by EU shoe size with grams, a UK magazine's baby cardigan in "Double Knitting", a
 * US leaflet's family hat in ounces, a lace stole under a collection header with a repeat gauge, a vintage leaflet
 * in ounces with a per-inch tension, a translated Norwegian book's blanket, an Australian book's age table in
 * 8 ply, an Icelandic-style yoke with shades each, a beret under a web address that never says "one size", a
 * brioche scarf per inch, a tee with two groups of sizes, a Japanese book's amigurumi in grams used, a US granny
 * afghan in three sizes, a UK crochet magazine's dress sizes with colons, a tapestry tote with grams per colour, a
 * crochet beanie family, a top sized by finished bust only, an indie amigurumi in yards per colour and a German
 * magazine's pullover in EU sizes. Conventions as in real-world.ts.
 */
export const REAL_WORLD_FIFTH_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_FIFTH_CASES_PART_1,
  ...REAL_WORLD_FIFTH_CASES_PART_2,
  ...REAL_WORLD_FIFTH_CASES_PART_3,
  ...REAL_WORLD_FIFTH_CASES_PART_4,
  ...REAL_WORLD_FIFTH_CASES_PART_5,
];
