import { PHOTO_CREDIT } from './bylines.js';
import { isAllCaps, isMasthead, ITEM_WORD, NAME, plausibleName } from './title-lines.js';
import { titleCase } from './title-text.js';

/** A person's (or a studio's) name printed somewhere a designer is named: the head or the last lines. */
export interface NameCandidate {
  name: string;
  /** The line it is on, and that line's index among the non-blank lines. */
  line: string;
  index: number;
  /** What comes before the name on its line (lower case), and the line before. */
  before: string;
  previous: string;
}

// How far down a designer is named at the top, and how far up a sign-off or copyright line sits at the end.
export const HEAD = 16;
const TAIL = 10;
// Capitalised words that open a credit, not a name: "Design Kari Hestnes", "Pattern Anna Berg".
const LEADING_WORDS =
  /^(?:(?:Design|Designed|Designer|Pattern|Patterns|Words|Text|Photos?|Photographs|Photography|Pictures|Images|Styling|Tech|Edited|Editor|Translated|Translation|Tested|Posted|Written|Created|Copyright|By|And|For|With|From|Love|Thanks|Happy|Free|Knitting|Crochet|Knit)\s+)+/;
const NAME_SPAN = new RegExp(NAME, 'g');
const STUDIO_END = /^(?<stem>.+?)\s+(?:Designs?|Knits|Knitwear|Studio|Crochet|Handmade|Makes)$/;
const PUBLICATION = /\b(?:No|Nr|Leaflet|Patron|Issue|Book|Magazine|Volume|Vol|Edition|Chapter|Page)\b/;

/**
 * Every name-like span of two to five capitalised words in the head and the tail, its credit words set aside, that
 * names no thing made.
 */
export function nameCandidates(lines: readonly string[]): NameCandidate[] {
  const text = lines.filter((line) => line !== '');
  const indexes = [
    ...new Set([...text.keys()].filter((index) => index < HEAD || index >= text.length - TAIL)),
  ];
  const found: NameCandidate[] = [];
  for (const index of indexes) {
    const line = text[index];
    for (const match of line.matchAll(NAME_SPAN)) {
      // "Nell Pryce-Harding's design": the name, not its possessive.
      const raw = match[0].replace(LEADING_WORDS, '').replace(/['\u2019]s$/, '');
      const name = isAllCaps(raw) ? titleCase(raw) : raw;
      // "Cabled Beanie" names a thing made, "Leaflet No" a publication, "Drops Design" a yarn house: never a
      // person.
      if (
        !plausibleName(name) ||
        ITEM_WORD.test(name) ||
        PUBLICATION.test(name) ||
        isMasthead(name) ||
        // "Transcribed from Weldon's ..., by Mary Pettigrew": who transcribed, retyped, translated or photographed it.
        /\b(?:translated|transcribed|re-?typed|typed\s+(?:up|out)|photographed|photography|styled|edited|reviewed|tested|modelled|illustrated)\b.*\bby\s*$/i.test(
          line.slice(0, match.index),
        ) ||
        PHOTO_CREDIT.test(line.slice(0, match.index + (match[0].length - raw.length))) ||
        // "jumper in DROPS Lima": what it is made in, a yarn; « Tricot Facile »: a publication's name in quotes;
        // "FJORDULL from Kamgarn Nord": the house a yarn comes from.
        /\bin\s+$|[«\u201C"]\s*$|\b(?:[A-Z]{3,}|yarns?|wool)\s+from\s+$/.test(
          line.slice(0, match.index + (match[0].length - raw.length)),
        ) ||
        // "Red Heart® Super Saver®": a trademark, a brand's or a yarn's name.
        /^\s*[®™]/.test(line.slice(match.index + match[0].length)) ||
        // "SKILL LEVEL: Easy": a label, not a name; "Vale Alto design team": a house's team.
        /^\s*:|^\s+(?:design\s+)?team\b/i.test(line.slice(match.index + match[0].length)) ||
        // "BABY'S MATINEE COAT" over "with Shell Border": a subtitle naming a part of the thing made.
        /^\s*with\s*$/i.test(line.slice(0, match.index)) ||
        found.some((other) => other.name === name && other.index === index)
      )
        continue;
      const at = match.index + (match[0].length - raw.length);
      found.push({
        name,
        line,
        index,
        before: line.slice(0, at).toLowerCase(),
        previous: text[index - 1] ?? '',
      });
    }
  }
  // "Mirren Calloway Designs" at the top and "© 2026 Mirren Calloway" at the end: the studio is the person's, named
  // alone elsewhere, and the person is the designer ("Tin Can Knits", never named otherwise, stays whole).
  return found.map((candidate) => {
    const stem = STUDIO_END.exec(candidate.name)?.groups?.stem;
    return stem && found.some((other) => other.name === stem) ? { ...candidate, name: stem } : candidate;
  });
}
