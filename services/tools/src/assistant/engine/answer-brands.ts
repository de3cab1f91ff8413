import type { Recommendation } from '@yarn-mgmt/contracts';
import { textAnswer } from './answer-text.js';
import type { EngineAnswer, Slots } from './engine.types.js';
import { brandCard, brandFacts, compareBrands, type BrandFacts } from './facts.js';
import { priceText } from './money.js';
import type { BrandTable } from './table.js';
import { listText } from './words.js';

/**
 * The answers about brands: two compared, one judged ("is X good quality?"), all from the table's scores and
 * reasons; a brand the table does not know is said to be unknown, never guessed.
 */

export const unknownText = (names: readonly string[]) =>
  `I don't have ${listText(names, 'or')} in my brand table, so I can't say anything about ${names.length > 1 ? 'them' : 'it'}.`;

const factsText = (facts: BrandFacts) =>
  `${facts.brand}: quality ${facts.quality_score}/10, value ${facts.value_score}/10, about ${priceText(facts.avg_price_usd)} a skein.`;

/** A brand's card says what the text does not: the lines the table holds (the card shows scores and price). */
const SHOWN_LINES = 6;
function linesText(facts: BrandFacts): string {
  const names = facts.lines.filter((line) => !line.discontinued).map((line) => line.name);
  if (names.length === 0) return 'No line of it is made any more.';
  const shown = names.slice(0, SHOWN_LINES);
  const more = names.length - shown.length;
  return `Lines in my table: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
}

const USE_NAMES: Readonly<Record<string, string>> = { budget_sweaters: 'budget sweaters' };

/** A named line's card: the brand's scores and tier, the line's price and what the table says it is good for. */
function lineCard(facts: BrandFacts, line: BrandFacts['lines'][number]): Recommendation {
  const uses = line.good_for.map((use) => USE_NAMES[use] ?? use);
  return {
    ...brandCard(facts, uses.length > 0 ? `Good for ${listText(uses, 'and')}.` : ''),
    avg_price: line.price_usd,
    line: line.name,
    weight_category: line.weight,
    fiber_content: line.fiber_content,
  };
}

const TIER_TEXT: Readonly<Record<BrandFacts['tier'], string>> = {
  premium: 'a premium brand',
  budget_champion: 'a budget champion',
  other: 'neither premium nor a budget champion',
};

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "Malabrigo is ahead on quality: <its reason>", or that the two score the same. */
function aheadText(winner: BrandFacts | null, score: 'quality' | 'value'): string {
  if (!winner) return `They score the same for ${score}.`;
  const reason = score === 'quality' ? winner.quality_reason : winner.value_reason;
  return `${winner.brand} is ahead on ${score}: ${sentence(reason)}`;
}

function cheaperText(cheaper: BrandFacts | null, pair: readonly BrandFacts[]): string {
  if (!cheaper) return 'They cost about the same a skein.';
  const other = pair.find((facts) => facts !== cheaper);
  return `${cheaper.brand} is cheaper: about ${priceText(cheaper.avg_price_usd)} a skein against ${priceText(other?.avg_price_usd ?? 0)}.`;
}

export function answerCompare(slots: Slots, table: BrandTable): EngineAnswer {
  const known = slots.brands ?? [];
  const unknown = slots.unknownBrands ?? [];
  if (known.length + unknown.length < 2) {
    const ask =
      known.length === 1
        ? `Which brand would you like to compare ${known[0]} with?`
        : 'Which two brands would you like to compare? For example: Cascade vs Malabrigo.';
    return textAnswer('compare', unknown.length > 0 ? `${unknownText(unknown)} ${ask}` : ask);
  }
  if (known.length < 2) {
    const facts = known.map((name) => brandFacts(name, table)).filter((each) => each !== null);
    const said = facts.map(factsText).join(' ');
    return textAnswer(
      'compare',
      `${unknownText(unknown)}${said ? ` ${said}` : ''}`,
      facts.map((each) => brandCard(each, linesText(each))),
    );
  }
  const comparison = compareBrands(known[0], known[1], table);
  const pair = [comparison.a, comparison.b].filter((each) => each !== null);
  const winner = (name: string | null) => pair.find((facts) => facts.brand === name) ?? null;
  return textAnswer(
    'compare',
    [
      ...pair.map(factsText),
      aheadText(winner(comparison.betterQuality), 'quality'),
      aheadText(winner(comparison.betterValue), 'value'),
      ...(slots.budget ? [cheaperText(winner(comparison.cheaper), pair)] : []),
    ].join(' '),
    pair.map((facts) => brandCard(facts, linesText(facts))),
  );
}

export function answerQuality(slots: Slots, table: BrandTable): EngineAnswer {
  const name = slots.line?.brand ?? slots.brands?.[0];
  const facts = name ? brandFacts(name, table) : null;
  if (!facts) {
    if (slots.unknownBrands) return textAnswer('quality', unknownText(slots.unknownBrands));
    return textAnswer(
      'quality',
      'Which brand would you like to know about? For example: is Malabrigo good quality?',
    );
  }
  const parts = [
    `${facts.brand} is ${TIER_TEXT[facts.tier]}, about ${priceText(facts.avg_price_usd)} a skein.`,
    `Quality ${facts.quality_score}/10: ${sentence(facts.quality_reason)}`,
    `Value ${facts.value_score}/10: ${sentence(facts.value_reason)}`,
  ];
  const line = slots.line && facts.lines.find((each) => each.name === slots.line?.line);
  if (line) {
    parts.push(
      `${line.name} is ${line.weight}, ${line.fiber_content}, ${line.yards} yds per ${line.grams} g, about ${priceText(line.price_usd)} a skein${line.washable ? ', machine washable' : ''}${line.discontinued ? ' (discontinued)' : ''}.`,
    );
  }
  return textAnswer('quality', parts.join(' '), [
    line ? lineCard(facts, line) : brandCard(facts, linesText(facts)),
  ]);
}
