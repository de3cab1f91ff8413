import { describe, expect, it } from '@jest/globals';
import type { PatternReadingField } from '@yarn-mgmt/contracts';
import { readPatternText } from '@yarn-mgmt/domain';
import {
  PATTERN_CORPUS,
  PATTERN_CORPUS_REAL_WORLD,
  PATTERN_CORPUS_REAL_WORLD_BLIND,
  PATTERN_CORPUS_REAL_WORLD_EIGHTEENTH,
  PATTERN_CORPUS_REAL_WORLD_NINETEENTH,
  PATTERN_CORPUS_REAL_WORLD_TWENTIETH,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_FIRST,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_SECOND,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_THIRD,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_FOURTH,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_FIFTH,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_SIXTH,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_SEVENTH,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_EIGHTH,
  PATTERN_CORPUS_REAL_WORLD_TWENTY_NINTH,
  PATTERN_CORPUS_REAL_WORLD_THIRTIETH,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_FIRST,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_SECOND,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_THIRD,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_FOURTH,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_FIFTH,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_SIXTH,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_SEVENTH,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_EIGHTH,
  PATTERN_CORPUS_REAL_WORLD_THIRTY_NINTH,
  PATTERN_CORPUS_REAL_WORLD_FORTIETH,
  PATTERN_CORPUS_REAL_WORLD_FORTY_FIRST,
  PATTERN_CORPUS_REAL_WORLD_FORTY_SECOND,
  PATTERN_CORPUS_REAL_WORLD_FORTY_THIRD,
  PATTERN_CORPUS_REAL_WORLD_FORTY_FOURTH,
  PATTERN_CORPUS_REAL_WORLD_FORTY_FIFTH,
  PATTERN_CORPUS_REAL_WORLD_FORTY_SIXTH,
  PATTERN_CORPUS_REAL_WORLD_ELEVENTH,
  PATTERN_CORPUS_REAL_WORLD_EIGHTH,
  PATTERN_CORPUS_REAL_WORLD_FIFTEENTH,
  PATTERN_CORPUS_REAL_WORLD_FIFTH,
  PATTERN_CORPUS_REAL_WORLD_FOURTEENTH,
  PATTERN_CORPUS_REAL_WORLD_FOURTH,
  PATTERN_CORPUS_REAL_WORLD_HELD_OUT,
  PATTERN_CORPUS_REAL_WORLD_NINTH,
  PATTERN_CORPUS_REAL_WORLD_SEVENTH,
  PATTERN_CORPUS_REAL_WORLD_SEVENTEENTH,
  PATTERN_CORPUS_REAL_WORLD_SIXTEENTH,
  PATTERN_CORPUS_REAL_WORLD_SIXTH,
  PATTERN_CORPUS_REAL_WORLD_TENTH,
  PATTERN_CORPUS_REAL_WORLD_THIRD,
  PATTERN_CORPUS_REAL_WORLD_THIRTEENTH,
  PATTERN_CORPUS_REAL_WORLD_TWELFTH,
  type PatternCorpusCase,
} from './index.js';
import { EIGHTEENTH_BATCH_FLOORS } from './eighteenth-batch-floors.js';
import { NINETEENTH_BATCH_FLOORS } from './nineteenth-batch-floors.js';
import { TWENTIETH_BATCH_FLOORS } from './twentieth-batch-floors.js';
import { TWENTY_FIRST_BATCH_FLOORS } from './twenty-first-batch-floors.js';
import { TWENTY_SECOND_BATCH_FLOORS } from './twenty-second-batch-floors.js';
import { TWENTY_THIRD_BATCH_FLOORS } from './twenty-third-batch-floors.js';
import { TWENTY_FOURTH_BATCH_FLOORS } from './twenty-fourth-batch-floors.js';
import { TWENTY_FIFTH_BATCH_FLOORS } from './twenty-fifth-batch-floors.js';
import { TWENTY_SIXTH_BATCH_FLOORS } from './twenty-sixth-batch-floors.js';
import { TWENTY_SEVENTH_BATCH_FLOORS } from './twenty-seventh-batch-floors.js';
import { TWENTY_EIGHTH_BATCH_FLOORS } from './twenty-eighth-batch-floors.js';
import { TWENTY_NINTH_BATCH_FLOORS } from './twenty-ninth-batch-floors.js';
import { THIRTIETH_BATCH_FLOORS } from './thirtieth-batch-floors.js';
import { THIRTY_FIRST_BATCH_FLOORS } from './thirty-first-batch-floors.js';
import { THIRTY_SECOND_BATCH_FLOORS } from './thirty-second-batch-floors.js';
import { THIRTY_THIRD_BATCH_FLOORS } from './thirty-third-batch-floors.js';
import { THIRTY_FOURTH_BATCH_FLOORS } from './thirty-fourth-batch-floors.js';
import { THIRTY_FIFTH_BATCH_FLOORS } from './thirty-fifth-batch-floors.js';
import { THIRTY_SIXTH_BATCH_FLOORS } from './thirty-sixth-batch-floors.js';
import { THIRTY_SEVENTH_BATCH_FLOORS } from './thirty-seventh-batch-floors.js';
import { THIRTY_EIGHTH_BATCH_FLOORS } from './thirty-eighth-batch-floors.js';
import { THIRTY_NINTH_BATCH_FLOORS } from './thirty-ninth-batch-floors.js';
import { FORTIETH_BATCH_FLOORS } from './fortieth-batch-floors.js';
import { FORTY_FIRST_BATCH_FLOORS } from './forty-first-batch-floors.js';
import { FORTY_SECOND_BATCH_FLOORS } from './forty-second-batch-floors.js';
import { FORTY_THIRD_BATCH_FLOORS } from './forty-third-batch-floors.js';
import { FORTY_FOURTH_BATCH_FLOORS } from './forty-fourth-batch-floors.js';
import { FORTY_FIFTH_BATCH_FLOORS } from './forty-fifth-batch-floors.js';
import { FORTY_SIXTH_BATCH_FLOORS } from './forty-sixth-batch-floors.js';
import { EIGHTH_BATCH_FLOORS } from './eighth-batch-floors.js';
import { ELEVENTH_BATCH_FLOORS } from './eleventh-batch-floors.js';
import { FIFTEENTH_BATCH_FLOORS } from './fifteenth-batch-floors.js';
import { FIFTH_BATCH_FLOORS } from './fifth-batch-floors.js';
import { FOURTEENTH_BATCH_FLOORS } from './fourteenth-batch-floors.js';
import { FOURTH_BATCH_FLOORS } from './fourth-batch-floors.js';
import { NINTH_BATCH_FLOORS } from './ninth-batch-floors.js';
import { SEVENTH_BATCH_FLOORS } from './seventh-batch-floors.js';
import { SEVENTEENTH_BATCH_FLOORS } from './seventeenth-batch-floors.js';
import { SIXTEENTH_BATCH_FLOORS } from './sixteenth-batch-floors.js';
import { SIXTH_BATCH_FLOORS } from './sixth-batch-floors.js';
import { TENTH_BATCH_FLOORS } from './tenth-batch-floors.js';
import { THIRTEENTH_BATCH_FLOORS } from './thirteenth-batch-floors.js';
import { TWELFTH_BATCH_FLOORS } from './twelfth-batch-floors.js';
import { formatCorpusScore, scorePatternCorpus } from './score.js';

