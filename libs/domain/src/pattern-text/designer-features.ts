import type { NameCandidate } from './designer-candidates.js';
import { HEAD } from './designer-candidates.js';

/**
 * What the designer model (designer-model.ts) knows of a name candidate: the words before it (a credit, or a role that
 * is not the designer's), its place (the head, the line after the title, a sign-off at the end), its own shape and
 * what surrounds it. Each 0 or 1 unless said; weighed as the corpus taught (scripts/train-reader-models.mjs).
 */
export const DESIGNER_FEATURES = [
  'credit before',
  'by before',
  'copyright before',
  'other role before',
  'line starts with it',
  'line is only it',
  'in the head',
  'position in the head',
  'in the tail',
  'line after the title',
  'on the title line',
  'sign-off before',
  'two words',
  'three or more words',
  'particle',
  'all capitals line',
  'company word',
  'in parentheses',
  'bar or dot on the line',
  'studio after',
  'named again',
  'colon before',
  'inside a sentence',
  'yarn words on the line',
  'a yarn in the name',
  'the before',
] as const;

const CREDIT = /\b(?:design(?:ed)?|designer|pattern|words|written|created|text|posted)\b[^a-z]*$/;
const BY = /\bby\s*:?\s*$/;
const COPYRIGHT = /(?:©|\(c\)|copyright)\s*(?:\d{4}\s*)?$/;
const OTHER_ROLE =
  /\b(?:translat\w*|test(?:ed|ers?|ing)?|photo\w*|tech(?:nical)?\s+edit\w*|edit(?:ed|or)|sample\s+(?:knit|made|crocheted)\w*|knitted|crocheted|model(?:led)?|styl\w*|thanks?|layout|illustrat\w*|charts?)\b[^.]*$/;
const SIGN_OFF =
  /^(?:happy\s+\w+|love|cheers|best(?:\s+wishes)?|warmly|until next time|xx?o*|with love|thanks?)\b/i;
const PARTICLE =
  /\s(?:de|da|di|du|van|von|der|den|le|la|del|della|dos|das|ter|ten|ap|ab|af|y|bin|ibn|al|el|las|los)\s/;
export const COMPANY =
  /\b(?:Yarns?|Wools?|Co|Company|Guild|Group|Club|Society|Magazine|Shop|Store|Mills|Garn|Crafts?|Books?|Press|Kit|Members)\b/;
// A line about the yarn ("Snuggly DK, 3 balls in shade 212"), and a yarn's name ("Stylecraft Special", "Cosy Aran").
const YARN_LINE =
  /\b(?:yarns?|balls?|skeins?|hanks?|ply|DK|aran|chunky|worsted|fingering|bulky|shade|colou?rway)\b|\d\s*(?:g|m|yds?)\b/i;
const YARN_NAME =
  /\b(?:DK|Aran|Chunky|Worsted|Fingering|Sport|Bulky|Ply|Special|Merino|Cotton|Alpaca|Sock|Tweed|Mohair)\b/;
const STUDIO = /^\s*(?:Designs?|Knits|Knitwear|Studio|Patterns|Crochet|Handmade)\b/;

/** The feature vector of `candidates[index]`, given the title's line among the non-blank lines (-1: none). */
export function designerFeatures(
  candidates: readonly NameCandidate[],
  index: number,
  titleLine: number,
  lineCount: number,
): number[] {
  const { name, line, index: at, before, previous } = candidates[index];
  const after = line.slice(before.length + name.length);
  const words = name.split(/\s+/).length;
  const flag = (value: boolean) => (value ? 1 : 0);
  return [
    flag(
      CREDIT.test(before) ||
        /\b(?:design(?:ed)?|designer|pattern)\s*(?:by)?\s*[:\u2013\u2014-]?\s*$/.test(before),
    ),
    flag(BY.test(before)),
    flag(COPYRIGHT.test(before)),
    flag(OTHER_ROLE.test(before) || (OTHER_ROLE.test(previous.toLowerCase()) && before.trim() === '')),
    flag(before.trim() === ''),
    flag(line.trim() === name || line.trim().toUpperCase() === name.toUpperCase()),
    flag(at < HEAD),
    at < HEAD ? at / HEAD : 1,
    flag(at >= lineCount - 10),
    flag(titleLine >= 0 && at === titleLine + 1),
    flag(at === titleLine),
    flag(SIGN_OFF.test(previous.trim()) || SIGN_OFF.test(before.trim())),
    flag(words === 2),
    flag(words >= 3),
    flag(PARTICLE.test(` ${name} `)),
    flag(line === line.toUpperCase() && /[A-Z]/.test(line)),
    flag(COMPANY.test(name)),
    flag(/\(\s*$/.test(before)),
    flag(/[|\u00B7\u2022]/.test(line)),
    flag(STUDIO.test(after)),
    flag(candidates.some((other, at2) => at2 !== index && other.name === name)),
    flag(/:\s*$/.test(before)),
    flag(/[a-z]{3,}\s+$/.test(before) && !CREDIT.test(before) && !BY.test(before)),
    flag(YARN_LINE.test(line)),
    flag(YARN_NAME.test(name)),
    // "Design by the Hobby Haven Studio": a shop or a place, never a person.
    flag(/\bthe\s+$/.test(before)),
  ];
}
