import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_THIRD_CASES_PART_1 } from './real-world-third-part-1.js';
import { REAL_WORLD_THIRD_CASES_PART_2 } from './real-world-third-part-2.js';
import { REAL_WORLD_THIRD_CASES_PART_3 } from './real-world-third-part-3.js';

/**
 * Real-world phrasings (issue 23), a third held-out batch of 17 texts: written by a session that had not read the
 * reader's rules for them, committed with its first score before any rule changed, and never looked at case by
 * case while tuning. Publisher styles: a yarn house's numbered leaflet, a British brand's size table, an indie
 * family of sizes, an indie crochet PDF, a translated Japanese book, a UK crochet leaflet, a US yarn company's
 * leaflet, indie shawls, socks and mittens, a baby leaflet, a vintage leaflet, crochet garments and a scarf. Same
 * conventions as real-world.ts; a size range's unit belongs to each size ("0-3 months").
 */
export const REAL_WORLD_THIRD_CASES: PatternCorpusCase[] = [
  ...REAL_WORLD_THIRD_CASES_PART_1,
  ...REAL_WORLD_THIRD_CASES_PART_2,
  ...REAL_WORLD_THIRD_CASES_PART_3,
];
