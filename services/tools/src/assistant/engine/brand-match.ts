import { distance } from 'fastest-levenshtein';
import type { BrandLine, BrandRow } from '../brands/brand-table.schema.js';
import type { BrandTable } from './table.js';

/**
 * Brands and lines named in a question, typos forgiven: "casacde" is Cascade, "malabrgio" is Malabrigo. A word
 * is matched loosely only when both are long enough to tell apart (5 letters or more), starts with the name's
 * letter and is no yarn word of its own ("worsted" is a weight, never a brand's near miss).
 */

export interface BrandMention {
  brand: BrandRow;
  line?: BrandLine;
  /** Where it is first said (word position), for the order of the brands asked. */
  start: number;
  /** The word spans [start, end) of what was matched: the brand's name, and the line's. */
  spans: (readonly [number, number])[];
}

/** Words of a text, lower case, split on anything but letters and digits ("Wool-Ease" is "wool ease"). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .match(/[\p{L}\d]+/gu) ?? [];

/** Words that are never a misspelt brand: the yarn words the reader knows and the commonest long words. */
const PLAIN_WORDS = new Set(
  (
    'about above after again alpaca alternative another any aran baby better blanket blankets brand brands ' +
    'bulky cable cables cardigan cheap cheaper cheapest chunky colour colours color colors compare cotton ' +
    'could cowl dishcloth discount double drape fingering first found great jumper knitting lace light ' +
    'merino mohair other pattern patterns please price prices quality really recommend should similar ' +
    'skein skeins socks something sport sweater there these thing think those under using wash washable ' +
    'weight where which while whole would worsted yarns yards super woolly woollen woolen stash still ' +
    'stitch stitches sales store stores shops crochet scarf shawl value cotton linen bamboo acrylic nylon ' +
    'silk cashmere felted tweed classic superwash premium preemie luxury alive alike'
  ).split(' '),
);

const allowedEdits = (length: number) => (length >= 7 ? 2 : length >= 5 ? 1 : 0);

/** Whether `said` (one or more words joined by spaces) is `name`, or a near miss of it. */
function sameName(said: string, name: string, loose: boolean): boolean {
  if (said === name) return true;
  if (!loose || said[0] !== name[0] || said.split(' ').some((word) => PLAIN_WORDS.has(word))) return false;
  // Both long enough to tell apart: "drop" is not a misspelt Drops.
  const edits = Math.min(allowedEdits(name.length), allowedEdits(said.length));
  return edits > 0 && Math.abs(said.length - name.length) <= edits && distance(said, name) <= edits;
}

/** Where `name` (already in words) is said in `words`, from `from` on; -1 when it is not. */
function findName(words: readonly string[], name: readonly string[], loose: boolean, from = 0): number {
  const joined = name.join(' ');
  for (let start = from; start + name.length <= words.length; start += 1) {
    if (sameName(words.slice(start, start + name.length).join(' '), joined, loose)) return start;
  }
  return -1;
}

const namesOf = (brand: BrandRow): string[][] =>
  [brand.brand, ...brand.aliases].map(wordsOf).filter((name) => name.length > 0);

/**
 * A line's own name is distinctive when it holds a word neither yarn talk nor everyday English uses ("Rios",
 * "Wool-Ease"): "extra soft", "snow white", "made with love" or "a smart cardigan" name no line.
 */
const distinctive = (name: readonly string[]) =>
  name.some(
    (word) =>
      !PLAIN_WORDS.has(word) &&
      !EVERYDAY_WORDS.has(word) &&
      !GENERIC_LINE_WORDS.has(word) &&
      !/^\d+$/.test(word) &&
      word.length >= 4,
  );
const GENERIC_LINE_WORDS = new Set('wool pure soft sock socks dk worsted aran chunky baby simply'.split(' '));
/** Words of the table's line names that a question uses in their everyday sense. */
const EVERYDAY_WORDS = new Set(
  (
    'air alaska andes arbor belle big blend bonus cakes calmer choice cloud cocoon comfort comfy concept cool ' +
    'crazy cream creative delight denim eco encore essential essentials everyday extra feels finch fine flora ' +
    'garden glamour gold grace happy haze heartland heritage highland homespun jeans jiffy jumbo jumper life ' +
    'like line loft love magnum mandala mandarin matchmaker nepal organic osprey owl pacific palette paris ' +
    'pebble peruvian petit pound puffin quarry quick rainbow river road saver scottish sexy shelter shepherd ' +
    'shine shiny signature silky simplicity singles skinny smart snow sparrow special stone stroll sugar ' +
    'sunday super supreme swish tapestry tern thick treasure ultra uptown value velvet vintage washed with ' +
    'yorkshire galway china lark'
  ).split(' '),
);

interface LineHit {
  line: BrandLine;
  size: number;
  at: number;
}

/** The brand's line said nearest after it; the longest name wins. */
function lineAfter(words: readonly string[], brand: BrandRow, after: number): LineHit | undefined {
  let best: LineHit | undefined;
  for (const line of brand.lines) {
    const name = wordsOf(line.name);
    const at = findName(words, name, name.join(' ').length >= 6);
    if (at < 0) continue;
    const nearer = best && name.length === best.size && Math.abs(at - after) < Math.abs(best.at - after);
    if (!best || name.length > best.size || nearer) best = { line, size: name.length, at };
  }
  return best;
}

/** Every brand the words name, in the order said, each with its line when one is named. */
export function findBrandMentions(words: readonly string[], table: BrandTable): BrandMention[] {
  const mentions: BrandMention[] = [];
  for (const brand of table.rows) {
    const found = namesOf(brand)
      .map((name) => ({ name, at: findName(words, name, true) }))
      .filter((hit) => hit.at >= 0)
      .sort((a, b) => a.at - b.at || b.name.length - a.name.length)[0];
    if (found) {
      const end = found.at + found.name.length;
      const hit = lineAfter(words, brand, end);
      const spans: BrandMention['spans'] = [[found.at, end]];
      if (hit) spans.push([hit.at, hit.at + hit.size]);
      mentions.push({ brand, line: hit?.line, start: found.at, spans });
      continue;
    }
    const named = lineAlone(words, brand);
    if (named) mentions.push(named);
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** A distinctive line said without its brand ("Wool-Ease", "Felted Tweed"): exact words only. */
function lineAlone(words: readonly string[], brand: BrandRow): BrandMention | undefined {
  for (const line of brand.lines) {
    const name = wordsOf(line.name);
    if (!distinctive(name)) continue;
    const at = findName(words, name, false);
    if (at >= 0) return { brand, line, start: at, spans: [[at, at + name.length]] };
  }
  return undefined;
}
