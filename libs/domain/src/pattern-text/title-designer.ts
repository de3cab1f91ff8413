import type { PatternReading } from '@yarn-mgmt/contracts';
import { anyCase, readingField } from './reading-field.js';

type Found = Pick<PatternReading, 'title' | 'designer'>;

// Title and byline sit at the top; further down "by" is prose ("joined by").
const HEAD_LINES = 12;
const GENERIC_LINE =
  /^(?:an?\s+)?(?:free\s+)?(?:knit(?:ting)?|crochet(?:ed)?|knitted)?\s*(?:pattern|design)s?(?:\s+(?:pdf|free))?$|^free pattern$/i;
const NOT_A_TITLE =
  /^(?:https?:\/\/|www\.)|@|^©|\bcopyright\b|^page\s+\d|^(?:for personal use|all rights reserved)|^(?:by|designed by|design by|pattern by)\b|^\(?c\)\s*\d{4}/i;
// Yarn houses that print their name above each pattern's title (leaflets, magazines, free patterns).
const YARN_HOUSES = [
  'rowan',
  'sirdar',
  'patons',
  'drops',
  'garnstudio',
  'stylecraft',
  'king cole',
  'debbie bliss',
  'sandnes garn',
  'lang yarns',
  'schachenmayr',
  'red heart',
  'bernat',
  'caron',
  'lion brand',
  'cascade yarns',
  'hayfield',
  'wendy',
  'james c\\. brett',
  'katia',
  'phildar',
  'rico',
  'hamanaka',
  'noro',
  'berroco',
  'scheepjes',
  'novita',
  'dale garn',
  'istex',
  'sublime',
  'erika knight',
  'jarol',
  'twilleys',
  'robin',
].join('|');
// What publishers print above the title: a web address, a leaflet or pattern number, a collection or issue.
const MASTHEAD = new RegExp(
  [
    String.raw`^[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|co\.uk|uk|de|dk|no|se|fi|fr|nl|es|it|au|ca|shop|store|info|io)\b\S*$`,
    String.raw`\b(?:leaflet|pattern|design|model|style|booklet|book)\s*(?:no\.?|nr\.?|number|#)?\s*[:#]?\s*[a-z]{0,3}[-\s]?\d+[a-z]?\s*$`,
    String.raw`\bcollection\b|\bvol(?:ume)?\.?\s*\d|\bissue\s*(?:no\.?\s*)?\d`,
    // A trademark sign marks a brand or yarn line ("HEARTLAND® Super Value®"), not a pattern's name.
    String.raw`[®™]`,
    String.raw`\b(?:spring|summer|autumn|fall|winter)(?:\s*[/&-]\s*(?:spring|summer|autumn|fall|winter))?\s+(?:\d{4}|collection)\b`,
    // A pattern's code alone or after its house's name: "No. 3215", "DROPS 251-7", "GARNHUS ee-812".
    String.raw`^(?:[A-Za-z]+\.?\s+)?#?\s*[a-z]{0,3}-?\d+(?:[-/.]\d+)?[a-z]?$`,
    // A yarn house's name set above the pattern as its masthead.
    String.raw`^(?:${YARN_HOUSES})(?:\s+(?:yarns?|design|garn|knitting))?$`,
    // A knit- or crochet-along's instalment: "Crochet Along 2026 · Part 1 of 6", "MKAL clue 3".
    String.raw`\b(?:knit|crochet)[\s-]?along\b|\b(?:m?kal|m?cal)\b|\b(?:part|clue|week)\s*\d+\s*(?:of|/)\s*\d+\b`,
  ].join('|'),
  'i',
);
// A masthead's parts set on one line between dots or bars: "Lana Verde · Leaflet No. 12 · Autumn/Winter".
const MASTHEAD_PART_SEPARATOR = /\s+[\u00B7|•]\s+/;
const SEASONS = String.raw`(?:spring|summer|autumn|fall|winter)`;
const SEASON_PAIR = new RegExp(String.raw`^${SEASONS}(?:\s*[/&-]\s*${SEASONS})?(?:\s+\d{4})?$`, 'i');
// A web address beside a name ("Ivy Shawl | ivyknits.com") does not make the line a masthead.
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i;
const isMasthead = (line: string): boolean => {
  if (MASTHEAD.test(line)) return true;
  const parts = line.split(MASTHEAD_PART_SEPARATOR);
  return (
    parts.length > 1 &&
    parts.some((part) => !WEB_ADDRESS.test(part) && (MASTHEAD.test(part) || SEASON_PAIR.test(part)))
  );
};
const HEADING_LIKE =
  /^(?:sizes?|sizing|yarns?|yardage|materials?|needles?|hooks?|gauge|tension|notions|finished|you will need|notes?|abbreviations|skill level|to fit)\b/i;
