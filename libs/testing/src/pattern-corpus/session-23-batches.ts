import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_THIRTY_SEVENTH_CASES } from './real-world-thirty-seventh.js';
import { REAL_WORLD_THIRTY_EIGHTH_CASES } from './real-world-thirty-eighth.js';
import { REAL_WORLD_THIRTY_NINTH_CASES } from './real-world-thirty-ninth.js';
import { REAL_WORLD_FORTIETH_CASES } from './real-world-fortieth.js';
import { REAL_WORLD_FORTY_FIRST_CASES } from './real-world-forty-first.js';
import { REAL_WORLD_FORTY_SECOND_CASES } from './real-world-forty-second.js';
import { REAL_WORLD_FORTY_THIRD_CASES } from './real-world-forty-third.js';
import { REAL_WORLD_FORTY_FOURTH_CASES } from './real-world-forty-fourth.js';
import { REAL_WORLD_FORTY_FIFTH_CASES } from './real-world-forty-fifth.js';
import { REAL_WORLD_FORTY_SIXTH_CASES } from './real-world-forty-sixth.js';

// The thirty-seventh and later real-world batches (issue 23, session 23 on), each written blind and measured once
// before its texts were read; index.ts re-exports them with the earlier ones (later-batches.ts).

/**
 * Real-world phrasings (issue 23), a thirty-seventh blind batch of 20 texts (real-world-thirty-seventh.ts; a plain
 * cross-section of a month's imports, thirteen ordinary and seven harder; its writer given the techniques'
 * vocabulary and the tools' US convention), written at session 23's start; committed before the reader ran on it,
 * measured once, blind (thirty-seventh-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_SEVENTH: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_SEVENTH_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-eighth blind batch of 20 texts (real-world-thirty-eighth.ts; the text
 * a PDF library extracts from ordinary pattern PDFs: running headers and footers, page numbers, materials boxes
 * read label then value, flattened tables, words hyphenated at line ends, ligatures), written at session 23's
 * start beside the thirty-seventh; committed before the reader ran on it, measured once, blind
 * (thirty-eighth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_EIGHTH: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_EIGHTH_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-ninth blind batch of 20 texts (real-world-thirty-ninth.ts; a plain
 * cross-section of a month's imports), written in session 23 while the thirty-seventh's and thirty-eighth's misses
 * were read; committed before the reader ran on it, measured once, blind, after them (thirty-ninth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_NINTH: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_NINTH_CASES;

/**
 * Real-world phrasings (issue 23), a fortieth blind batch of 20 texts (real-world-fortieth.ts; a second batch of
 * text extracted from pattern PDFs), written beside the thirty-ninth; committed before the reader ran on it,
 * measured once, blind, after the thirty-eighth's misses were read (fortieth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_FORTIETH: readonly PatternCorpusCase[] = REAL_WORLD_FORTIETH_CASES;

/**
 * Real-world phrasings (issue 23), a forty-first blind batch of 20 texts (real-world-forty-first.ts; a plain
 * cross-section of a month's imports), written in session 23 while the thirty-ninth's and fortieth's misses were
 * read, its writer given the corpus's conventions on one size and Fair Isle; committed before the reader ran on it,
 * measured once, blind, after them (forty-first-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_FORTY_FIRST: readonly PatternCorpusCase[] =
  REAL_WORLD_FORTY_FIRST_CASES;

/**
 * Real-world phrasings (issue 23), a forty-second blind batch of 20 texts (real-world-forty-second.ts; a third
 * batch of text extracted from pattern PDFs), written beside the forty-first; committed before the reader ran on
 * it, measured once, blind (forty-second-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_FORTY_SECOND: readonly PatternCorpusCase[] =
  REAL_WORLD_FORTY_SECOND_CASES;

/**
 * Real-world phrasings (issue 23), a forty-third blind batch of 20 texts (real-world-forty-third.ts; a plain
 * cross-section of a month's imports), written in session 23 while the forty-first's and forty-second's misses were
 * read; committed before the reader ran on it, measured once, blind, after them (forty-third-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_FORTY_THIRD: readonly PatternCorpusCase[] =
  REAL_WORLD_FORTY_THIRD_CASES;

/**
 * Real-world phrasings (issue 23), a forty-fourth blind batch of 20 texts (real-world-forty-fourth.ts; a fourth
 * batch of text extracted from pattern PDFs), written beside the forty-third; committed before the reader ran on
 * it, measured once, blind (forty-fourth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_FORTY_FOURTH: readonly PatternCorpusCase[] =
  REAL_WORLD_FORTY_FOURTH_CASES;

/**
 * Real-world phrasings (issue 23), a forty-fifth blind batch of 20 texts (real-world-forty-fifth.ts; a plain
 * cross-section of a month's imports), written at session 23's end; committed before the reader ran on it, measured
 * once, blind, on the session's last reader (forty-fifth-batch-floors.ts). Its misses are not read yet.
 */
export const PATTERN_CORPUS_REAL_WORLD_FORTY_FIFTH: readonly PatternCorpusCase[] =
  REAL_WORLD_FORTY_FIFTH_CASES;

/**
 * Real-world phrasings (issue 23), a forty-sixth blind batch of 20 texts (real-world-forty-sixth.ts; a fifth batch
 * of text extracted from pattern PDFs), written beside the forty-fifth; committed before the reader ran on it,
 * measured once, blind, on the session's last reader (forty-sixth-batch-floors.ts). Its misses are not read yet.
 */
export const PATTERN_CORPUS_REAL_WORLD_FORTY_SIXTH: readonly PatternCorpusCase[] =
  REAL_WORLD_FORTY_SIXTH_CASES;
