import type { PatternDocument } from './pattern-document.js';
import { rankerChoice, type RankerModel } from './ranker-fit.js';
import { yardageCandidates, type YardageCandidate } from './yardage-candidates.js';
import { sameYards, yardageFeatures } from './yardage-features.js';
import { YARDAGE_MODEL } from './yardage-model-weights.js';

/** The distinct readings of the yarn needed (each once, where first read) and their feature rows. */
export function yardageChoices(
  document: PatternDocument,
  sizes: readonly string[] | undefined,
): { candidates: YardageCandidate[]; rows: number[][] } {
  const all = yardageCandidates(document, sizes);
  const rows = all.map((_, index) => yardageFeatures(all, index, sizes));
  const first = all.flatMap((candidate, index) =>
    all.findIndex((other) => sameYards(other.yards, candidate.yards)) === index ? [index] : [],
  );
  return { candidates: first.map((index) => all[index]), rows: first.map((index) => rows[index]) };
}

/** The reading the yardage model picks (null: the text gives none it can tell) and how likely it rates it. */
export function chooseYardage(
  document: PatternDocument,
  sizes: readonly string[] | undefined,
  model: RankerModel = YARDAGE_MODEL,
): { candidate: YardageCandidate; probability: number } | null {
  const { candidates, rows } = yardageChoices(document, sizes);
  if (candidates.length === 0) return null;
  const choice = rankerChoice(model, rows);
  return choice.index < 0 ? null : { candidate: candidates[choice.index], probability: choice.probability };
}
