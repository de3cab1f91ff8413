import type { AssistantEvalCase, EvalSlotName, EvalSlots } from './eval-types.js';

/**
 * Scores the engine's reading of one question against the set's expectation: the intent, each slot (numbers
 * within 1 %, brands and lines by containment, lists in any order), and the recommendations' precision (none
 * outside the asked weight or budget, none holding a fibre asked away; the brands that must and must not appear).
 */

/** What the engine read and answered, in the shapes the eval needs (the engine's own types stay in its service). */
export interface EngineOutcome {
  intent: string;
  slots: EvalSlots & Record<string, unknown>;
  recommendations: readonly {
    brand_name: string;
    line: string | null;
    weight_category: string | null;
    fiber_content: string | null;
    avg_price: number;
  }[];
}

export interface CaseScore {
  id: string;
  heldOut: boolean;
  intentOk: boolean;
  /** Slots whose reading differs from the expectation (an unexpected slot counts too). */
  slotMisses: EvalSlotName[];
  /** How many recommendations the answer carried. */
  recommendations: number;
  /** Recommendations outside the question's own weight or budget, or holding a fibre it asked away. */
  outside: string[];
  /** Brands that must appear and do not, or must not and do. */
  brandMisses: string[];
}

export const SCORED_SLOTS: readonly EvalSlotName[] = [
  'project',
  'fibres',
  'weight',
  'maxPrice',
  'washable',
  'soft',
  'budget',
  'brands',
  'line',
  'yardsNeeded',
  'yardsPerSkein',
  'anyFibre',
  'excludedFibres',
  'uses',
];

const lower = (text: string) => text.toLowerCase();
const holds = (read: string, expected: string) => lower(read).includes(lower(expected));
/** A line's own name, its brand's words left out: the table's "Cascade 220" is Cascade's "220". */
const lineName = ({ brand, line }: { brand: string; line: string }) => {
  const brandWords = new Set(lower(brand).split(/\s+/));
  return lower(line)
    .split(/\s+/)
    .filter((word) => !brandWords.has(word))
    .join(' ');
};
const near = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 0.01;

function sameSlot(name: EvalSlotName, read: unknown, expected: unknown): boolean {
  if (read === undefined || expected === undefined) return read === expected;
  switch (name) {
    case 'fibres':
    case 'excludedFibres':
    case 'uses': {
      const a = [...(read as string[])].map(lower).sort();
      const b = [...(expected as string[])].map(lower).sort();
      return a.length === b.length && a.every((fibre, index) => fibre === b[index]);
    }
    case 'brands': {
      const a = read as string[];
      const b = expected as string[];
      return a.length === b.length && a.every((brand, index) => holds(brand, b[index]));
    }
    case 'line': {
      const a = read as { brand: string; line: string };
      const b = expected as { brand: string; line: string };
      return holds(a.brand, b.brand) && lineName(a) === lineName(b);
    }
    case 'maxPrice': {
      const a = read as NonNullable<EvalSlots['maxPrice']>;
      const b = expected as NonNullable<EvalSlots['maxPrice']>;
      return a.currency === b.currency && near(a.amount, b.amount);
    }
    case 'yardsNeeded':
    case 'yardsPerSkein':
      return near(read as number, expected as number);
    default:
      // project, weight (text) and washable, soft, budget, anyFibre (true or absent).
      return typeof read === typeof expected && lower(`${read as string}`) === lower(`${expected as string}`);
  }
}

/** `usdPerUnit`: the engine's own fixed rates, so a £ budget is checked as the engine converts it. */
export function scoreCase(
  entry: AssistantEvalCase,
  outcome: EngineOutcome,
  usdPerUnit: Readonly<Record<string, number>>,
): CaseScore {
  const slotMisses = SCORED_SLOTS.filter((name) => !sameSlot(name, outcome.slots[name], entry.slots[name]));
  const outside: string[] = [];
  const brandMisses: string[] = [];
  const asked = outcome.slots;
  for (const pick of outcome.recommendations) {
    const name = `${pick.brand_name} ${pick.line ?? ''}`.trim();
    if (asked.weight && pick.weight_category !== null && !sameWeight(pick, asked.weight)) {
      outside.push(`${name} is ${pick.weight_category}, not ${asked.weight}`);
    }
    for (const fibre of asked.excludedFibres ?? []) {
      if (holdsFibre(pick.fiber_content, fibre)) outside.push(`${name} holds ${fibre}, asked away`);
    }
    if (asked.maxPrice) {
      const limit = asked.maxPrice.amount * (usdPerUnit[asked.maxPrice.currency] ?? Number.NaN);
      if (!(pick.avg_price <= limit + 1e-9))
        outside.push(`${name} costs $${pick.avg_price}, over the budget`);
    }
  }
  const brands = outcome.recommendations.map((pick) => pick.brand_name);
  for (const must of entry.mustBrands ?? []) {
    if (!brands.some((brand) => holds(brand, must))) brandMisses.push(`${must} is missing`);
  }
  for (const mustNot of entry.mustNotBrands ?? []) {
    if (brands.some((brand) => holds(brand, mustNot))) brandMisses.push(`${mustNot} should not be there`);
  }
  return {
    id: entry.id,
    heldOut: entry.heldOut,
    intentOk: outcome.intent === entry.intent,
    slotMisses,
    recommendations: outcome.recommendations.length,
    outside,
    brandMisses,
  };
}

/** Whether a card's fibre content ("75% Superwash Merino Wool, 25% Nylon") holds a fibre; merino is a wool. */
const holdsFibre = (content: string | null, fibre: string) => {
  const text = lower(content ?? '');
  return fibre === 'wool' ? /\bwool\b|merino/.test(text) : text.includes(lower(fibre));
};

/** A line's card carries the weight it was picked for; a substitute's is the original's, by definition. */
const sameWeight = (pick: EngineOutcome['recommendations'][number], weight: string) =>
  lower(pick.weight_category ?? '') === lower(weight);

export interface EvalSummary {
  cases: number;
  intentAccuracy: number;
  slotAccuracy: number;
  recommendations: number;
  /** Recommendations outside the asked weight or budget: the target is none. */
  outside: number;
  /** Share of recommendations inside the asked weight and budget. */
  precision: number;
  /** Cases that name must / must-not brands, and those that hold them. */
  brandCases: number;
  brandCasesHeld: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function summarise(scores: readonly CaseScore[], cases: readonly AssistantEvalCase[]): EvalSummary {
  const recommendations = scores.reduce((sum, score) => sum + score.recommendations, 0);
  const outside = scores.reduce((sum, score) => sum + score.outside.length, 0);
  const withBrands = new Set(
    cases.filter((entry) => entry.mustBrands || entry.mustNotBrands).map((entry) => entry.id),
  );
  const brandScores = scores.filter((score) => withBrands.has(score.id));
  return {
    cases: scores.length,
    intentAccuracy: share(scores.filter((score) => score.intentOk).length, scores.length),
    slotAccuracy: share(scores.filter((score) => score.slotMisses.length === 0).length, scores.length),
    recommendations,
    outside,
    precision: share(recommendations - outside, recommendations),
    brandCases: brandScores.length,
    brandCasesHeld: brandScores.filter((score) => score.brandMisses.length === 0).length,
  };
}
