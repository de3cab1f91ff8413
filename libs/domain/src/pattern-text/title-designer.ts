import type { PatternReading } from '@yarn-mgmt/contracts';
import { anyCase, readingField } from './reading-field.js';
import {
  capitalsName,
  isAllCaps,
  isMasthead,
  ITEM_WORD,
  NAME,
  nameOverCapitals,
  plausibleName,
  setAboveTitle,
  studioName,
} from './title-lines.js';

type Found = Pick<PatternReading, 'title' | 'designer'>;

// Title and byline sit at the top; further down "by" is prose ("joined by").
const HEAD_LINES = 12;
const GENERIC_LINE =
  /^(?:an?\s+)?(?:(?:free|easy|simple|quick|basic|beginner)\s+)*(?:knit(?:ting)?|crochet(?:ed)?|knitted|amigurumi)?\s*(?:pattern|design)s?(?:\s+(?:pdf|free)|\s+from\s+.+)?$|^free pattern$|^(?:knit|knitted|knitting|crochet|crocheted)$/i;
const NOT_A_TITLE =
  /^(?:https?:\/\/|www\.)|@|^©|^(?:languages?|terminology|terms|written in|skill level|difficulty|format)\s*:|\bcopyright\b|^page\s+\d|^(?:for personal use|all rights reserved)|^(?:by|designed by|design by|pattern by)\b|^(?:pattern\s+)?(?:written|designed|created)\s+by\b|^\(?c\)\s*\d{4}/i;
const ALONG_PREFIX =
  /^.*\b(?:(?:knit|crochet)[\s-]?along|m?kal|m?cal)\b[^-:\u2013]*\s[-:\u2013]\s+(?!(?:part|clue|week)\s*\d)(.{2,60})$/i;
const HEADING_LIKE =
  /^(?:sizes?|sizing|yarns?|yardage|materials?|needles?|hooks?|gauge|tension|notions|finished|you will need|notes?|abbreviations|skill level|to fit|measurements?|dimensions)\b/i;
// Keywords in any case, names capitalised: "design by Clara Moreau", never "by the way".
const BY = [
  'pattern & photos',
  'pattern and photos',
  'text & photos',
  'words & photos',
  'designed by',
  'design by',
  'pattern by',
  'written by',
  'created by',
  'by',
  'designer',
  'design',
]
  .map(anyCase)
  .join('|');
// "... Pattern by Lotte Berg | lottemakes.com": a handle or web address may close the line after the name.
const HANDLE_AFTER = String.raw`(?:\s*[|\u00B7]\s*(?:@\S+|(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+\S*))?`;
// "written by Dana Obi for our beginner classes": who it was written for may follow the name.
const FOR_WHOM = String.raw`(?:\s+for\s+(?:our|the|my|a|an|all)\b[^A-Z]*)?`;
const BYLINE = new RegExp(
  String.raw`(?:^|\b)(?:${BY})\s*:?\s*(?<name>${NAME})${HANDLE_AFTER}${FOR_WHOM}\s*$`,
);
// "PDF pattern by LoopsStudio (Hanna Berg)", "by Purl Bee Co. (Ana Ruiz)": a studio's name, the person's after it.
const STUDIO_AND_NAME = new RegExp(String.raw`^\S+(?:\s+\S+){0,3}\s*\((?<name>${NAME})\)\s*$`);
const BY_STUDIO_NAME = new RegExp(String.raw`\b(?:${BY})\s*:?\s*(?<rest>\S.*)$`);
// "Amigurumi pattern - Mei Lin": the name after a dash that follows "pattern" or "design".
const DASH_BYLINE = new RegExp(
  // "\w\s+" before: "Pattern: Loop Cowl" is a labelled title, not a byline.
  // "crochet pattern · Amara Okafor-Lind": or after a middle dot or a bar.
  String.raw`\w\s+(?:${anyCase('pattern')}|${anyCase('design')})\s*[-\u00B7|]\s*(?<name>${NAME})\s*$`,
);
const BYLINE_START = new RegExp(String.raw`^(?:${BY})\s*:?\s*(?<name>${NAME})`);
const COPYRIGHT = new RegExp(
  String.raw`(?:©|\([cC]\)|${anyCase('copyright')})\s*(?:\d{4}\s*)?(?<name>${NAME})`,
);

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z\u00E0-\u017F])/g, (_, lead: string, c: string) => lead + c.toUpperCase());

