import { addPerSize } from './numbers.js';
import { needed, notCounted } from './weights-needed.js';
import { readYarnAmounts, type GramAmount, type UnitCount, type YarnAmount } from './yarn-amounts.js';

export interface Estimate {
  yards: number[];
  confidence: number;
}

export const perSize = (amount: YarnAmount) => amount.yards.map((yards) => yards * amount.times);

/**
 * "Yardage 1090 - 1980 yards" over "Yardage per size: 1090 (1260, ..., 1980) yds": the span of the sizes' amounts,
 * from the smallest to the largest, restates them.
 */
function withoutSpan(totals: YarnAmount[], text?: string): YarnAmount[] {
  const lists = totals.filter((amount) => amount.yards.length > 1);
  if (lists.length !== 1 || text === undefined) return totals;
  const sizes = perSize(lists[0]);
  const [low, high] = [Math.min(...sizes), Math.max(...sizes)];
  const near = (value: number, to: number) => Math.abs(value - to) <= to * 0.02;
  const span = (amount: YarnAmount) =>
    amount.yards.length === 1 &&
    near(amount.yards[0], high) &&
    new RegExp(String.raw`^${Math.round(low)}\s*[-\u2013]\s*\d`).test(text.slice(amount.start, amount.end));
  return totals.filter((amount) => !span(amount));
}

/**
 * What the needed amounts add up to. Colours listed one by one are summed, unless one of them is the total of
 * the others ("1100 yds in total: 700 yds white, 400 yds red").
 */
