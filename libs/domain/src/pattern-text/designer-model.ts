import { nameCandidates, type NameCandidate } from './designer-candidates.js';
import { designerFeatures } from './designer-features.js';
import { DESIGNER_MODEL } from './designer-model-weights.js';
import { rankerChoice, type RankerModel } from './ranker-fit.js';

/** The name candidates of a text and their feature rows, given the title's line among the non-blank lines. */
export function designerChoices(
  lines: readonly string[],
  titleLine: number,
): { candidates: NameCandidate[]; rows: number[][] } {
  const candidates = nameCandidates(lines);
  const count = lines.filter((line) => line !== '').length;
  return {
    candidates,
    rows: candidates.map((_, index) => designerFeatures(candidates, index, titleLine, count)),
  };
}

/**
 * The name the designer model picks as the designer (null: the text names none it can tell), with the line it is on
 * and how likely the model rates it.
 */
export function chooseDesigner(
  lines: readonly string[],
  titleLine: number,
  model: RankerModel = DESIGNER_MODEL,
): { candidate: NameCandidate; probability: number } | null {
  const { candidates, rows } = designerChoices(lines, titleLine);
  if (candidates.length === 0) return null;
  const choice = rankerChoice(model, rows);
  return choice.index < 0 ? null : { candidate: candidates[choice.index], probability: choice.probability };
}
