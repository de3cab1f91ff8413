import { isByline, STUDIO_AND_NAME } from './bylines.js';
import { capitalsName, isAllCaps, isMasthead, plausibleName } from './title-lines.js';
import { ALONG_PREFIX, cleanTitle, HEAD_LINES, titleCandidate } from './title-text.js';

/** The lines at the top of a pattern where its title and byline sit, past blank lines. */
export function titleHead(lines: readonly string[]): string[] {
  // "Knit Along 2024 - The Winter Garden Blanket": the pattern's name after its knit-along's.
  return lines
    .filter((line) => line !== '')
    .slice(0, HEAD_LINES)
    .map((line) => ALONG_PREFIX.exec(line)?.[1] ?? line);
}

const LABELLED_TITLE =
  /^(?:(?:free\s+)?(?:knit(?:ting)?|crochet)\s+)?(?:pattern name|pattern|title)\s*:\s*(.+)$/i;

/** A title the pattern labels ("Pattern: Loop Cowl", "Title: Fern"), with the line it is on. */
export function labelledTitle(head: readonly string[]): { index: number; title: string } | null {
  const index = head.findIndex((line) => LABELLED_TITLE.test(line));
  return index < 0 ? null : { index, title: cleanTitle(LABELLED_TITLE.exec(head[index])![1]) };
}

// Parts of a line set apart by a bar or a middle dot: "Pattern by Anouk van der Berg | Tidewater Shawl".
const PARTS = /\s+[|\u00B7\u2022]\s+/;
const WEB = /^(?:https?:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$|^@/i;

/** The one part of a line that is neither a byline, a web address nor a masthead; else the line whole. */
export function titlePart(line: string): string {
  const parts = line.split(PARTS);
  if (parts.length < 2) return line;
  const named = parts.filter((part) => !isByline(part) && !WEB.test(part) && !isMasthead(part));
  return named.length === 1 && named.length < parts.length ? named[0] : line;
}

/** The title printed from `head[index]`: on over a second line in capitals, less a byline after it. */
export function titleAt(
  head: readonly string[],
  index: number,
): { title: string; raw: string; last: number } {
  let raw = titlePart(head[index]);
  let last = index;
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
  return { title: cleanTitle(title), raw, last };
}
