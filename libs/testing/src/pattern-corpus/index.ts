import type { PatternCorpusCase } from './corpus-types.js';
import { CROCHET_CASES } from './crochet.js';
import { DISTRACTOR_CASES } from './distractors.js';
import { HELD_OUT_CASES } from './held-out.js';
import { HELD_OUT_LATE_CASES } from './held-out-late.js';
import { HELD_OUT_REST_CASES } from './held-out-rest.js';
import { KNITTING_ACCESSORY_CASES } from './knitting-accessories.js';
import { KNITTING_GARMENT_CASES } from './knitting-garments.js';
import { KNITTING_MORE_CASES } from './knitting-more.js';
import { KNITTING_TOP_CASES } from './knitting-tops.js';
import { MESSY_PDF_CASES } from './messy-pdf.js';
import { REAL_WORLD_CASES } from './real-world.js';
import { REAL_WORLD_BLIND_CASES } from './real-world-blind.js';
import { REAL_WORLD_ELEVENTH_CASES } from './real-world-eleventh.js';
import { REAL_WORLD_EIGHTH_CASES } from './real-world-eighth.js';
import { REAL_WORLD_FIFTH_CASES } from './real-world-fifth.js';
import { REAL_WORLD_FOURTH_CASES } from './real-world-fourth.js';
import { REAL_WORLD_HELD_OUT_CASES } from './real-world-held-out.js';
import { REAL_WORLD_NINTH_CASES } from './real-world-ninth.js';
import { REAL_WORLD_SEVENTH_CASES } from './real-world-seventh.js';
import { REAL_WORLD_SIXTH_CASES } from './real-world-sixth.js';
import { REAL_WORLD_TENTH_CASES } from './real-world-tenth.js';
import { REAL_WORLD_THIRD_CASES } from './real-world-third.js';
import { REAL_WORLD_FIFTEENTH_CASES } from './real-world-fifteenth.js';
import { REAL_WORLD_EIGHTEENTH_CASES } from './real-world-eighteenth.js';
import { REAL_WORLD_NINETEENTH_CASES } from './real-world-nineteenth.js';
import { REAL_WORLD_TWENTIETH_CASES } from './real-world-twentieth.js';
import { REAL_WORLD_SEVENTEENTH_CASES } from './real-world-seventeenth.js';
import { REAL_WORLD_SIXTEENTH_CASES } from './real-world-sixteenth.js';
import { REAL_WORLD_FOURTEENTH_CASES } from './real-world-fourteenth.js';
import { REAL_WORLD_THIRTEENTH_CASES } from './real-world-thirteenth.js';
import { REAL_WORLD_TWELFTH_CASES } from './real-world-twelfth.js';

export * from './corpus-types.js';
export * from './score.js';
export * from './later-batches.js';
export * from './session-23-batches.js';

/** Pattern texts with what a knitter reads in them: the parser's accuracy is measured on these. */
export const PATTERN_CORPUS: readonly PatternCorpusCase[] = [
  ...KNITTING_GARMENT_CASES,
  ...KNITTING_TOP_CASES,
  ...KNITTING_ACCESSORY_CASES,
  ...KNITTING_MORE_CASES,
  ...CROCHET_CASES,
  ...MESSY_PDF_CASES,
  ...DISTRACTOR_CASES,
];

/**
 * Written after the parser, in two batches, and scored apart from the corpus. Each batch's first score, taken
 * before any change it prompted, is the honest accuracy (recorded in the commits that added them); the parser
 * was then corrected on their misses, so their score today is no longer an unseen-data estimate.
 */
export const PATTERN_CORPUS_HELD_OUT: readonly PatternCorpusCase[] = [
  ...HELD_OUT_CASES,
  ...HELD_OUT_REST_CASES,
  ...HELD_OUT_LATE_CASES,
];

/** Real-world phrasings (issue 23) the reader was tuned on, scored apart from the corpus written before it. */
export const PATTERN_CORPUS_REAL_WORLD: readonly PatternCorpusCase[] = REAL_WORLD_CASES;

/**
 * Real-world phrasings (issue 23) held out of tuning: committed before the reader's rules changed for them and
 * scored apart; the floor test holds them at 90 % per field.
 */
export const PATTERN_CORPUS_REAL_WORLD_HELD_OUT: readonly PatternCorpusCase[] = REAL_WORLD_HELD_OUT_CASES;

/**
 * Real-world phrasings (issue 23), a second held-out batch: written after the reader's rules changed and committed
 * before the reader was run on it. Its first score (libs/domain/README.md) is the estimate of accuracy on text
 * nobody tuned for; the reader was then corrected on its misses, so its score today is not.
 */
export const PATTERN_CORPUS_REAL_WORLD_BLIND: readonly PatternCorpusCase[] = REAL_WORLD_BLIND_CASES;

