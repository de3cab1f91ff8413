import type { SizeYardage } from '@yarn-mgmt/contracts';
import { readPatternDocument } from './pattern-document.js';
import type { RankerExample, RankerModel } from './ranker-fit.js';
import { readSizes } from './size-reading.js';
import { sameYards } from './yardage-features.js';
import { chooseYardage, yardageChoices } from './yardage-model.js';

const sizesOf = (text: string) => {
  const document = readPatternDocument(text);
  return { document, sizes: readSizes(document).sizes?.value };
};

/**
 * One training example of the yardage model: every reading's row and the first whose values are the ones a knitter
 * reads (-1 when the text gives none). Null when no reading has them.
 */
export function yardageTrainingExample(
  text: string,
  expected: readonly SizeYardage[] | undefined,
): RankerExample | null {
  const { document, sizes } = sizesOf(text);
  const { candidates, rows } = yardageChoices(document, sizes);
  const values = expected?.map((row) => row.yards);
  const label = values ? candidates.findIndex((candidate) => sameYards(candidate.yards, values)) : -1;
  if (values && label < 0) return null;
  return { items: rows, label };
}

/** The yards the model alone would read, per size in order (cross-validation). */
export function yardageWithModel(text: string, model: RankerModel): number[] | undefined {
  const { document, sizes } = sizesOf(text);
  return chooseYardage(document, sizes, model)?.candidate.yards.map((yards) => Math.round(yards));
}

/** Whether the yards read are the expected ones, per size in order. */
export const sameYardage = (found: readonly number[], expected: readonly SizeYardage[]): boolean =>
  sameYards(
    found,
    expected.map((row) => row.yards),
  );
