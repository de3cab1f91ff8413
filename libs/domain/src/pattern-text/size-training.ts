import { readPatternDocument } from './pattern-document.js';
import type { RankerExample, RankerModel } from './ranker-fit.js';
import { chooseSizes, sizeChoices } from './size-model.js';

const key = (sizes: readonly string[]) =>
  [...new Set(sizes.map((size) => size.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()))]
    .sort()
    .join('|');

/** Whether two lists name the same sizes (as the corpus score compares them: as sets, in any case). */
export const sameSizes = (a: readonly string[], b: readonly string[]): boolean => key(a) === key(b);

/**
 * One training example of the size model: the statements' rows and the one that names the sizes a knitter reads
 * (-1 when the text names none). Null when no statement names them: the rules did not read them, the model cannot.
 */
export function sizeTrainingExample(
  text: string,
  expected: readonly string[] | undefined,
): RankerExample | null {
  const { statements, rows } = sizeChoices(readPatternDocument(text));
  const label = expected ? statements.findIndex((statement) => sameSizes(statement.sizes, expected)) : -1;
  if (expected && label < 0) return null;
  return { items: rows, label };
}

/** The sizes the reader would read with `model` in place of the trained one (for cross-validation). */
export function sizesWithModel(text: string, model: RankerModel): string[] | undefined {
  return chooseSizes(readPatternDocument(text), model).statement?.sizes;
}
