/** How many times a count or weight of yarn is needed: once, or once for each colour it is said of. */
import { countWord } from './numbers.js';

/** What yarn is counted in. */
export const UNIT = String.raw`(?:skein|ball|hank|cake|cone|roll|spool|unit)s?`;
// "1 ball each", "1 ball of each"; not the next line's "Each skein: 7 oz, 364 yd".
// Nor "1 ball each size": the same amount for every size, not for every colour.
export const EACH_AFTER = new RegExp(String.raw`^\s*(?:of\s+)?each\b(?!\s+${UNIT}\s*[:=]|\s+sizes?\b)`, 'i');
// "Color C - Cream (shell stripe): about 15 yds": a colour's own length (yarn-amounts.ts).
export const COLOUR_LENGTH_BEFORE =
  /\b(?:colou?r|shade)\s+[A-H\d]\b[^:\n]{0,40}:\s*(?:approx(?:imately|\.)?\s*|about\s*|~\s*)?$/i;
// "12 colours of DK, approx. 150 m each": the full stop of "approx." does not end the clause.
export const COLOURS_BEFORE =
  /\b(\d+|two|three|four|five|six)\s+(?:colou?rs|shades|colorways)\b(?:[^.;]|\b(?:approx|ca)\.)*$/i;

// The names end with their line, or where a sentence about them starts: "1 ball each in MC and CC\nCC is used for
// the cuff", "1 skein each in Grey and Red, used for the stripes", "in Navy and White, which are worked ...".
// Or where the amount of each is said ("... and White (CC), about 7 oz / 364 yds"), or the next count starts
// ("0905 Barn Red C, and 1 skein 0100 Cream D").
const NAMES_END =
  /\n|,?\s+(?:is|are|was|were|used|worked|which|that|for|to|as|about|approx(?:imately|\.)?|ca\.?)(?=\s|$)|,?\s*(?:and\s+)?\d+\s+(?:skeins?|balls?|hanks?|cakes?)\b/i;

// "each of:", "each of the following:", "each:" ending the clause, the colours listed under it by their labels; the
// list ends at the next number that is no label's ("US 6", "3 stitch markers") or clause.
const LISTED_BELOW = /^\s*(?:of\s+)?each(?:\s+(?:of|in)(?:\s+the\s+following)?)?\s*:\s*/i;
const LISTED_END = /[;.]|(?<![A-Za-z]|[A-Za-z]\s)\d/;
const COLOUR_LABEL =
  /\b(?:MC|CC\s*\d*|(?:[Cc]olou?r|[Ss]hade)\s+[A-Z\d]{1,2})\b|(?<=^|\s)[A-H](?=\s*[-\u2013\u2014:=]\s)/g;

const itemsIn = (list: string) => list.split(/,|\band\b|&/).filter((item) => item.trim() !== '').length || 1;

/**
 * "1 ball each of MC and CC", "1 ball each in Cream, Sage and Mustard", "CC1 and CC2 1 skein each": one count
 * for each of the things named.
 */
