import { isByline, STUDIO_AND_NAME } from './bylines.js';
import { patternStart } from './pattern-part.js';
import { brokenOver, quotedNameOver } from './title-running-header.js';
import { capitalsName, isAllCaps, isMasthead, ITEM_WORD, NAME, plausibleName } from './title-lines.js';
import { ALONG_PREFIX, cleanTitle, HEAD_LINES, isSiteNavigation, titleCandidate } from './title-text.js';

/** The lines at the top of a pattern where its title and byline sit, past blank lines. */
export function titleHead(lines: readonly string[]): string[] {
  // A web page's menu, breadcrumb and buttons take no room at the top (the byline under them is still in it), nor
  // the lines above a rule the pattern begins under (pattern-part.ts); they stay in it, its indexes the lines'.
  const head: string[] = [];
  let counted = 0;
  const start = patternStart(lines.filter((line) => line !== ''));
  for (const line of lines) {
    if (line === '') continue;
    if (counted === HEAD_LINES) break;
    head.push(line);
    if (!isSiteNavigation(line) && head.length > start) counted += 1;
  }
  // "Knit Along 2024 - The Winter Garden Blanket": the pattern's name after its knit-along's.
  return (
    head
      .map((line) => ALONG_PREFIX.exec(line)?.[1] ?? line)
      // "모찌 해달 인형 도안 / Mochi the Sea Otter": a name in another script, then the name in English.
      .map((line) =>
        line.replace(
          /^[^A-Za-z/]*[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF][^A-Za-z/]*\/\s*(?=[A-Za-z])/u,
          '',
        ),
      )
  );
}

const LABELLED_TITLE =
  /^(?:(?:free\s+)?(?:knit(?:ting)?|crochet)\s+)?(?:pattern name|pattern|title)\s*:\s*(.+)$/i;
/** Whether a line names the title under its own label ("Pattern name: Fern Cowl"), not as a page's headline. */
export const isTitleLabel = (line: string): boolean => LABELLED_TITLE.test(line);

// A shop's page printed from a browser, its listing's name first: "Little Puffin Booties Knitting Pattern, Baby
// Booties PDF, Garter Stitch Baby Shoes - Etsy UK" names the pattern before the first comma.
const LISTING =
  /^(?<name>[^,]{3,60}?)(?:\s+(?:knitting|crochet|knit|sewing)?\s*pattern)?(?:\s+pdf)?,.*\s[-|\u2013]\s*(?:etsy|lovecrafts|payhip|ribblr)(?:\s+[A-Z]{2})?$/i;

// "Ravensgill Scarf" over "Pattern: Harriet Dunn": under a title naming the thing made, "Pattern:" credits a person.
const PATTERN_PERSON = new RegExp(String.raw`^pattern\s*:\s*(?<name>${NAME})$`, 'i');
export function creditUnderTitle(head: readonly string[], index: number): string | null {
  const name = PATTERN_PERSON.exec(head[index])?.groups?.name;
  const above = head[index - 1] ?? '';
  if (!name || !plausibleName(name) || ITEM_WORD.test(name) || !/^[A-Z]/.test(name)) return null;
  return ITEM_WORD.test(above) && titleCandidate(above) ? name : null;
}

// A browser's title line: the page's name, then the site's after a dash or a bar ("Fox & Fern Mittens: a free
// colorwork mitten pattern for the whole family - The Cozy Needle"), the site's name set again as its masthead.
const SITE_TITLE = /^(?<name>.+?)\s+[-|\u2013\u2014]\s+(?<site>[^-|\u2013\u2014]{3,40})$/;
function siteTitle(head: readonly string[], line: string): string | null {
  const parts = SITE_TITLE.exec(line)?.groups;
  // Not a breadcrumb ("knitwit quarterly | fall 2025 | patterns | fernbrake"): one name, then the site; a bar inside
  // the name only before a site set after a dash ("Nisse the Christmas Gnome | Free Knitting Pattern – Purl & Pine").
  const siteAfterBar = parts && /\|\s*$/.test(line.slice(0, line.length - parts.site.length));
  if (parts && /[|]/.test(parts.name) && siteAfterBar) return null;
  if (!parts || !head.some((other) => other !== line && other.toLowerCase() === parts.site.toLowerCase()))
    return null;
  // "...: a free colorwork mitten pattern for the whole family": what the page says it is, after its name.
  return parts.name.replace(/:\s+(?:an?|the|free|easy)\s+[a-z].*$/, '');
}

/** The same words in any order ("Gingham C2C Pillow Cover", "C2C Gingham Pillow Cover"). */
export const sameWords = (a: string, b: string): boolean => {
  const words = (text: string) => text.toLowerCase().split(/\s+/).sort().join(' ');
  return words(a) === words(b);
};