// A capital may carry an accent: "Karin Öberg", "Élodie Martin".
const NAME_WORD = String.raw`(?:[A-Z\u00C0-\u00DE][a-zA-Z'\u00C0-\u017F]+(?:-[A-Z\u00C0-\u00DE][a-zA-Z'\u00C0-\u017F]+)?|[A-Z]\.)`;
const PARTICLE = String.raw`(?:de|da|di|du|van|von|der|den|le|la|del|dos|bin|al)`;
// "Marie-Claire van der Linden", "Ines de la Fuente": up to two particles before a surname.
const NAME = String.raw`${NAME_WORD}(?:\s+(?:${PARTICLE}\s+){0,2}${NAME_WORD}){0,3}`;
// Keywords in any case, names capitalised: "design by Clara Moreau", never "by the way".
const BY = ['designed by', 'design by', 'pattern by', 'written by', 'created by', 'by', 'designer', 'design']
  .map(anyCase)
  .join('|');
const BYLINE = new RegExp(String.raw`(?:^|\b)(?:${BY})\s*:?\s*(?<name>${NAME})\s*$`);
// "Amigurumi pattern - Mei Lin": the name after a dash that follows "pattern" or "design".
const DASH_BYLINE = new RegExp(
  // "\w\s+" before: "Pattern: Loop Cowl" is a labelled title, not a byline.
  String.raw`\w\s+(?:${anyCase('pattern')}|${anyCase('design')})\s*-\s*(?<name>${NAME})\s*$`,
);
const BYLINE_START = new RegExp(String.raw`^(?:${BY})\s*:?\s*(?<name>${NAME})`);
const COPYRIGHT = new RegExp(
  String.raw`(?:©|\([cC]\)|${anyCase('copyright')})\s*(?:\d{4}\s*)?(?<name>${NAME})`,
);

const isAllCaps = (line: string) => /[A-Z]/.test(line) && line === line.toUpperCase();
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z\u00E0-\u017F])/g, (_, lead: string, c: string) => lead + c.toUpperCase());

function titleCandidate(line: string): boolean {
  if (line.length < 2 || line.length > 80) return false;
  if (NOT_A_TITLE.test(line) || GENERIC_LINE.test(line) || HEADING_LIKE.test(line) || isMasthead(line))
    return false;
  if (line.split(/\s+/).length > 10 || /[.!?]$/.test(line)) return false;
  return /[A-Za-z]{2}/.test(line);
}

/** Whether a name read from a byline is a person's name, not prose ("by the way", "by Hand"). */
function plausibleName(name: string): boolean {
  const words = name.split(/\s+/);
  return (
    words.length >= 2 && words.length <= 5 && !/\b(?:Pattern|Yarn|Needles?|Hook|Gauge|Sizes?)\b/.test(name)
  );
}

