import type { PatternCorpusCase } from './corpus-types.js';
import { REAL_WORLD_TWENTY_FIRST_CASES } from './real-world-twenty-first.js';
import { REAL_WORLD_TWENTY_SECOND_CASES } from './real-world-twenty-second.js';
import { REAL_WORLD_TWENTY_THIRD_CASES } from './real-world-twenty-third.js';
import { REAL_WORLD_TWENTY_FOURTH_CASES } from './real-world-twenty-fourth.js';
import { REAL_WORLD_TWENTY_FIFTH_CASES } from './real-world-twenty-fifth.js';
import { REAL_WORLD_TWENTY_SIXTH_CASES } from './real-world-twenty-sixth.js';
import { REAL_WORLD_TWENTY_SEVENTH_CASES } from './real-world-twenty-seventh.js';
import { REAL_WORLD_TWENTY_EIGHTH_CASES } from './real-world-twenty-eighth.js';
import { REAL_WORLD_TWENTY_NINTH_CASES } from './real-world-twenty-ninth.js';
import { REAL_WORLD_THIRTIETH_CASES } from './real-world-thirtieth.js';
import { REAL_WORLD_THIRTY_FIRST_CASES } from './real-world-thirty-first.js';
import { REAL_WORLD_THIRTY_SECOND_CASES } from './real-world-thirty-second.js';
import { REAL_WORLD_THIRTY_THIRD_CASES } from './real-world-thirty-third.js';
import { REAL_WORLD_THIRTY_FOURTH_CASES } from './real-world-thirty-fourth.js';
import { REAL_WORLD_THIRTY_FIFTH_CASES } from './real-world-thirty-fifth.js';
import { REAL_WORLD_THIRTY_SIXTH_CASES } from './real-world-thirty-sixth.js';

// The twenty-first and later real-world batches (issue 23), each written blind and measured once before its texts
// were read; index.ts re-exports them with the earlier ones.