export function sumTotals(all: YarnAmount[], text?: string): Estimate | null {
  const totals = withoutSpan(all, text);
  if (totals.length === 1) return { yards: perSize(totals[0]), confidence: 0.85 };
  // "600 yards in three colours (roughly 200 yards each)": the colours' share restates the total.
  const restated = totals.length === 2 && totals.find((amount) => amount.times > 1);
  if (restated) {
    const other = totals.find((amount) => amount !== restated)!;
    if (Math.abs(perSize(restated)[0] - perSize(other)[0]) <= perSize(other)[0] * 0.02)
      return { yards: perSize(other), confidence: 0.75 };
  }
  const firsts = totals.map((amount) => perSize(amount)[0]);
  const sum = firsts.reduce((a, b) => a + b, 0);
  const whole = totals.find((amount, index) => {
    const others = sum - firsts[index];
    // Colours that happen to add up ("Black 45 yds, White 30 yds, Orange 15 yds") are not a total and its parts: a
    // total is followed by its parts, after a colon or in brackets.
    const opens = text === undefined || /^[^\d]{0,25}[:(]/.test(text.slice(amount.end));
    const isSum = totals.length > 2 && opens && Math.abs(others - firsts[index]) <= firsts[index] * 0.02;
    // A total said to be one, at least the others (within rounding: "560 m (612 yds)" over parts in metres).
    return isSum || (amount.total && firsts[index] >= others * 0.98);
  });
  if (whole) return { yards: perSize(whole), confidence: 0.8 };
  let yards: number[] | null = perSize(totals[0]);
  for (const amount of totals.slice(1)) yards = yards && addPerSize(yards, perSize(amount));
  return yards ? { yards, confidence: 0.7 } : { yards: perSize(totals[0]), confidence: 0.4 };
}

// Less than this a skein never holds: a "total" that gives each counted skein less is one skein's length.
const MIN_YARDS_PER_SKEIN = 40;

// How sure a yardage read as one skein's length is: it may be all the pattern needs, or the count was missed.
const ONE_SKEIN_CONFIDENCE = 0.3;

/** A length printed beside a weight ("50 g, 98 m") with nothing saying it is the total: one skein's, likely. */
export const unitLike = (amount: YarnAmount) =>
  amount.grams !== undefined && !amount.total && amount.times === 1;

/**
 * The yarn needed, from the text given (the yarn section), with `elsewhere` (the whole text) for what a
 * publisher prints apart: the skein's length in a closing line, the grams per size in a table of sizes.
 */
export function estimate(text: string, elsewhere?: string): Estimate | null {
  const read = readYarnAmounts(text);
  // "Color C - Cream: about 15 yds" beside balls of the others is needed besides them; beside a total ("420 m in
  // total: Colour A: 260 m, Colour B: 160 m") or other colours' lengths, it is one of the lengths.
  const besides =
    read.counts.length > 0 && read.amounts.every((amount) => amount.perUnit || amount.extra || amount.total);
  const amounts = read.amounts.map((amount) =>
    amount.colourLength && !besides ? { ...amount, extra: undefined } : amount,
  );
  // "pompom uses an extra 10 yds": added to what the rest of the text needs, never all of it.
  const extras = amounts.filter((amount) => amount.extra);
  const found = estimateNeed(
    { ...read, amounts: amounts.filter((amount) => !amount.extra) },
    elsewhere,
    text,
  );
  const extra = sumLists(extras.map(perSize));
  if (!found || !extra) return found;
  return {
    yards: addPerSize(found.yards, extra) ?? found.yards,
    confidence: Math.min(found.confidence, 0.6),
  };
}

/**
 * Two or more counts, each at the length of its own skein printed just after it ("1 skein (100 g, 425 m)", "1 mini
 * skein (20 g, 85 m)"), added up; null unless every count has one of its own (a yarn's length per weight printed
 * above them all is none of theirs).
 */
export function eachAtOwnLength(counts: UnitCount[], units: YarnAmount[]): number[] | null {
  const own = counts.map((count) => units.find((u) => u.start > count.start && u.start - count.start < 40));
  if (counts.length < 2 || !own.every(Boolean) || new Set(own).size !== counts.length) return null;
  return sumLists(counts.map((count, i) => count.counts.map((n) => n * own[i]!.yards[0])));
}

/** "3 skeins", "180 yds": each size's count times one length. */
export const timesLength = (counts: readonly number[], length: number): number[] =>
  counts.map((n) => n * length);

/** The weights needed per size ("300 (350) g"), added up, at a skein's length per gram; null without them. */
export function gramsAtLength(grams: GramAmount[], unit: YarnAmount): number[] | null {
  if (!unit.grams) return null;
  const weighed = sumLists(needed(grams, unit.grams).map((g) => g.grams));
  return weighed?.map((g) => (g / unit.grams!) * unit.yards[0]) ?? null;
}

/**
 * "Yarn 1: Merino 4ply (50 g = 200 m)" over "250 - 300 g", "Yarn 2: Kid Silk (25 g = 210 m)" over "75 - 100 g": each
 * yarn's weights at its own length per gram, added up; null unless every weight has a yarn of its own and every yarn
 * a weight. A weight's yarn is the one described just after it ("Beard: 10g of Teddy Bouclé (50g / 90m)"), else the
 * last one before it ("100g / 300m): Red (hat): 30g Grey (body): 20g").
 */
function gramsAtOwnLength(grams: GramAmount[], units: YarnAmount[], text?: string): number[] | null {
  const weighed = units.filter((unit) => unit.grams);
  // One yarn described twice ("Ovillos de 100 g, aprox. 192 m / 100 g balls, approx. 192 m") is one yarn.
  const yarns = new Set(weighed.map((unit) => `${unit.grams}/${Math.round(unit.yards[0])}`));
  if (yarns.size < 2 || grams.length < weighed.length) return null;
  const own = grams.map((g, index) => {
    const next = grams[index + 1]?.start ?? Infinity;
    // "10g of <yarn> (…)": the weight of the yarn named after it.
    const of = text !== undefined && /^[\d\s.,()-]*g(?:rams?)?\s+of\s/i.test(text.slice(g.start));
    const after = of
      ? weighed.find((unit) => unit.start > g.start && unit.start < next && unit.start - g.start < 60)
      : undefined;
    return after ?? weighed.filter((unit) => unit.start < g.start).at(-1);
  });
  if (!own.every(Boolean) || new Set(own).size !== weighed.length) return null;
  return sumLists(grams.map((g, i) => g.grams.map((weight) => (weight / own[i]!.grams!) * own[i]!.yards[0])));
}

export function estimateNeed(
  { amounts, counts, grams }: ReturnType<typeof readYarnAmounts>,
  elsewhere?: string,
  text?: string,
): Estimate | null {
  const apart = elsewhere ? fromElsewhere(amounts, counts, grams, elsewhere) : null;
  if (apart) return apart;
  // Skeins counted, or weights needed ("50 g ball = approx. 120 m" over "Brown 35 g, Cream 10 g"), and every length
  // beside a weight: the lengths are the skeins'.
  const described = (counts.length > 0 || grams.length > 0) && amounts.length > 0 && amounts.every(unitLike);
  const totals = described ? [] : amounts.filter((amount) => !amount.perUnit);
  const skeinsNeeded = sumLists(counts.map((count) => count.counts));
  // A lone length not said to be the total beside counted balls is one ball's when it is too little for that many
  // balls ("8 balls", "106 yd"), or when the count changes with the size and the length does not ("1 (1, 2) hanks",
  // "220 yds").
  const oneBall = totals.length === 1 && !totals[0].total && totals[0].yards.length === 1 && skeinsNeeded;
  const perSizeCount = oneBall && new Set(skeinsNeeded).size > 1;
  if (oneBall && (perSizeCount || totals[0].yards[0] / skeinsNeeded[0] < MIN_YARDS_PER_SKEIN))
    return { yards: timesLength(skeinsNeeded, totals[0].yards[0]), confidence: 0.6 };
  if (totals.length) {
    const sum = sumTotals(totals, text);
    return sum && totals.length === 1 && unitLike(totals[0])
      ? { ...sum, confidence: Math.min(sum.confidence, 0.4) }
      : sum;
  }
  const unit = amounts.find((amount) => amount.perUnit || described);
  if (!unit) return null;
  // "300 (350) g of Aran (1 ball = 100 g / 200 m)", "Brown 40 g, Cream 10 g": the weights needed, added up, at
  // the skein's length per gram.
  const ownGrams =
    counts.length === 0
      ? gramsAtOwnLength(
          grams,
          amounts.filter((a) => a.perUnit || described),
          text,
        )
      : null;
  if (ownGrams) return { yards: ownGrams, confidence: 0.65 };
  const fromGrams = gramsAtLength(grams, unit);
  if (counts.length === 0 && fromGrams) return { yards: fromGrams, confidence: 0.6 };
  if (counts.length === 0) return { yards: unit.yards, confidence: ONE_SKEIN_CONFIDENCE };
  // "A: 3 balls Kid-Silk (25 g = 210 m)", "B: 5 balls Alpaca (50 g = 167 m)": each count at its own ball's length.
  const units = amounts.filter((amount) => amount.perUnit || described);
  const each =
    eachAtOwnLength(counts, units) ??
    (units.length > 1 && units.length === counts.length
      ? sumLists(counts.map((count, i) => count.counts.map((n) => n * units[i].yards[0])))
      : null);
  if (each) return { yards: each, confidence: 0.7 };
  // Skeins per size times the length of one skein, and any yarn given by weight besides ("20 g each" of contrasts),
  // but the weight of skeins counted beside it ("200 g in Sand (2 balls of 100 g = 170 m each)").
  const skeins = sumLists(counts.map((count) => count.counts)) ?? counts[0].counts;
  const yards = timesLength(skeins, unit.yards[0]);
  const besides = unit.grams ? gramsAtLength(notCounted(grams, counts, unit.grams, text), unit) : fromGrams;
  return { yards: (besides && addPerSize(yards, besides)) ?? yards, confidence: 0.7 };
}

/**
 * Counts or grams in the yarn section and the skein's length only elsewhere, or the reverse: read together, less
 * sure than when the yarn section says both. Null when the yarn section says enough alone or nothing at all.
 */
function fromElsewhere(
  amounts: YarnAmount[],
  counts: UnitCount[],
  grams: GramAmount[],
  elsewhere: string,
): Estimate | null {
  const unitOnly = amounts.length > 0 && amounts.every((a) => a.perUnit) && !counts.length && !grams.length;
  const needOnly = amounts.length === 0 && (counts.length > 0 || grams.length > 0);
  if (!unitOnly && !needOnly) return null;
  const other = readYarnAmounts(elsewhere);
  const unit = unitOnly ? amounts[0] : other.amounts.find((a) => a.perUnit);
  if (!unit) return null;
  const skeins = sumLists((needOnly ? counts : other.counts).map((c) => c.counts));
  const weights = needOnly ? grams : other.grams;
  const weighed = sumLists((unit.grams ? needed(weights, unit.grams) : weights).map((g) => g.grams));
  if (skeins && !weighed) return { yards: skeins.map((n) => n * unit.yards[0]), confidence: 0.6 };
  if (weighed && !skeins && unit.grams)
    return { yards: weighed.map((g) => (g / unit.grams!) * unit.yards[0]), confidence: 0.55 };
  return null;
}

/** Per-size lists added up (a list of one counts for every size); null when their sizes disagree. */
export function sumLists(lists: number[][]): number[] | null {
  if (lists.length === 0) return null;
  let sum: number[] | null = lists[0];
  for (const list of lists.slice(1)) sum = sum && addPerSize(sum, list);
  return sum;
}
