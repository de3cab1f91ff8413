import { chooseDesigner, designerChoices } from './designer-model.js';
import { readPatternDocument } from './pattern-document.js';
import type { RankerExample, RankerModel } from './ranker-fit.js';
import { titleHead } from './title-head.js';
import { titleLineOf } from './title-model.js';
import { sameTitle } from './title-training.js';

/**
 * One training example of the designer model: every name candidate's row and the first that is the designer a
 * knitter reads (-1 when the text names none). Null when no candidate is: the model could not find it.
 */
export function designerTrainingExample(text: string, expected: string | undefined): RankerExample | null {
  const lines = readPatternDocument(text).lines;
  const { candidates, rows } = designerChoices(lines, titleLineOf(titleHead(lines)));
  const label = expected === undefined ? -1 : candidates.findIndex((c) => sameTitle(c.name, expected));
  if (expected !== undefined && label < 0) return null;
  return { items: rows, label };
}

/** The designer the model alone would read (cross-validation of the model itself, without the rules before it). */
export function designerWithModel(text: string, model: RankerModel): string | undefined {
  const lines = readPatternDocument(text).lines;
  return chooseDesigner(lines, titleLineOf(titleHead(lines)), model)?.candidate.name;
}
