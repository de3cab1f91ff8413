import { countTimes } from './count-times.js';
import { NUMBER_LIST, parseNumberList } from './numbers.js';

/** A number of skeins or balls, per size when it is a list. */
export interface UnitCount {
  counts: number[];
  start: number;
  /** What a sample used, kept only because the text counts nothing else. */
  sample?: true;
}

// "9 (10, 11) x 50gm": British leaflets count balls by their weight alone. "4 mini skeins": a word for the size.
// Not a skein of embroidery thread or floss (a toy's face).
const COUNT = new RegExp(
  // "3 (3, 4) écheveaux / skeins": the unit in another language first.
  String.raw`(?<!\d)${NUMBER_LIST}(?!\d)\s*(?:(?:[ée]cheveaux|pelotes?|gomitoli|ovillos|madejas|knäuel|nøgler|nystan|novelos|bolas|bobines?|bobinas?|strengen|bollen)\s*\/\s*)?(?:(?:[x\u00D7]\s*)?(?:\d+\s*g\s*)?(?:(?:mini|full|full-size|large|small|whole)\s+)?(?<unit>skeins?|balls?|hanks?|cakes?|cones?|donuts?|rolls?|spools?)\b(?!\s+(?:of\s+)?(?:stranded\s+)?(?:embroidery|cotton)\s+(?:thread|floss)|\s+(?:of\s+)?(?:embroidery\s+)?floss\b)|x\s*\d+\s*(?:g|gm|gr)\b(?!\s*(?:skeins?|balls?|hanks?|cakes?)))`,
  'gi',
);
// "Balls needed: 4 / 5 / 6", "Skeins required: 3 (4, 5)": the unit named first, as a label.
const COUNT_LABEL = new RegExp(
  String.raw`\b(?:skeins?|balls?|hanks?|cakes?)\s+(?:needed|required|used)?\s*:\s*${NUMBER_LIST}(?!\d)(?!\s*(?:g|gm|grams?|m|yds?|yards?|oz)\b)`,
  'gi',
);
// "about 1.6 skeins were used", "the sample used 2 balls", "Sample in Peat; it used 6.4 skeins": what one knitter
// used, not what the pattern needs.
const SAMPLE_USE_AFTER = /^\s*(?:of\s+[^.;]{0,40}?)?(?:were|was)\s+used\b/i;
// "Color D: 1 skein (you'll use about 60 yds)": the share used of a colour's skein, which is bought whole (where the
// whole pattern says "you will use approx. 160 yds" of its one skein, that is what it needs).
const SAMPLE_USE_BEFORE =
  /\b(?:samples?|I|we|it|mine|ours|size\s+\S+)\s+used\s+(?:about|approx(?:imately|\.)?|around|just\s+under|just\s+over)?\s*$|\(\s*you(?:'ll| will)\s+(?:only\s+)?use\s+(?:about|approx\.?|around|roughly)?\s*$/i;

// "6 balls, enough for a set of four pads. To make one pad only, you will need 2 balls.": the share of one piece of a
// set, beside the set's count, is no more yarn.
const ONE_OF_THE_SET =
  /\b(?:to make|for|if (?:you|you're) (?:make|making|only))\s+(?:just\s+|only\s+)?(?:one|a single|1)\s+[a-z-]+(?:\s+only)?\b[^.;]{0,30}$/i;

/** Whether the amount at [start, end) is what a sample used ("my sample used 37 g of MC and 22 g of CC"). */
export function sampleUse(text: string, start: number, end: number): boolean {
  return (
    SAMPLE_USE_AFTER.test(text.slice(end)) ||
    SAMPLE_USE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) ||
    // "The finished sample bag weighs 168 g", "My shawl used 88 g": what a sample weighs is what it used; what a
    // tester used ("Kati knitted XL-2XL and she used only 440 gr").
    // "The sample was made in Ridgetop Merino Silk 4 ply in "Heath" and used 176g": the yarn named between.
    /\b(?:[Ss]amples?|[Ss]hown|[Pp]hoto(?:graph)?s?|[Pp]ictured|I|[Ww]e|[Mm]y|[Ss]he|[Hh]e|[Tt]hey|[Tt]esters?)\b[^.;:]{0,80}\b(?:used|took|weighs?|weights|weighed)\b(?:[^.;:]|\.(?=\d)|(?<=\bapprox)\.){0,60}$/.test(
      text.slice(Math.max(0, start - 120), start),
    ) ||
    // "Tester Iryna knit size M from 470 g", "My tester made hers with 3 balls": what a tester's piece took.
    /\b[Tt]esters?\b[^.;:]{0,60}\b(?:knit|knitted|made|crocheted|finished)\b[^.;:]{0,40}\b(?:from|with|in|using)\s+(?:about|approx\.?|only|just)?\s*$/.test(
      text.slice(Math.max(0, start - 120), start),
    )
  );
}

/** The skeins or balls counted in a stretch of text, per size, a sample's use left out beside a need. */
export function readCounts(text: string): UnitCount[] {
  // "1 ball = 100 g / 200 m" defines a ball; it does not count them.
  const counted = [...text.matchAll(COUNT), ...text.matchAll(COUNT_LABEL)]
    .sort((a, b) => a.index - b.index)
    .filter((match) => !/^\s*=/.test(text.slice(match.index + match[0].length)));
  // "in Lilac Dusk, 1 skein." then "1 skein is enough for all sizes": the same count said again.
  const again = (match: RegExpMatchArray) =>
    /^\s*(?:is|are)\s+enough\b/i.test(text.slice(match.index! + match[0].length)) &&
    counted.some((other) => other !== match && other.groups!.list === match.groups!.list);
  const used = (match: RegExpMatchArray) =>
    sampleUse(text, match.index!, match.index! + match[0].length) ||
    again(match) ||
    ONE_OF_THE_SET.test(text.slice(Math.max(0, match.index! - 80), match.index));
  // A sample's use beside the amount the pattern asks for is left out; alone, it is the only guide there is.
  const needed = counted.some((match) => !used(match)) ? counted.filter((match) => !used(match)) : counted;
  const read = needed.map((match) => {
    const times = countTimes(text, match.index, match.index + match[0].length);
    const counts = parseNumberList(match.groups!.list).map((count) => count * times);
    return { counts, start: match.index, ...(used(match) ? { sample: true as const } : {}) };
  });
  return withoutRestatedTotal(read, text);
}

/**
 * "3 skeins Meadow DK (...): A - Cinder, 1 skein; B - Rosehip, 1 skein; C - Flax, 1 skein": a count that the counts
 * after its colon add up to is their total, said first.
 */
function withoutRestatedTotal(counts: UnitCount[], text: string): UnitCount[] {
  // "... Cream 2 skeins. That's 18 skeins in all": or said last, after the parts, as their sum.
  const last = counts.at(-1);
  const before = counts.slice(0, -1);
  if (
    last &&
    before.length >= 2 &&
    [last, ...before].every((count) => count.counts.length === 1) &&
    before.reduce((total, count) => total + count.counts[0], 0) === last.counts[0] &&
    /^\s*\w*\s*(?:in all|in total|total|altogether|all together)\b/i.test(
      text.slice(last.start).replace(/^\S+\s+\S+/, ''),
    )
  )
    return before;
  const [first, ...parts] = counts;
  if (
    !first ||
    parts.length < 2 ||
    first.counts.length !== 1 ||
    parts.some((part) => part.counts.length !== 1)
  )
    return counts;
  // Not a colour's own count, labelled like the rest ("Color A – Juniper: 2 skeins", "Color B – Fog: 1 skein").
  const labelled = /:\s*$/.test(text.slice(Math.max(0, first.start - 30), first.start));
  const opens = !labelled && text.slice(first.start, parts[0].start).includes(':');
  const sum = parts.reduce((total, part) => total + part.counts[0], 0);
  return opens && sum === first.counts[0] ? parts : counts;
}
