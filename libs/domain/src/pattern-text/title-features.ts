import { isByline } from './bylines.js';
import { isAllCaps, ITEM_WORD, NAME, plausibleName, YARN_LINE } from './title-lines.js';
import { GENERIC_LINE, HEADING_LIKE } from './title-text.js';

/**
 * What the title model (title-model.ts) knows of one line at the top of a pattern: its look, its place and its
 * neighbours, each 0 or 1 unless said; the model weighs them, learnt from the corpus
 * (scripts/train-reader-models.mjs). None of them is a verdict of the hand-written title rules: those were tuned on
 * most of the corpus, so a model leaning on them could not be measured on a batch it never saw.
 */
export const TITLE_FEATURES = [
  'first line',
  'position',
  'names an item',
  'byline after',
  'byline before',
  'inline byline',
  'one word',
  'two to six words',
  'over six words',
  'capitalised words',
  'all capitals',
  'digit',
  'colon',
  'parenthesis',
  'comma',
  'web address',
  'colour roles',
  'series word',
  'heading',
  'generic',
  'sentence',
  'pattern word',
  'quoted',
  'long',
  'no letters',
  'starts in lower case',
  'describes',
  'company',
  'yarn name',
  'description after',
  'capitals continued',
  'capitals continue',
  'person',
  'person above',
] as const;

const WEB =
  /(?:https?:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|co\.uk|uk|de|dk|no|se|fi|fr|nl|shop)\b|@/i;
const COLOUR_ROLES = /\((?:MC|CC\d?|[AB])\)|\b(?:MC|CC\d?)\b\s*[:=]/;
const SERIES =
  /\b(?:series|collection|leaflet|magazine|issue|edition|club|volume|vol\.|chapter|book|season)\b/i;
const PATTERN_WORD = /\bpatterns?\b/i;
// "in Felted Tweed", "worked in DK": what the pattern is made in or with, under its name.
const DESCRIBES = /^(?:in|for|with|using|worked|made|knitted|crocheted)\s/i;
const COMPANY = /\b(?:designs?|yarns?|wools?|garn|mills|co\.?|company|studio|knitwear|fib(?:re|er)s?)$/i;
const PERSON = new RegExp(`^${NAME}$`);

const capitalisedShare = (line: string): number => {
  const words = line.split(/\s+/).filter((word) => /^[A-Za-z\u00C0-\u017F]/.test(word));
  const long = words.filter((word) => word.length > 3);
  if (long.length === 0) return 0;
  return long.filter((word) => /^[A-Z\u00C0-\u00DE]/.test(word)).length / long.length;
};

/** The feature vector of `head[index]` (in TITLE_FEATURES' order). */
export function titleLineFeatures(head: readonly string[], index: number): number[] {
  const line = head[index];
  const previous = head[index - 1] ?? '';
  const next = head[index + 1] ?? '';
  const words = line.split(/\s+/).length;
  const flag = (value: boolean) => (value ? 1 : 0);
  return [
    flag(index === 0),
    index / head.length,
    flag(ITEM_WORD.test(line)),
    flag(isByline(next)),
    flag(isByline(previous)),
    flag(/\s(?:[-|]\s*)?by\s+[A-Z]/.test(line)),
    flag(words === 1),
    flag(words >= 2 && words <= 6),
    flag(words > 6),
    capitalisedShare(line),
    flag(isAllCaps(line)),
    flag(/\d/.test(line)),
    flag(line.includes(':')),
    flag(line.includes('(')),
    flag(line.includes(',')),
    flag(WEB.test(line)),
    flag(COLOUR_ROLES.test(line)),
    flag(SERIES.test(line)),
    flag(HEADING_LIKE.test(line)),
    flag(GENERIC_LINE.test(line)),
    flag(/[a-z][.!?]$/.test(line)),
    flag(PATTERN_WORD.test(line)),
    flag(/["\u201C\u201D]/.test(line)),
    flag(line.length > 40),
    flag(!/[A-Za-z]{2}/.test(line)),
    flag(/^[a-z]/.test(line)),
    flag(DESCRIBES.test(line)),
    flag(COMPANY.test(line)),
    flag(YARN_LINE.test(line)),
    // "ELSPETH" over "Cabled sweater": a line describing the thing made in a sentence's case follows its name.
    flag(
      /^[a-z]/.test(next) ||
        DESCRIBES.test(next) ||
        (/^[A-Z][a-z]+(?: [a-z-]+)+$/.test(next) && ITEM_WORD.test(next)),
    ),
    flag(isAllCaps(previous) && isAllCaps(line) && words <= 3 && index > 0),
    flag(isAllCaps(line) && isAllCaps(next) && next.split(/\s+/).length <= 3),
    flag(PERSON.test(line) && plausibleName(line) && !ITEM_WORD.test(line)),
    // A magazine's designer set over the pattern's name ("Martin Storey" / "ELSPETH").
    flag(PERSON.test(previous) && plausibleName(previous) && !ITEM_WORD.test(previous)),
  ];
}