/** The site's names a browser's title lines give (lower case), which the page sets again as its masthead. */
export function siteNames(head: readonly string[]): Set<string> {
  return new Set(
    head.flatMap((line) =>
      siteTitle(head, line) === null ? [] : [SITE_TITLE.exec(line)!.groups!.site.trim().toLowerCase()],
    ),
  );
}

const compact = (line: string): string => line.toLowerCase().replace(/[^a-z0-9]/g, '');
// "folksy.com/shops/LittleWrenHooks", "www.marshandmoorknits.co.uk": a shop's or a site's name, in its address.
const WEB_NAME =
  /\b(?:https?:\/\/)?(?:www\.)?([a-z0-9-]{3,})\.(?:com|co\.uk|co\.nz|com\.au|net|org|ca|de|fr|ie|uk)\b(?:\/(?:shops?|stores?|designers?|people)\/([A-Za-z0-9_-]{3,}))?/gi;

/** The names a shop or site goes by in the head's web addresses, letters and digits only ("littlewrenhooks"). */
export function webNames(head: readonly string[]): Set<string> {
  return new Set(
    head.flatMap((line) =>
      [...line.matchAll(WEB_NAME)].flatMap((match) => [match[1], match[2] ?? ''].map(compact)),
    ),
  );
}

/** Whether a line is one of those names ("LITTLE WREN HOOKS" under "folksy.com/shops/LittleWrenHooks"). */
export const namesTheSite = (names: ReadonlySet<string>, line: string): boolean =>
  compact(line).length > 0 && names.has(compact(line));

/** A title the pattern labels ("Pattern: Loop Cowl", "Title: Fern"), with the line it is on. */
export function labelledTitle(head: readonly string[]): { index: number; title: string } | null {
  const listing = head.findIndex((line) => LISTING.test(line));
  if (listing >= 0) return { index: listing, title: cleanTitle(LISTING.exec(head[listing])!.groups!.name) };
  const page = head.findIndex((line) => siteTitle(head, line) !== null);
  if (page >= 0) {
    const title = cleanTitle(titlePart(siteTitle(head, head[page])!));
    // The page's own heading below, the same words in its own order ("Gingham C2C Pillow Cover" under a browser
    // title "C2C Gingham Pillow Cover ... - Hooks & Honey"), is the name as the designer wrote it.
    const own = head.findIndex((line, at) => at > page && sameWords(cleanTitle(titlePart(line)), title));
    return own >= 0 ? { index: own, title: cleanTitle(titlePart(head[own])) } : { index: page, title };
  }
  const index = head.findIndex(
    (line, at) => LABELLED_TITLE.test(line) && !isByline(line) && !creditUnderTitle(head, at),
  );
  return index < 0 ? null : { index, title: cleanTitle(titlePart(LABELLED_TITLE.exec(head[index])![1])) };
}