function titleCandidate(line: string): boolean {
  if (line.length < 2 || line.length > 80) return false;
  if (NOT_A_TITLE.test(line) || GENERIC_LINE.test(line) || HEADING_LIKE.test(line) || isMasthead(line))
    return false;
  // An inline byline does not count towards a title's length ("Fox Amigurumi - PDF pattern by Studio (Name)"); a
  // company's "Co." or "Ltd." does not end a sentence.
  const words = line.replace(/\s+by\s+\S.*$/i, '').split(/\s+/).length;
  if (words > 10 || /(?<!\b(?:Co|Inc|Ltd|Bros))[.!?]$/.test(line)) return false;
  // A label with a number ("Amount: 9 (10) balls") or a row of size letters under a sizes heading ("XS S M L XL").
  if (/^[A-Z][\w ]{0,20}:\s*\d/.test(line)) return false;
  if (/^(?:\d?X{0,4}[SML]|\d?X{1,4}L?)(?:[\s/,]+(?:\d?X{0,4}[SML]|\d?X{1,4}L?))+$/.test(line)) return false;
  return /[A-Za-z]{2}/.test(line);
}

/** Trims a printed title: a trailing byline, "(crochet)", "- free pattern". */
function cleanTitle(raw: string): string {
  const cleaned = raw
    // Ornaments around a name: "~ Bartholomew the Bee ~", "** Ivy Shawl **", "=== Fern ===".
    .replace(
      /^[~*=_+\u2605\u2606\u2665\u2661\u2740-\u27BF\s]+(?=\S)|(?<=\S)[~*=_+\u2605\u2606\u2665\u2661\u2740-\u27BF\s]+$/gu,
      '',
    )
    // A tag before the name: "[Pattern] Rosebud Blanket" (brackets are folded to parentheses).
    .replace(/^\((?:free\s+)?(?:knit(?:ting)?\s+|crochet\s+)?pattern\)\s*/i, '')
    // A number set before the name, as books and magazines print it: "No. 18  Lattice Pullover", "#4 - Hat".
    .replace(/^(?:no\.?|nr\.?|#|model|design)\s*\d+[a-z]?\s*[-:.|\u00B7]?\s+(?=\S)/i, '')
    // Or a book's running number alone: "07 Little Penguin", "12. Harbour Hat".
    .replace(/^(?:0\d{1,2}|\d{1,3}[.)])\s+(?=[A-Z])/, '')
    // "- free pattern", "★ PDF pattern", "- Free pattern from Prairie Wool Co.": what the page is, not its name.
    .replace(
      /\s*(?:[-:|\u00B7\u2605\u2606~*]\s*)(?:a\s+)?(?:free\s+)?(?:pdf\s+)?(?:knit(?:ting)?|crochet|amigurumi)?\s*pattern(?:\s+from\s+.+)?\s*$/i,
      '',
    )
    .replace(/\s*[\u2605\u2606~*]+$/u, '')
    .replace(/\s*\((?:knit(?:ted|ting)?|crochet(?:ed)?|free pattern)\)\s*$/i, '')
    // The craft after a dash: "Harbour Throw - Tunisian crochet", "Nook Slippers – crochet", "Fell Hat - knitted".
    .replace(/\s+[-–—|:]\s*(?:tunisian\s+)?(?:knit(?:ted|ting)?|crochet(?:ed)?|tunisian)\s*$/i, '')
    // What the pattern is for, set before its name: "Class project: Ribbed Scarf", "Workshop pattern: Tea Cosy".
    .replace(
      /^(?:class|workshop|course|lesson|beginners?'?)\s+(?:project|pattern|piece)\s*[:–-]\s+(?=\S)/i,
      '',
    )
    // An instalment of a crochet- or knit-along: "Sophie's Garden - Part 1", "Lighthouse (Clue 2 of 5)".
    .replace(/\s*(?:[-:|\u00B7]\s*|\()(?:part|clue|week)\s*\d+(?:\s*(?:of|\/)\s*\d+)?\)?\s*$/i, '')
    // "Ivy Shawl | ivyknits.com": the publisher's web address set beside the name.
    .replace(/\s+[|\u00B7]\s+(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i, '')
    .trim();
  return isAllCaps(cleaned) ? titleCase(cleaned) : cleaned;
}

// "DESIGNED BY MARIA SANTOS": a name set in capitals, as it is written.
const personName = (name: string): string => (isAllCaps(name) ? titleCase(name) : name);

type Designer = { name: string; source: string; sure: number };

/** A designer named without a byline: a studio line, or a name over a title in capitals. */
function designerAbove(head: string[], titleStart: number): Designer | null {
  // A studio's line above the title or under it ("Jane Doe Designs © 2022").
  const studio = head.find((line, index) => index !== titleStart && studioName(line));
  // "Tin Can Knits" is a studio of two designers: its words are a guess at the designer's name.
  // A person's name beside a web address or a studio's ("Ian Ross · Loom Studio") is surer.
  if (studio)
    return { name: studioName(studio)!, source: studio, sure: /[|\u00B7]/.test(studio) ? 0.6 : 0.45 };
  const above = head[titleStart - 1];
  const over = above && nameOverCapitals(above, head[titleStart]) && titleCandidate(head[titleStart]);
  return over ? { name: above, source: above, sure: 0.6 } : null;
}

function findDesigner(head: string[], titleStart: number, titleIndex: number): Designer | null {
  for (let index = 0; index < head.length; index += 1) {
    const line = head[index];
    const studioRest = BY_STUDIO_NAME.exec(line)?.groups?.rest;
    const start =
      BYLINE_START.exec(line) ??
      BYLINE.exec(line) ??
      DASH_BYLINE.exec(line) ??
      (studioRest ? STUDIO_AND_NAME.exec(studioRest) : null);
    if (start?.groups && plausibleName(start.groups.name))
      return { name: personName(start.groups.name), source: line, sure: index === titleIndex ? 0.85 : 0.9 };
    // "by" alone, the name on the next line.
    if (/^(?:designed by|design by|pattern by|by|designer:?)$/i.test(line) && head[index + 1]) {
      const next = new RegExp(`^${NAME}$`).exec(head[index + 1]);
      if (next && plausibleName(next[0])) return { name: next[0], source: `${line} ${next[0]}`, sure: 0.85 };
    }
  }
  const above = designerAbove(head, titleStart);
  if (above) return above;
  const copyright = head.map((line) => COPYRIGHT.exec(line)).find((match) => match?.groups);
  if (copyright?.groups && plausibleName(copyright.groups.name))
    return { name: copyright.groups.name, source: copyright.input, sure: 0.6 };
  // A bare name on the line after the title (past a repeated title or a "Free Pattern" banner), as PDFs set it.
  if (titleIndex < 0) return null;
  const title = head[titleIndex];
  const after = head.slice(titleIndex + 1).find((line) => line !== title && !GENERIC_LINE.test(line));
  // Not a second line of the title: "Mosaic Mitts", "Cabled Beanie" name things made, not people.
  const person = (line: string) => plausibleName(line) && !HEADING_LIKE.test(line) && !ITEM_WORD.test(line);
  if (after && new RegExp(`^${NAME}$`).test(after) && person(after)) {
    const words = after.split(/\s+/);
    if (words.length <= 3 && !isAllCaps(after)) return { name: after, source: after, sure: 0.5 };
  }
  // A magazine's designer set in capitals under a title that is not ("Ridgeline Pullover" / "ANNA MARTINEZ").
  if (after && !isAllCaps(title) && capitalsName(after))
    return { name: titleCase(after), source: after, sure: 0.45 };
  return null;
}

/** The pattern's name (first title-like line at the top, all-caps lines joined) and its designer. */
export function readTitleAndDesigner(lines: readonly string[]): Found {
  // "Knit Along 2024 - The Winter Garden Blanket": the pattern's name after its knit-along's.
  const head = lines
    .filter((line) => line !== '')
    .slice(0, HEAD_LINES)
    .map((line) => ALONG_PREFIX.exec(line)?.[1] ?? line);
  const found: Found = {};
  const labelled = head
    .map((line) =>
      /^(?:(?:free\s+)?(?:knit(?:ting)?|crochet)\s+)?(?:pattern name|pattern|title)\s*:\s*(.+)$/i.exec(line),
    )
    .find(Boolean);
  let titleIndex: number;
  let titleStart = -1;
  if (labelled) {
    titleIndex = head.indexOf(labelled.input);
    found.title = readingField(cleanTitle(labelled[1]), 0.95, labelled.input);
  } else {
    const candidates = head.flatMap((line, index) => (titleCandidate(line) ? [index] : []));
    // Past a yarn's name, a studio, a publisher or a designer set above the title, when a title follows them.
    titleIndex =
      candidates.find((index) => !setAboveTitle(head, index, titleCandidate)) ?? candidates[0] ?? -1;
    titleStart = titleIndex;
    if (titleIndex >= 0) {
      let raw = head[titleIndex];
      let last = titleIndex;
      // A title set in capitals over two lines ("NORTHWIND" / "PULLOVER").
      while (
        isAllCaps(raw) &&
        head[last + 1] &&
        isAllCaps(head[last + 1]) &&
        titleCandidate(head[last + 1]) &&
        !capitalsName(head[last + 1]) &&
        !head[last + 1].includes(':') &&
        head[last + 1].split(/\s+/).length <= 3
      )
        raw = `${raw} ${head[++last]}`;
      const inline = /^(?<title>.+?)\s+(?:[-|]\s*)?by\s+(?<name>.+)$/i.exec(raw);
      const by = inline?.groups;
      const title = by && (plausibleName(by.name) || STUDIO_AND_NAME.test(by.name)) ? by.title : raw;
      found.title = readingField(cleanTitle(title), titleIndex === 0 ? 0.85 : 0.7, raw);
      titleIndex = last;
    }
  }
  const designer = findDesigner(head, titleStart, titleIndex);
  if (designer) found.designer = readingField(designer.name, designer.sure, designer.source);
  return found;
}