/**
 * Real-world phrasings (issue 23), a twenty-first blind batch of 20 texts (real-world-twenty-first.ts; accessories
 * and home items, mostly from publishers whose first language is not English), written at session 19's start;
 * committed before the reader ran on it, measured once, blind, after the nineteenth's and twentieth's misses were
 * read (twenty-first-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_FIRST: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_FIRST_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-second blind batch of 20 texts (real-world-twenty-second.ts; a plain
 * cross-section of a month's imports), written during session 19; committed before the reader ran on it, measured
 * once, blind, at the session's end (twenty-second-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_SECOND: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_SECOND_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-third blind batch of 20 texts (real-world-twenty-third.ts; a plain
 * cross-section of a month's imports), written at session 19's end; committed before the reader ran on it, measured
 * once, blind, at session 20's start (twenty-third-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_THIRD: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_THIRD_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-fourth blind batch of 20 texts (real-world-twenty-fourth.ts; a plain
 * cross-section of a month's imports, its writer given the techniques' vocabulary), written at session 20's start;
 * committed before the reader ran on it, measured once, blind (twenty-fourth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_FOURTH: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_FOURTH_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-fifth blind batch of 20 texts (real-world-twenty-fifth.ts; kids' and baby
 * items, crochet garments, socks and slippers by shoe size, translations; its writer given the techniques'
 * vocabulary), written at session 20's start; committed before the reader ran on it, measured once, blind, after
 * the twenty-fourth's misses were read (twenty-fifth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_FIFTH: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_FIFTH_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-sixth blind batch of 20 texts (real-world-twenty-sixth.ts; newer
 * platforms, yarn clubs, newsletters, archive transcriptions, charity sheets, kit inserts; its writer given the
 * techniques' vocabulary), written during session 20; committed before the reader ran on it, measured once, blind,
 * after the twenty-fifth's misses were read (twenty-sixth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_SIXTH: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_SIXTH_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-seventh blind batch of 20 texts (real-world-twenty-seventh.ts; what
 * knitters and crocheters import most, plainly: indie PDFs, big brands' free patterns, crochet bloggers' posts; its
 * writer given the techniques' vocabulary), written during session 20; committed before the reader ran on it,
 * measured once, blind, at the session's end (twenty-seventh-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_SEVENTH: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_SEVENTH_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-eighth blind batch of 20 texts (real-world-twenty-eighth.ts; a plain
 * cross-section of a month's imports, its writer given the techniques' vocabulary), written at session 20's end;
 * committed before the reader ran on it, measured once, blind, at session 21's start (twenty-eighth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_EIGHTH: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_EIGHTH_CASES;

/**
 * Real-world phrasings (issue 23), a twenty-ninth blind batch of 20 texts (real-world-twenty-ninth.ts; a plain
 * cross-section of a month's imports, its writer given the techniques' vocabulary), written at session 21's start;
 * committed before the reader ran on it, measured once, blind, after the twenty-eighth's misses were read
 * (twenty-ninth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTY_NINTH: readonly PatternCorpusCase[] =
  REAL_WORLD_TWENTY_NINTH_CASES;

/**
 * Real-world phrasings (issue 23), a thirtieth blind batch of 20 texts (real-world-thirtieth.ts; a plain
 * cross-section of a month's imports, its writer given the techniques' vocabulary), written during session 21;
 * committed before the reader ran on it, measured once, blind, after the twenty-ninth's misses were read
 * (thirtieth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTIETH: readonly PatternCorpusCase[] = REAL_WORLD_THIRTIETH_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-first blind batch of 20 texts (real-world-thirty-first.ts; a
 * cross-section of a month's imports from the publishers and items the earlier batches used least, its writer given
 * the techniques' vocabulary and the tools' US convention), written during session 21; committed before the reader
 * ran on it, measured once, blind, after the thirtieth's misses were read (thirty-first-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_FIRST: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_FIRST_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-second blind batch of 20 texts (real-world-thirty-second.ts; mostly the
 * common imports, indie PDFs, big brands' free patterns, bloggers' posts, and a few harder ones; its writer given the
 * techniques' vocabulary and the tools' US convention), written during session 21; committed before the reader ran
 * on it, measured once, blind, after the thirty-first's misses were read (thirty-second-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_SECOND: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_SECOND_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-third blind batch of 20 texts (real-world-thirty-third.ts; a month's
 * imports from sources the earlier batches used least; its writer given the techniques' vocabulary and the tools' US
 * convention), written at session 22's start; committed before the reader ran on it, measured once, blind, on the
 * reader of session 21's end and on the one with session 22's first changes, made before it was opened
 * (thirty-third-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_THIRD: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_THIRD_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-fourth blind batch of 20 texts (real-world-thirty-fourth.ts; mostly the
 * ordinary kinds of a month's imports, a few harder; its writer given the techniques' vocabulary and the tools' US
 * convention), written during session 22; committed before the reader ran on it, measured once, blind, after the
 * thirty-third's misses were read (thirty-fourth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_FOURTH: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_FOURTH_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-fifth blind batch of 20 texts (real-world-thirty-fifth.ts; twelve of the
 * most common imports and eight harder ones; its writer given the techniques' vocabulary and the tools' US
 * convention), written during session 22; committed before the reader ran on it, measured once, blind, after the
 * thirty-fourth's misses were read (thirty-fifth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_FIFTH: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_FIFTH_CASES;

/**
 * Real-world phrasings (issue 23), a thirty-sixth blind batch of 20 texts (real-world-thirty-sixth.ts; mostly the
 * ordinary imports, a few harder; its writer given the techniques' vocabulary and the tools' US convention), written
 * at session 22's end; committed before the reader ran on it, measured once, blind, after the thirty-fifth's misses
 * were read (thirty-sixth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTY_SIXTH: readonly PatternCorpusCase[] =
  REAL_WORLD_THIRTY_SIXTH_CASES;
