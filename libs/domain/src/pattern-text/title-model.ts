import { rankerChoice, type RankerModel } from './ranker-fit.js';
import { titleLineFeatures } from './title-features.js';
import { labelledTitle, titleAt, titlePart } from './title-head.js';
import { isMasthead, setAboveTitle } from './title-lines.js';
import { TITLE_MODEL } from './title-model-weights.js';
import { titleCandidate } from './title-text.js';

// "MATERIALS:" over "STAR-LITE SOCK AND SWEATER YARN": the line under a heading of what to buy is the first thing
// bought, not the pattern's name.
const MATERIALS_HEADING =
  /^\s*(?:materials?|yarns?|supplies|you will need|what you(?:'ll| will)? need|needles?|hooks?|notions)\s*:?\s*$/i;

/**
 * The head lines the rules let be a title: title-like lines (not a masthead, a heading, a banner, a byline) past
 * those set above a title (a yarn's name, a studio, a publisher); when every title-like line is of those, they.
 */
export function titleCandidates(head: readonly string[]): number[] {
  // A line of parts is judged by its one named part ("Pattern by Ana Ruiz | Tidewater Shawl").
  const titleLike = head.flatMap((line, index) =>
    titleCandidate(titlePart(line)) && !MATERIALS_HEADING.test(head[index - 1] ?? '') ? [index] : [],
  );
  const free = titleLike.filter((index) => !setAboveTitle(head, index, titleCandidate));
  const lines = free.length > 0 ? free : titleLike;
  // A title's second line in capitals ("NORTHWIND" / "PULLOVER") is part of it, not a title of its own; a
  // masthead's ("STAR-LITE YARNS · LEAFLET No. 318") capitals under it are the title.
  return lines.filter(
    (index) =>
      !lines.some((other) => other < index && !isMasthead(head[other]) && titleAt(head, other).last >= index),
  );
}

/** The feature rows of the candidate lines, for the model and for its training. */
export function titleRows(head: readonly string[], candidates: readonly number[]): number[][] {
  return candidates.map((index) => titleLineFeatures(head, index));
}

/**
 * The head line the title model picks as the title (-1: the text names none), and how likely it rates that
 * choice. The rules rule lines out; the model weighs what is left by what the corpus taught
 * (scripts/train-reader-models.mjs).
 */
export function chooseTitleLine(head: readonly string[]): { index: number; probability: number } {
  return chooseTitleLineWith(TITLE_MODEL, head);
}

/** The same choice with another model (the training script's cross-validation). */
export function chooseTitleLineWith(
  model: RankerModel,
  head: readonly string[],
): { index: number; probability: number } {
  const candidates = titleCandidates(head);
  if (candidates.length === 0) return { index: -1, probability: 1 };
  const choice = rankerChoice(model, titleRows(head, candidates));
  return { index: choice.index < 0 ? -1 : candidates[choice.index], probability: choice.probability };
}

/** The line the title is read from (a labelled title's, else the model's pick), -1 when none. */
export function titleLineOf(head: readonly string[]): number {
  return labelledTitle(head)?.index ?? chooseTitleLine(head).index;
}
