import { describe, expect, it } from '@jest/globals';
import { readPatternText } from '@yarn-mgmt/domain';
import { PATTERN_CORPUS } from './index.js';
import { formatCorpusScore, scorePatternCorpus } from './score.js';

// The parser's accuracy floor (issue 8): every field at or above 90 % precision and recall on the corpus.
const FLOOR = 0.9;

describe('readPatternText on the pattern corpus', () => {
  const score = scorePatternCorpus(PATTERN_CORPUS, readPatternText);

  it.each(score.fields.map((row) => [row.field, row] as const))(
    '%s: precision and recall >= 90 %%',
    (_, row) => {
      const misses = score.misses.filter((miss) => miss.field === row.field);
      const report = `${formatCorpusScore(score)}\n${JSON.stringify(misses, null, 1)}`;
      expect({
        field: row.field,
        precision: row.precision >= FLOOR,
        recall: row.recall >= FLOOR,
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
