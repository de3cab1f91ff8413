import { rankerChoice, type RankerModel } from './ranker-fit.js';
import { titleLineFeatures } from './title-features.js';
import {
  labelledTitle,
  namesTheSite,
  sameWords,
  siteNames,
  titleAt,
  titlePart,
  webNames,
} from './title-head.js';
import { isAllCaps, isMasthead, ITEM_WORD, setAboveTitle } from './title-lines.js';
import { TITLE_MODEL } from './title-model-weights.js';
import { patternStart } from './pattern-part.js';
import { FACT_LABEL, titleCandidate } from './title-text.js';

// "MATERIALS:" over "STAR-LITE SOCK AND SWEATER YARN": the line under a heading of what to buy is the first thing
// bought, not the pattern's name.
const MATERIALS_HEADING =
  /^\s*(?:materials?|yarns?|supplies|you will need|what you(?:'ll| will)? need|needles?|hooks?|notions)\s*:?\s*$/i;

// A shop listing's keywords, barred: "CROCHET PATTERN Llama Amigurumi PDF English US Terms | Cute Alpaca Toy | Baby
// Shower Gift" (its parts describe the thing; the pattern's name is set under it).
const KEYWORD_LISTING =
  /^(?=(?:\S+\s+){10})(?=[^|]*\s\|\s[^|]*\s\|\s)(?=.*\b(?:pdf|instant download|digital download|gifts?)\b)/i;

// "VÁRLJÓS" over "Cardigan with an all-over pattern · Troyggja við mynstri": under a name in capitals, a line that
// says what the thing is and how it is made is the name's subtitle.
const SAYS_WHAT_IT_IS = new RegExp(
  String.raw`^(?:an?\s+)?(?:[\w'-]+\s+){0,3}?${ITEM_WORD.source.replace(/^\\b|\\b$/g, '')}\s+(?:with|in|for|worked)\s+`,
  'i',
);
// The pieces of a set under its name ("BABY'S CARRIAGE SET" over "Bonnet and Bootees").
const PIECES = /^[A-Z][a-z]+(?:,\s*[A-Z]?[a-z]+)*\s+(?:and|&)\s+[A-Za-z][a-z]+$/;
const SET = /\b(?:set|outfit|layette|ensemble)\b/i;
/**
 * A subtitle under the pattern's name: what the thing is, under a name in capitals or a name of the thing ("Lúnasa
 * Leg Warmers" over "Cabled leg warmers in aran weight wool"), or a set's pieces under the set.
 */
const subtitleUnder = (head: readonly string[], index: number): boolean =>
  index > 0 &&
  titleCandidate(head[index - 1]) &&
  ((SAYS_WHAT_IT_IS.test(head[index]) && (isAllCaps(head[index - 1]) || ITEM_WORD.test(head[index - 1]))) ||
    // "ELSPETH" over "Cabled sweater": the thing made, in a sentence's case, under a name in capitals.
    (/^[A-Z][a-z]+(?: [a-z-]+)+$/.test(head[index]) &&
      ITEM_WORD.test(head[index]) &&
      isAllCaps(head[index - 1]) &&
      !ITEM_WORD.test(head[index - 1])) ||
    (PIECES.test(head[index]) && SET.test(head[index - 1])));

// "Capucine Poncho" over "Poncho Capucine": the same name again in the other language's order.
const sameWordsAbove = (head: readonly string[], index: number): boolean =>
  index > 0 &&
  head[index].includes(' ') &&
  sameWords(head[index], head[index - 1]) &&
  head[index] !== head[index - 1];

/**
 * The head lines the rules let be a title: title-like lines (not a masthead, a heading, a banner, a byline) past
 * those set above a title (a yarn's name, a studio, a publisher); when every title-like line is of those, they.
 */
export function titleCandidates(head: readonly string[]): number[] {
  // A line of parts is judged by its one named part ("Pattern by Ana Ruiz | Tidewater Shawl").
  const titleLike = head.flatMap((line, index) =>
    titleCandidate(titlePart(line)) &&
    !FACT_LABEL.test(line) &&
    !MATERIALS_HEADING.test(head[index - 1] ?? '')
      ? [index]
      : [],
  );
  // "Designed by Ruth Calloway for Hookhollow": the house the designer worked for, set as the masthead ("HOOKHOLLOW").
  const houses = head.flatMap((line) => {
    const house =
      /\b(?:designed|design|pattern|written|created)\s+by\s+.+?\s+for\s+([A-Z][\w&' -]{2,40}?)\s*$/i.exec(
        line,
      );
    return house ? [house[1].trim().toLowerCase()] : [];
  });
  // The site's name a browser's title line gives, which the page's masthead repeats ("PURL & PINE").
  const sites = siteNames(head);
  const web = webNames(head);
  // Not the page's own words above a rule the pattern begins under.
  const start = patternStart(head);
  const free = titleLike.filter(
    (index) =>
      index >= start &&
      !setAboveTitle(head, index, titleCandidate) &&
      !subtitleUnder(head, index) &&
      !sameWordsAbove(head, index) &&
      !sites.has(head[index].trim().toLowerCase()) &&
      !namesTheSite(web, head[index]) &&
      !houses.includes(head[index].trim().toLowerCase()) &&
      !KEYWORD_LISTING.test(head[index]),
  );
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