// Parts of a line set apart by a bar or a middle dot: "Pattern by Anouk van der Berg | Tidewater Shawl".
const PARTS = /\s+[|\u00B7\u2022]\s+/;
// Or by a spaced slash or dash, as a name in two languages is: "Tuque Boréale / Boreal Toque".
const SOFT_PARTS = /\s+[/\u2013\u2014-]\s+/;
const WEB = /^(?:https?:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$|^@/i;
// What is said beside a name: its craft, its page, an instalment or a count ("4 clues", "every Friday from 3 May").
const ASIDE =
  /^(?:(?:tunisian\s+)?(?:knit(?:ted|ting)?|crochet(?:ed)?|tunisian)|(?:free\s+)?(?:pdf\s+)?pattern|(?:part|clue|week)\s*\d.*)$/i;
const aside = (part: string) =>
  isByline(part) ||
  WEB.test(part) ||
  isMasthead(part) ||
  ASIDE.test(part) ||
  (/\d/.test(part) && !ITEM_WORD.test(part));

// Letters outside English's alphabet: "Bạch Tuộc Mây" has three, "Mây The Octopus" (a name kept) one.
const foreignLetters = (part: string): number => part.match(/[\u00C0-\u024F\u1E00-\u1EFF]/g)?.length ?? 0;

/**
 * The one part that names an item in English ("Bolsa Mercado · Market Bag"), if one alone does; else of two, the one
 * written in English's alphabet but for a name's letter, beside one that is not ("Mây The Octopus · Bạch Tuộc Mây").
 */
function itemPart(parts: readonly string[]): string | undefined {
  const named = parts.filter((part) => !aside(part));
  const items = named.filter((part) => ITEM_WORD.test(part));
  if (items.length === 1) return items[0];
  if (named.length !== 2) return undefined;
  const [a, b] = named.map(foreignLetters);
  if (Math.min(a, b) <= 1 && Math.abs(a - b) >= 2) return a < b ? named[0] : named[1];
  return undefined;
}

/**
 * The part of a line that names the pattern: the one that is not a byline, a web address, a masthead or an aside,
 * or of a name in two languages the English one ("Kar Tanesi Patik - Snowflake Slippers"); else the line whole.
 */
export function titlePart(line: string): string {
  const parts = line.split(PARTS);
  const named = parts.filter((part) => !aside(part));
  const kept = parts.length < 2 ? line : named.length === 1 ? named[0] : (itemPart(named) ?? line);
  // "Free Pattern Friday: The Puddle Jump Scarf", "This week: the Bramble Tea Cosy": a series' label before it.
  const labelled = /^(?<label>[^:]{2,40}):\s+(?<name>\S.*)$/.exec(kept)?.groups;
  if (labelled && ITEM_WORD.test(labelled.name) && !ITEM_WORD.test(labelled.label))
    return titlePart(labelled.name.replace(/^the\s+(?=[A-Z])/, ''));
  const halves = kept.split(SOFT_PARTS);
  // A one-word half is a name ("Snowdrop - Lace Shawl") unless it is a long compound or another language's word
  // beside the English name ("Vaffelkarklud - Waffle Dishcloth", "Hraunvettlingar / Hraun Mittens").
  const compound = (half: string, other: string | undefined) =>
    other !== undefined &&
    (half.length >= 12 ||
      foreignLetters(half) > 0 ||
      half.toLowerCase().startsWith(other.split(/\s+/)[0].toLowerCase()));
  const short = (half: string, index: number) =>
    half.split(/\s+/).length < 2 && !(halves.length === 2 && compound(half, halves[1 - index]));
  if (halves.length < 2 || halves.some(short)) return kept;
  return itemPart(halves) ?? kept;
}

// A studio's or a yarn house's name: "HANNE VIK STRIKK", "ELLEN HØJ STRIK", "MOSS & FERN KNITS".
const STUDIO_LINE = /\S\s+(?:strikk?|knits|designs?|studio|knitwear|garn|yarns?|handmade|crochet)$/i;

/** The title printed from `head[index]`: on over a second line in capitals, less a byline after it. */
export function titleAt(
  head: readonly string[],
  index: number,
): { title: string; raw: string; last: number } {
  // A studio's name in capitals over the pattern's ("ELLEN HØJ STRIK" / "VINTERLYS BALACLAVA"): the name is the title.
  // Or in another case under it ("TINY LOOPS STUDIO" / "Dumpling the Axolotl").
  const studioOver =
    STUDIO_LINE.test(head[index]) &&
    isAllCaps(head[index]) &&
    head[index + 1] !== undefined &&
    titleCandidate(head[index + 1]) &&
    !isByline(head[index + 1]);
  if (studioOver) index += 1;
  // A name in capitals over its English translation ("COJÍN TRENZAS MUDÉJAR" / "MUDÉJAR CABLE CUSHION"): of two
  // lines of two words or more, the one under names an item in English, the one over does not, and is in another
  // language (more letters outside English's alphabet, or a name kept in both); not a title on two lines ("COZY
  // CABLED" / "BABY BLANKET").
  const under = head[index + 1];
  const words = (line: string) => line.split(/\s+/).length;
  const kept = (over: string, other: string) =>
    over.split(/\s+/).some((word) => word.length > 3 && other.split(/\s+/).includes(word));
  if (
    under &&
    (foreignLetters(head[index]) > foreignLetters(under) || kept(head[index], under)) &&
    under &&
    isAllCaps(head[index]) &&
    isAllCaps(under) &&
    words(head[index]) >= 2 &&
    words(under) >= 2 &&
    ITEM_WORD.test(under) &&
    !ITEM_WORD.test(head[index]) &&
    titleCandidate(under)
  )
    index += 1;
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
    head[last + 1].split(/\s+/).length <= 3 &&
    // Two things named, two lines: a handout's "YOUR FIRST HAT" over "RIBBED BEANIE".
    !(ITEM_WORD.test(raw) && ITEM_WORD.test(head[last + 1]))
  )
    raw = `${raw} ${head[++last]}`;
  if (last === index) raw = quotedNameOver(head, index, raw) ?? raw;
  // A name broken after a small word ("Pip the" / "Penguin"): the line over or under it goes with it.
  if (last === index) raw = brokenOver(head, index, raw) ?? raw;
  const inline = /^(?<title>.+?)\s+(?:[-|]\s*)?by\s+(?<name>.+)$/i.exec(raw);
  const by = inline?.groups;
  const title = by && (plausibleName(by.name) || STUDIO_AND_NAME.test(by.name)) ? by.title : raw;
  return { title: cleanTitle(title), raw, last };
}