export function countTimes(text: string, start: number, end: number): number {
  // "1 ball each in MC (Fisherman) and CC (Cranberry)": the shade names in parentheses are not more things.
  const after = text.slice(end, end + 120).replace(/\([^()]*\)/g, '');
  // "1 ball of Special DK in each of Cream, Rose and Sage": the colours named after the yarn.
  // "40 g of each colour - Rust and Cream", "20 g of each shade: Sky, Sand": the colours named after a dash or colon.
  const named =
    /^\s*each\s+(?:of|in)\s+([^;(.:]+)/i.exec(after) ??
    /^\s*(?:of\s+)?each\s+(?:colou?r|shade)\s*[-\u2013\u2014:]\s*([^;(.:]+)/i.exec(after) ??
    /^\s*of\s+[^;.:]*?\bin\s+each\s+of\s+([^;(.:]+)/i.exec(after);
  // "1 skein each of:" over a line for each colour ("MC – Oatmeal (#102)", "CC1 – Cranberry (#317)").
  // A list of five colours with their uses runs past 120 characters.
  const below = LISTED_BELOW.exec(text.slice(end, end + 400).replace(/\([^()]*\)/g, ''));
  const list = below ? below.input.slice(below[0].length).split(LISTED_END)[0] : '';
  const labels = new Set((list.match(COLOUR_LABEL) ?? []).map((label) => label.trim().toUpperCase()));
  if (labels.size > 1) return labels.size;
  // "A Moorit (brown) B Natural White C Gold": shade letters before names, in order from A.
  const letters = [...list.matchAll(/(?<=^|\s)([A-H])\s+(?=[A-Z][a-z])/g)].map((match) => match[1]);
  const run = letters.findIndex((letter, index) => letter !== String.fromCharCode(65 + index));
  const ordered = run === -1 ? letters.length : run;
  if (ordered > 1) return ordered;
  // "2 balls each of 8 colours": the colours counted, not listed.
  const colourCount =
    named && /^\s*(\d+|two|three|four|five|six|seven|eight)\s+(?:colou?rs|shades)\b/i.exec(named[1]);
  if (colourCount) return countWord(colourCount[1]) ?? 1;
  // "1 x 50g ball each of" over "Colour A – Teal", "Colour B – Cream": the labels, one a line.
  const labelled =
    named && new Set((named[1].match(COLOUR_LABEL) ?? []).map((label) => label.trim().toUpperCase()));
  if (labelled && labelled.size > 1) return labelled.size;
  if (named) return itemsIn(named[1].split(NAMES_END)[0]);
  // "1 skein each 0313 Aran A, 0672 Hot Red B": the shades listed straight after "each".
  // "1 skein each, Peat, Moorit, Sea Pink, Lichen": or after a comma.
  const shades = /^\s*each\s*,?\s+(?!(?:of|in|sizes?|all)\b)([^;(.:]+)/i.exec(after);
  const shadeList = shades && shades[1].split(NAMES_END)[0];
  if (shadeList && itemsIn(shadeList) > 1) return itemsIn(shadeList);
  // "1 ball each", "1 ball of each".
  if (!EACH_AFTER.test(after)) return 1;
  const clauseStart = Math.max(...[';', ':', '.'].map((stop) => text.lastIndexOf(stop, start))) + 1;
  const clause = text.slice(clauseStart, start);
  // "2 colours of fingering yarn, 1 skein each": the number of colours said before.
  const colours = COLOURS_BEFORE.exec(clause);
  if (colours) return countWord(colours[1]) ?? 1;
  if (clause.trim() !== '' || text[clauseStart - 1] !== ':') return itemsIn(clause);
  // "Shades 2, 3, 4 and 5: 1 ball each", "B Lemon, C Aqua, D Candyfloss: 1 ball of each": listed before the colon.
  const before = text.slice(0, clauseStart - 1);
  // "Shades 2 to 6 (Moorit, Gold, Rust, Fawn, Sholmit): 25 g each": a range of numbered shades.
  // "CC1 (Marigold), CC2 (Sage), CC3 (Lilac): 1 skein each": the shade names in brackets are no more things.
  const bare = before.replace(/\([^()]*\)/g, '');
  const range = /\b(?:shades?|colou?rs?)\s+(\d+)\s*(?:to|-|\u2013)\s*(\d+)\s*$/i.exec(bare);
  if (range && Number(range[2]) > Number(range[1])) return Number(range[2]) - Number(range[1]) + 1;
  // "Contrasts (Gumnut Red, Wattle, Eucalypt): 1 ball each".
  const label = /\b(?:shades?|colou?rs?|colou?rways?|contrasts?)\s+([^:;.]+)$/i.exec(before);
  if (label) return itemsIn(label[1]);
  // "Cotton DK in 5 colours: 50 g each".
  const counted = COLOURS_BEFORE.exec(before.slice(-40));
  if (counted) return countWord(counted[1]) ?? 1;
  // A unit ends a word: the "M" of "D Mustard" is no metre.
  const listed = /^[\s\S]*(?:^|[:;.)]|\b(?:balls?|skeins?|hanks?|g|m|yds?)\b)\s*([^:;.()]+)$/i.exec(bare);
  return listed && itemsIn(listed[1]) > 1 ? itemsIn(listed[1]) : 1;
}