/**
 * Real-world phrasings (issue 23), a third held-out batch (17 texts): committed with its first score before the
 * reader changed and never tuned on case by case; its score is reported apart.
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRD: readonly PatternCorpusCase[] = REAL_WORLD_THIRD_CASES;

/**
 * Real-world phrasings (issue 23), a fourth held-out batch (19 texts): written blind, committed with its first score
 * before any rule changed, and kept out of every tuning loop (rules are tuned on real-world-part-*.ts); its score is
 * reported apart.
 */
export const PATTERN_CORPUS_REAL_WORLD_FOURTH: readonly PatternCorpusCase[] = REAL_WORLD_FOURTH_CASES;

/**
 * Real-world phrasings (issue 23), a fifth batch (20 texts): written blind and committed before the reader ran on
 * them, held at its first score (fifth-batch-floors.ts), then tuned on in a later round (its misses were of kinds
 * the issue names); the sixth batch measures that round on unseen text.
 */
export const PATTERN_CORPUS_REAL_WORLD_FIFTH: readonly PatternCorpusCase[] = REAL_WORLD_FIFTH_CASES;

/**
 * Real-world phrasings (issue 23), a sixth batch (20 texts): written blind while the reader was tuned on the fifth,
 * measured first after that round and held there (sixth-batch-floors.ts), then tuned on in the next round.
 */
export const PATTERN_CORPUS_REAL_WORLD_SIXTH: readonly PatternCorpusCase[] = REAL_WORLD_SIXTH_CASES;

/**
 * Real-world phrasings (issue 23), a seventh batch (20 texts): written blind while the reader was tuned on the
 * sixth, measured after that round and held there (seventh-batch-floors.ts), then tuned on in the next round.
 */
export const PATTERN_CORPUS_REAL_WORLD_SEVENTH: readonly PatternCorpusCase[] = REAL_WORLD_SEVENTH_CASES;

/**
 * Real-world phrasings (issue 23), an eighth held-out batch (20 texts): written blind while the reader was tuned
 * on the seventh, measured after that round and held there (eighth-batch-floors.ts); never tuned on by rules, its
 * misses looked at and its texts trained on when the learnt choices were built.
 */
export const PATTERN_CORPUS_REAL_WORLD_EIGHTH: readonly PatternCorpusCase[] = REAL_WORLD_EIGHTH_CASES;

/**
 * Real-world phrasings (issue 23), a ninth held-out batch (20 texts): written blind (real-world-ninth.ts) while the
 * title model was built and committed before the reader ran on them; its first score (ninth-batch-floors.ts) is the
 * estimate on unseen text, and it joined the learnt choices' training after it.
 */
export const PATTERN_CORPUS_REAL_WORLD_NINTH: readonly PatternCorpusCase[] = REAL_WORLD_NINTH_CASES;

/**
 * Real-world phrasings (issue 23), a tenth held-out batch (20 texts): written blind (real-world-tenth.ts) while the
 * size model was built and committed before the reader ran on them; its first score (tenth-batch-floors.ts) is the
 * estimate on unseen text for the title and sizes models, and it joined their training after it.
 */
export const PATTERN_CORPUS_REAL_WORLD_TENTH: readonly PatternCorpusCase[] = REAL_WORLD_TENTH_CASES;

/**
 * Real-world phrasings (issue 23), an eleventh held-out batch (20 texts): written blind (real-world-eleventh.ts) while
 * the designer model was built and committed before the reader ran on them; its first score
 * (eleventh-batch-floors.ts) is the estimate on unseen text, and it joined the learnt choices' training after it.
 */
export const PATTERN_CORPUS_REAL_WORLD_ELEVENTH: readonly PatternCorpusCase[] = REAL_WORLD_ELEVENTH_CASES;

/**
 * Real-world phrasings (issue 23), a twelfth held-out batch (20 texts): written blind (real-world-twelfth.ts) while
 * the yardage model was built and committed before the reader ran on them; its first score
 * (twelfth-batch-floors.ts) is the estimate on unseen text, and it joined the learnt choices' training after it.
 */
export const PATTERN_CORPUS_REAL_WORLD_TWELFTH: readonly PatternCorpusCase[] = REAL_WORLD_TWELFTH_CASES;

/**
 * Real-world phrasings (issue 23), a thirteenth held-out batch (20 texts): written blind (real-world-thirteenth.ts),
 * committed before the reader ran on them, never tuned or trained on.
 */
export const PATTERN_CORPUS_REAL_WORLD_THIRTEENTH: readonly PatternCorpusCase[] = REAL_WORLD_THIRTEENTH_CASES;

/**
 * Two blind batches of 20 texts each, written while the thirteenth joined the training (issue 23): the fourteenth
 * (indie designers' PDFs and yarn companies' free patterns, a few unusual sources) and the fifteenth (magazines,
 * books, crochet blogs, translated designers, yarn-shop class handouts). Measured once, blind (their floors); the
 * fourteenth then joined the learnt choices' training, the fifteenth never.
 */
