/** A title a PDF's cover breaks over two lines, joined again by the running header that prints it whole. */
import { isByline } from './bylines.js';
import { isAllCaps, isMasthead, ITEM_WORD, setAboveTitle } from './title-lines.js';
import { cleanTitle, titleCandidate, titleCase } from './title-text.js';

// A line that ends with the thing made: "Baby Blanket", "Boot Cuffs".
const ITEM_LAST = new RegExp(String.raw`(?:${ITEM_WORD.source})\s*$`, 'i');

// Letters without their accents, as "ÇİNİ" in capitals and "Çini" in a header are one word.
const words = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9\u00C0-\u024F]+/g, ' ')
    .trim();

// The parts of a running header or footer: "Bluestem Fiber Co. | Hollyhock Arm Warmers | Page 1 of 3".
const PARTS = /\s+[|\u00B7\u2022]\s+|\s+[-\u2013\u2014]\s+/;

/**
 * "Hollyhock" over "Arm Warmers" (or "The Ashdown" over "Table Runner") where a header or footer line prints
 * "Hollyhock Arm Warmers": the name as the header prints it, with the lines it spans; null when no header joins the
 * line at `index` to the one under or over it.
 */
export function runningHeaderTitle(
  head: readonly string[],
  index: number,
): { title: string; first: number; last: number } | null {
  const parts = head.flatMap((line) => (PARTS.test(line) ? line.split(PARTS) : []));
  for (const [first, last] of [
    [index, index + 1],
    [index - 1, index],
  ]) {
    if (first < 0 || last >= head.length) continue;
    const joined = words(`${head[first]} ${head[last]}`);
    const part = parts.find((candidate) => words(candidate) === joined);
    if (part && joined.includes(' ')) return { title: cleanTitle(part.trim()), first, last };
  }
  return null;
}

/**
 * "Sunnyside Chevron" over "Baby Blanket": the name set on the line over the thing it names, as a cover breaks a
 * title, when the line chosen only names an item (two or three words, the last an item's) and the one over it is a
 * name of one or two capitalised words that names none and is no heading, masthead or banner.
 */
export function nameOver(head: readonly string[], index: number): string | null {
  const line = head[index];
  const over = head[index - 1];
  if (!over || line.split(/\s+/).length > 3 || !ITEM_LAST.test(line)) return null;
  // Both in the same case ("Lowther Knits" over "TIDEWRACK COWL" is a studio over a title), the name over in English
  // letters ("Tångruska" over "Sea Grass Wrap" is the name in its own language over the English one).
  if (!/^(?:[A-Z][a-z'-]+\s?){1,2}$/.test(over) || ITEM_WORD.test(over) || line === line.toUpperCase())
    return null;
  // Nor a yarn, a studio or a house set over the title ("Debbie Bliss" / "Baby Cashmerino" / "Cable Cardigan").
  if (
    !titleCandidate(over) ||
    isMasthead(over) ||
    isByline(over) ||
    setAboveTitle(head, index - 1, titleCandidate)
  )
    return null;
  return cleanTitle(`${over} ${line}`);
}

const QUOTED_NAME = /^(?:the\s+)?["\u201C\u2018'][^"\u201D\u2019']{2,30}["\u201D\u2019']$/i;

/** A leaflet's quoted name over the thing it names ('The "Sandringham"' / "SHORT-SLEEVED JUMPER"): one title. */
export function quotedNameOver(head: readonly string[], index: number, raw: string): string | null {
  const above = head[index - 1];
  if (!above || !QUOTED_NAME.test(above) || !ITEM_WORD.test(raw) || raw.split(/\s+/).length > 4) return null;
  return `${above} ${isAllCaps(raw) ? titleCase(raw) : raw}`;
}

/** The first two lines at the top that the running header prints as one name ("RONAS" / "Slipover"), if any. */
export function headerJoinedLines(
  head: readonly string[],
): { title: string; first: number; last: number } | null {
  for (let index = 0; index < Math.min(head.length - 1, 6); index += 1) {
    const whole = runningHeaderTitle(head, index);
    if (whole && whole.first === index) return whole;
  }
  return null;
}

const ENDS_SMALL = /\s(?:the|of|and|&|a|an|for|with)$/i;

/** "Pip the" over "Penguin": the line a name broke from, joined to it, when it ends with a small word. */
export function brokenOver(head: readonly string[], index: number, raw: string): string | null {
  const above = head[index - 1];
  if (!above || !ENDS_SMALL.test(above) || above.split(/\s+/).length > 4 || !titleCandidate(above))
    return null;
  return `${above} ${raw}`;
}
