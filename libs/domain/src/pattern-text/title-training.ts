import { readPatternDocument } from './pattern-document.js';
import type { RankerExample, RankerModel } from './ranker-fit.js';
import { labelledTitle, titleAt, titleHead } from './title-head.js';
import { chooseTitleLineWith, titleCandidates, titleRows } from './title-model.js';

const same = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * One training example of the title model from a corpus text and the title a knitter reads in it: the head's
 * feature rows and the line the title is printed from (-1 when the text names none). Null when the model has no
 * say (the text labels its title) or the title is not printed from any candidate line as the reader trims it.
 */
export function titleTrainingExample(text: string, expected: string | undefined): RankerExample | null {
  const head = titleHead(readPatternDocument(text).lines);
  if (labelledTitle(head)) return null;
  // The rules' candidates only: a title they rule out is not the model's to find.
  const candidates = titleCandidates(head);
  const label =
    expected === undefined ? -1 : candidates.findIndex((index) => same(titleAt(head, index).title, expected));
  if (expected !== undefined && label < 0) return null;
  return { items: titleRows(head, candidates), label };
}

/** The title the reader would read in `text` with `model` in place of the trained one (for cross-validation). */
export function titleWithModel(text: string, model: RankerModel): string | undefined {
  const head = titleHead(readPatternDocument(text).lines);
  const labelled = labelledTitle(head);
  if (labelled) return labelled.title;
  const choice = chooseTitleLineWith(model, head);
  return choice.index < 0 ? undefined : titleAt(head, choice.index).title;
}

export { same as sameTitle };