// The parser's accuracy floor (issue 8, and issue 23 for real-world phrasings, held out of tuning or not): every
// field at or above 90 % precision and recall.
const FLOOR = 0.9;

type Floors = Partial<Record<PatternReadingField, { precision: number; recall: number }>>;
const SETS: [string, readonly PatternCorpusCase[], Floors?][] = [
  ['the pattern corpus', PATTERN_CORPUS],
  ['the real-world texts it was tuned on', PATTERN_CORPUS_REAL_WORLD],
  ['the real-world texts held out of tuning', PATTERN_CORPUS_REAL_WORLD_HELD_OUT],
  ['the second real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_BLIND],
  ['the third real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_THIRD],
  // The fourth batch is held at what it measured (fourth-batch-floors.ts), not at the target: it is not tuned on.
  ['the fourth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_FOURTH, FOURTH_BATCH_FLOORS],
  // So is the fifth (fifth-batch-floors.ts), written blind like the fourth, tuned on later.
  ['the fifth real-world batch', PATTERN_CORPUS_REAL_WORLD_FIFTH, FIFTH_BATCH_FLOORS],
  // And the sixth (sixth-batch-floors.ts), written blind while the reader was tuned on the fifth, tuned on later.
  ['the sixth real-world batch', PATTERN_CORPUS_REAL_WORLD_SIXTH, SIXTH_BATCH_FLOORS],
  // The seventh (seventh-batch-floors.ts), written blind while the reader was tuned on the sixth, tuned on later.
  ['the seventh real-world batch', PATTERN_CORPUS_REAL_WORLD_SEVENTH, SEVENTH_BATCH_FLOORS],
  // The eighth (eighth-batch-floors.ts), written blind while the reader was tuned on the seventh; its titles were
  // looked at when the title model was built.
  ['the eighth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_EIGHTH, EIGHTH_BATCH_FLOORS],
  // The ninth (ninth-batch-floors.ts), written blind while the title model was built; trained on after its first score.
  ['the ninth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_NINTH, NINTH_BATCH_FLOORS],
  // The tenth (tenth-batch-floors.ts), written blind while the size model was built; trained on after its first score.
  ['the tenth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_TENTH, TENTH_BATCH_FLOORS],
  // The eleventh (eleventh-batch-floors.ts), written blind while the designer model was built; trained on after.
  ['the eleventh real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_ELEVENTH, ELEVENTH_BATCH_FLOORS],
  // The twelfth (twelfth-batch-floors.ts), written blind while the yardage model was built; trained on after.
  ['the twelfth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_TWELFTH, TWELFTH_BATCH_FLOORS],
  // The thirteenth (thirteenth-batch-floors.ts), written blind; trained on after its first score.
  ['the thirteenth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_THIRTEENTH, THIRTEENTH_BATCH_FLOORS],
  // The fourteenth (fourteenth-batch-floors.ts), written blind while the thirteenth was trained on; trained on after.
  ['the fourteenth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_FOURTEENTH, FOURTEENTH_BATCH_FLOORS],
  // The fifteenth (fifteenth-batch-floors.ts), written blind at the same time; never tuned or trained on.
  ['the fifteenth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_FIFTEENTH, FIFTEENTH_BATCH_FLOORS],
  // The sixteenth (sixteenth-batch-floors.ts), written blind while session 17 widened the reader.
  ['the sixteenth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_SIXTEENTH, SIXTEENTH_BATCH_FLOORS],
  // The seventeenth (seventeenth-batch-floors.ts), written blind while session 18 widened the reader.
  [
    'the seventeenth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_SEVENTEENTH,
    SEVENTEENTH_BATCH_FLOORS,
  ],
  // The eighteenth (eighteenth-batch-floors.ts), written blind at the same time, measured at the session's end.
  ['the eighteenth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_EIGHTEENTH, EIGHTEENTH_BATCH_FLOORS],
  // The nineteenth (nineteenth-batch-floors.ts), written blind at session 18's end, measured at session 19's start.
  ['the nineteenth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_NINETEENTH, NINETEENTH_BATCH_FLOORS],
  // The twentieth (twentieth-batch-floors.ts), written blind in session 19 while the reader was widened.
  ['the twentieth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_TWENTIETH, TWENTIETH_BATCH_FLOORS],
  // The twenty-first (twenty-first-batch-floors.ts), written blind at the same time, measured after the twentieth.
  [
    'the twenty-first real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_FIRST,
    TWENTY_FIRST_BATCH_FLOORS,
  ],
  // The twenty-second (twenty-second-batch-floors.ts), written blind during session 19, measured at its end.
  [
    'the twenty-second real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_SECOND,
    TWENTY_SECOND_BATCH_FLOORS,
  ],
  // The twenty-third (twenty-third-batch-floors.ts), written blind at session 19's end, measured at session 20's start.
  [
    'the twenty-third real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_THIRD,
    TWENTY_THIRD_BATCH_FLOORS,
  ],
  // The twenty-fourth (twenty-fourth-batch-floors.ts), written blind at session 20's start with the techniques'
  // vocabulary, measured once the convention was adopted.
  [
    'the twenty-fourth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_FOURTH,
    TWENTY_FOURTH_BATCH_FLOORS,
  ],
  // The twenty-fifth (twenty-fifth-batch-floors.ts), written blind with it, measured after its misses were read.
  [
    'the twenty-fifth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_FIFTH,
    TWENTY_FIFTH_BATCH_FLOORS,
  ],
  // The twenty-sixth (twenty-sixth-batch-floors.ts), written blind in session 20, measured after the twenty-fifth's
  // misses were read.
  [
    'the twenty-sixth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_SIXTH,
    TWENTY_SIXTH_BATCH_FLOORS,
  ],
  // The twenty-seventh (twenty-seventh-batch-floors.ts), written blind in session 20, measured at its end.
  [
    'the twenty-seventh real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_SEVENTH,
    TWENTY_SEVENTH_BATCH_FLOORS,
  ],
  // The twenty-eighth (twenty-eighth-batch-floors.ts), written blind at session 20's end, measured at session 21's
  // start.
  [
    'the twenty-eighth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_EIGHTH,
    TWENTY_EIGHTH_BATCH_FLOORS,
  ],
  // The twenty-ninth (twenty-ninth-batch-floors.ts), written blind in session 21, measured after the twenty-eighth's
  // misses were read.
  [
    'the twenty-ninth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_TWENTY_NINTH,
    TWENTY_NINTH_BATCH_FLOORS,
  ],
  // The thirtieth (thirtieth-batch-floors.ts), written blind in session 21, measured after the twenty-ninth's misses
  // were read.
  ['the thirtieth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_THIRTIETH, THIRTIETH_BATCH_FLOORS],
  // The thirty-first (thirty-first-batch-floors.ts), written blind in session 21, measured after the thirtieth's
  // misses were read.
  [
    'the thirty-first real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_FIRST,
    THIRTY_FIRST_BATCH_FLOORS,
  ],
  // The thirty-second (thirty-second-batch-floors.ts), written blind in session 21, measured after the thirty-first's
  // misses were read.
  [
    'the thirty-second real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_SECOND,
    THIRTY_SECOND_BATCH_FLOORS,
  ],
  // The thirty-third (thirty-third-batch-floors.ts), written blind at session 22's start, measured after the
  // thirty-second's misses were read.
  [
    'the thirty-third real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_THIRD,
    THIRTY_THIRD_BATCH_FLOORS,
  ],
  // The thirty-fourth (thirty-fourth-batch-floors.ts), written blind in session 22, measured after the thirty-third's
  // misses were read.
  [
    'the thirty-fourth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_FOURTH,
    THIRTY_FOURTH_BATCH_FLOORS,
  ],
  // The thirty-fifth (thirty-fifth-batch-floors.ts), written blind in session 22, measured after the thirty-fourth's
  // misses were read.
  [
    'the thirty-fifth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_FIFTH,
    THIRTY_FIFTH_BATCH_FLOORS,
  ],
  // The thirty-sixth (thirty-sixth-batch-floors.ts), written blind at session 22's end, measured after the
  // thirty-fifth's misses were read.
  [
    'the thirty-sixth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_SIXTH,
    THIRTY_SIXTH_BATCH_FLOORS,
  ],
  // The thirty-seventh and thirty-eighth (their floors files), written blind at session 23's start, measured on the
  // reader of session 22's end.
  [
    'the thirty-seventh real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_SEVENTH,
    THIRTY_SEVENTH_BATCH_FLOORS,
  ],
  [
    'the thirty-eighth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_EIGHTH,
    THIRTY_EIGHTH_BATCH_FLOORS,
  ],
  // The thirty-ninth and fortieth, written blind in session 23, measured after the thirty-seventh's and
  // thirty-eighth's misses were read.
  [
    'the thirty-ninth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_THIRTY_NINTH,
    THIRTY_NINTH_BATCH_FLOORS,
  ],
  ['the fortieth real-world held-out batch', PATTERN_CORPUS_REAL_WORLD_FORTIETH, FORTIETH_BATCH_FLOORS],
  // The forty-first and forty-second, written blind in session 23, measured after the thirty-ninth's and fortieth's
  // misses were read.
  [
    'the forty-first real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_FORTY_FIRST,
    FORTY_FIRST_BATCH_FLOORS,
  ],
  [
    'the forty-second real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_FORTY_SECOND,
    FORTY_SECOND_BATCH_FLOORS,
  ],
  // The forty-third and forty-fourth, written blind in session 23, measured after the forty-first's and
  // forty-second's misses were read.
  [
    'the forty-third real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_FORTY_THIRD,
    FORTY_THIRD_BATCH_FLOORS,
  ],
  [
    'the forty-fourth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_FORTY_FOURTH,
    FORTY_FOURTH_BATCH_FLOORS,
  ],
  // The forty-fifth and forty-sixth, written blind at session 23's end, measured on its last reader; not read yet.
  [
    'the forty-fifth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_FORTY_FIFTH,
    FORTY_FIFTH_BATCH_FLOORS,
  ],
  [
    'the forty-sixth real-world held-out batch',
    PATTERN_CORPUS_REAL_WORLD_FORTY_SIXTH,
    FORTY_SIXTH_BATCH_FLOORS,
  ],
];

describe.each(SETS)('readPatternText on %s', (_, cases, floors) => {
  const score = scorePatternCorpus(cases, readPatternText);

  it.each(score.fields.map((row) => [row.field, row] as const))(
    '%s: precision and recall at or above the floor',
    (_, row) => {
      const floor = floors
        ? (floors[row.field] ?? { precision: 1, recall: 1 })
        : { precision: FLOOR, recall: FLOOR };
      const misses = score.misses.filter((miss) => miss.field === row.field);
      const report = `${formatCorpusScore(score)}\n${JSON.stringify(misses, null, 1)}`;
      expect({
        field: row.field,
        precision: row.precision >= floor.precision,
        recall: row.recall >= floor.recall,
        report,
      }).toEqual({
        field: row.field,
        precision: true,
        recall: true,
        report,
      });
    },
  );
});