/** Trims a printed title: a trailing byline, "(crochet)", "- free pattern". */
function cleanTitle(raw: string): string {
  const cleaned = raw
    // Ornaments around a name: "~ Bartholomew the Bee ~", "** Ivy Shawl **", "=== Fern ===".
    .replace(
      /^[~*=_+\u2605\u2606\u2665\u2661\u2740-\u27BF\s]+(?=\S)|(?<=\S)[~*=_+\u2605\u2606\u2665\u2661\u2740-\u27BF\s]+$/gu,
      '',
    )
    // A number set before the name, as books and magazines print it: "No. 18  Lattice Pullover", "#4 - Hat".
    .replace(/^(?:no\.?|nr\.?|#|model|design)\s*\d+[a-z]?\s*[-:.|\u00B7]?\s+(?=\S)/i, '')
    .replace(/\s*[-:|]\s*(?:a\s+)?(?:free\s+)?(?:knit(?:ting)?|crochet)?\s*pattern\s*$/i, '')
    .replace(/\s*\((?:knit(?:ted|ting)?|crochet(?:ed)?|free pattern)\)\s*$/i, '')
    // "Ivy Shawl | ivyknits.com": the publisher's web address set beside the name.
    .replace(/\s+[|\u00B7]\s+(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i, '')
    .trim();
  return isAllCaps(cleaned) ? titleCase(cleaned) : cleaned;
}

function findDesigner(
  head: string[],
  titleIndex: number,
): { name: string; source: string; sure: number } | null {
  for (let index = 0; index < head.length; index += 1) {
    const line = head[index];
    const start = BYLINE_START.exec(line) ?? BYLINE.exec(line) ?? DASH_BYLINE.exec(line);
    if (start?.groups && plausibleName(start.groups.name))
      return { name: start.groups.name, source: line, sure: index === titleIndex ? 0.85 : 0.9 };
    // "by" alone, the name on the next line.
    if (/^(?:designed by|design by|pattern by|by|designer:?)$/i.test(line) && head[index + 1]) {
      const next = new RegExp(`^${NAME}$`).exec(head[index + 1]);
      if (next && plausibleName(next[0])) return { name: next[0], source: `${line} ${next[0]}`, sure: 0.85 };
    }
  }
  const copyright = head.map((line) => COPYRIGHT.exec(line)).find((match) => match?.groups);
  if (copyright?.groups && plausibleName(copyright.groups.name))
    return { name: copyright.groups.name, source: copyright.input, sure: 0.6 };
  // A bare name on the line after the title (past a repeated title or a "Free Pattern" banner), as PDFs set it.
  if (titleIndex < 0) return null;
  const title = head[titleIndex];
  const after = head.slice(titleIndex + 1).find((line) => line !== title && !GENERIC_LINE.test(line));
  if (after && new RegExp(`^${NAME}$`).test(after) && plausibleName(after) && !HEADING_LIKE.test(after)) {
    const words = after.split(/\s+/);
    if (words.length <= 3 && !isAllCaps(after)) return { name: after, source: after, sure: 0.5 };
  }
  return null;
}

/** The pattern's name (first title-like line at the top, all-caps lines joined) and its designer. */
export function readTitleAndDesigner(lines: readonly string[]): Found {
  const head = lines.filter((line) => line !== '').slice(0, HEAD_LINES);
  const found: Found = {};
  const labelled = head
    .map((line) => /^(?:pattern name|pattern|title)\s*:\s*(.+)$/i.exec(line))
    .find(Boolean);
  let titleIndex: number;
  if (labelled) {
    titleIndex = head.indexOf(labelled.input);
    found.title = readingField(cleanTitle(labelled[1]), 0.95, labelled.input);
  } else {
    titleIndex = head.findIndex(titleCandidate);
    if (titleIndex >= 0) {
      let raw = head[titleIndex];
      let last = titleIndex;
      // A title set in capitals over two lines ("NORTHWIND" / "PULLOVER").
      while (
        isAllCaps(raw) &&
        head[last + 1] &&
        isAllCaps(head[last + 1]) &&
        titleCandidate(head[last + 1]) &&
        head[last + 1].split(/\s+/).length <= 3
      )
        raw = `${raw} ${head[++last]}`;
      const inline = /^(?<title>.+?)\s+(?:[-|]\s*)?by\s+(?<name>.+)$/i.exec(raw);
      const title = inline?.groups && plausibleName(inline.groups.name) ? inline.groups.title : raw;
      found.title = readingField(cleanTitle(title), titleIndex === 0 ? 0.85 : 0.7, raw);
      titleIndex = last;
    }
  }
  const designer = findDesigner(head, titleIndex);
  if (designer) found.designer = readingField(designer.name, designer.sure, designer.source);
  return found;
}