export const PATTERN_CORPUS_REAL_WORLD_FOURTEENTH: readonly PatternCorpusCase[] = REAL_WORLD_FOURTEENTH_CASES;
export const PATTERN_CORPUS_REAL_WORLD_FIFTEENTH: readonly PatternCorpusCase[] = REAL_WORLD_FIFTEENTH_CASES;

/**
 * Real-world phrasings (issue 23), a sixteenth blind batch of 20 texts (real-world-sixteenth.ts): indie and yarn
 * companies' PDFs and printed web pages, newsletters, two unusual sources. Committed before the reader ran on it;
 * measured once, blind (sixteenth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_SIXTEENTH: readonly PatternCorpusCase[] = REAL_WORLD_SIXTEENTH_CASES;

/**
 * Real-world phrasings (issue 23), a seventeenth blind batch of 20 texts (real-world-seventeenth.ts), written while
 * session 18 widened the reader on the sixteenth's and earlier batches' misses; committed before the reader ran on
 * it, measured once, blind (seventeenth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_SEVENTEENTH: readonly PatternCorpusCase[] =
  REAL_WORLD_SEVENTEENTH_CASES;

/**
 * Real-world phrasings (issue 23), an eighteenth blind batch of 20 texts (real-world-eighteenth.ts), mostly the kinds
 * knitters import most; committed before the reader ran on it, measured once, blind, at the end of session 18
 * (eighteenth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_EIGHTEENTH: readonly PatternCorpusCase[] = REAL_WORLD_EIGHTEENTH_CASES;

/**
 * Real-world phrasings (issue 23), a nineteenth blind batch of 20 texts (real-world-nineteenth.ts), written at the end
 * of session 18; committed before the reader ran on it, measured once, blind, at the start of session 19
 * (nineteenth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_NINETEENTH: readonly PatternCorpusCase[] = REAL_WORLD_NINETEENTH_CASES;

/**
 * Real-world phrasings (issue 23), a twentieth blind batch of 20 texts (real-world-twentieth.ts), written at session
 * 19's start while the reader was widened on the nineteenth's misses; committed before the reader ran on it, measured
 * once, blind (twentieth-batch-floors.ts).
 */
export const PATTERN_CORPUS_REAL_WORLD_TWENTIETH: readonly PatternCorpusCase[] = REAL_WORLD_TWENTIETH_CASES;

/**
 * The batches the reader's learnt choices (title, sizes, designer, yardage) are fitted on
 * (scripts/train-reader-models.mjs; reader-models.spec.ts checks the weights are what they fit): every batch, each
 * blind batch joining once its first score was taken, blind (the fifteenth to twentieth in session 19). Not the
 * twenty-first: its writer's calls differ from every other batch's on the designer (a shop's seller name taken for
 * the designer) and the sizes ("Woman", "Man"); its texts still measure the reader (corpus-accuracy.spec.ts). Nor the twenty-second, the latest blind measure.
 */
export const READER_MODEL_TRAINING_BATCHES: readonly (readonly [string, readonly PatternCorpusCase[]])[] = [
  ['corpus', PATTERN_CORPUS],
  ['held-out', PATTERN_CORPUS_HELD_OUT],
  ['real-world', PATTERN_CORPUS_REAL_WORLD],
  ['real-world held-out', PATTERN_CORPUS_REAL_WORLD_HELD_OUT],
  ['blind (2nd)', PATTERN_CORPUS_REAL_WORLD_BLIND],
  ['third', PATTERN_CORPUS_REAL_WORLD_THIRD],
  ['fourth', PATTERN_CORPUS_REAL_WORLD_FOURTH],
  ['fifth', PATTERN_CORPUS_REAL_WORLD_FIFTH],
  ['sixth', PATTERN_CORPUS_REAL_WORLD_SIXTH],
  ['seventh', PATTERN_CORPUS_REAL_WORLD_SEVENTH],
  ['eighth', PATTERN_CORPUS_REAL_WORLD_EIGHTH],
  ['ninth', PATTERN_CORPUS_REAL_WORLD_NINTH],
  ['tenth', PATTERN_CORPUS_REAL_WORLD_TENTH],
  ['eleventh', PATTERN_CORPUS_REAL_WORLD_ELEVENTH],
  ['twelfth', PATTERN_CORPUS_REAL_WORLD_TWELFTH],
  ['thirteenth', PATTERN_CORPUS_REAL_WORLD_THIRTEENTH],
  ['fourteenth', PATTERN_CORPUS_REAL_WORLD_FOURTEENTH],
  ['fifteenth', PATTERN_CORPUS_REAL_WORLD_FIFTEENTH],
  ['sixteenth', PATTERN_CORPUS_REAL_WORLD_SIXTEENTH],
  ['seventeenth', PATTERN_CORPUS_REAL_WORLD_SEVENTEENTH],
  ['eighteenth', PATTERN_CORPUS_REAL_WORLD_EIGHTEENTH],
  ['nineteenth', PATTERN_CORPUS_REAL_WORLD_NINETEENTH],
  ['twentieth', PATTERN_CORPUS_REAL_WORLD_TWENTIETH],
];
