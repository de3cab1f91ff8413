import type { Recommendation } from '@yarn-mgmt/contracts';
import { answerDeals, answerStashAmount, answerStashIdeas } from './answer-sources.js';
import { answerSkeins } from './answer-skeins.js';
import type { AssistantSources, EngineAnswer, Intent, Reading, Slots } from './engine.types.js';
import { brandCard, brandFacts, compareBrands, type BrandFacts } from './facts.js';
import { priceText, toUsd, USD_PER_UNIT } from './money.js';
import { recommend } from './recommend.js';
import { substitutesFor } from './substitute.js';
import { bandWeight, loadBrandTable, type BrandTable } from './table.js';
import { lineTitle, listText, plural } from './words.js';

/**
 * The built-in engine's words for each intent: short, friendly and factual. Every fact comes from the table,
 * the calculator or the user's own data; a brand the table does not know is said to be unknown, never guessed.
 */
export async function answerQuestion(
  reading: Reading,
  sources: AssistantSources,
  table: BrandTable = loadBrandTable(),
): Promise<EngineAnswer> {
  const { intent, slots } = reading;
  switch (intent) {
    case 'recommend':
      return answerRecommend(slots, table);
    case 'compare':
      return answerCompare(slots, table);
    case 'quality':
      return answerQuality(slots, table);
    case 'substitute':
      return answerSubstitute(slots, table);
    case 'skeins':
      return textAnswer(intent, answerSkeins(slots, table));
    case 'stash_amount':
      return answerStashAmount(slots, sources, table);
    case 'stash_ideas':
      return answerStashIdeas(sources, table);
    case 'deals':
      return answerDeals(slots, sources);
    case 'greeting':
      return textAnswer(intent, GREETING_TEXT);
    case 'unknown':
      return { intent, text: null, recommendations: [], links: [], unavailable: [] };
  }
}

export const GREETING_TEXT =
  'Hi! Ask me for yarn for a project (by weight, fibre or budget), to compare two brands, whether a brand is good quality, what could replace a yarn, about your stash or about deals on a brand.';

export const textAnswer = (
  intent: Intent,
  text: string,
  recommendations: Recommendation[] = [],
): EngineAnswer => ({
  intent,
  text,
  recommendations,
  links: [],
  unavailable: [],
});

/** "DK, merino, machine washable, under £8 (about $10.80)". */
export function criteriaText(slots: Slots): string {
  const parts: string[] = [];
  if (slots.soft) parts.push('soft');
  if (slots.weight) parts.push(slots.weight);
  if (slots.fibres) parts.push(listText(slots.fibres, 'and'));
  if (slots.washable) parts.push('machine washable');
  if (slots.maxPrice) {
    const { amount, currency } = slots.maxPrice;
    const asked = priceText(amount, currency);
    parts.push(
      currency === 'USD'
        ? `under ${asked}`
        : `under ${asked} (about ${priceText(Math.round(toUsd(slots.maxPrice) * 100) / 100)} at a fixed ${priceText(1, currency)} = ${priceText(USD_PER_UNIT[currency])})`,
    );
  }
  return parts.join(', ');
}

function answerRecommend(slots: Slots, table: BrandTable): EngineAnswer {
  const picks = recommend(slots, table);
  const criteria = criteriaText(slots);
  const from = slots.brands ? ` from ${listText(slots.brands, 'or')}` : '';
  const forWhat = `${slots.project ? ` for ${withArticle(slots.project)}` : ''}${from}`;
  if (picks.length === 0) {
    return textAnswer(
      'recommend',
      `I couldn't find a yarn in my table that is ${criteria || 'what you asked'}${forWhat}. Try leaving one of those out.`,
    );
  }
  const order = slots.budget ? 'best value first' : 'best quality first';
  const narrow =
    Object.keys(slots).length === 0
      ? " Tell me the project, weight, fibre or budget and I'll narrow it down."
      : '';
  const what = criteria ? ` (${criteria})` : '';
  const names = picks.map((pick) => lineTitle(pick.brand_name, pick.line));
  return textAnswer(
    'recommend',
    `Here ${picks.length === 1 ? 'is 1 pick' : `are ${picks.length} picks`}${forWhat}${what}, ${order}: ${listText(names, 'and')}.${narrow}`,
    picks,
  );
}

const withArticle = (project: string) =>
  ['socks', 'amigurumi', 'mittens'].includes(project)
    ? project
    : `${/^[aeiou]/.test(project) ? 'an' : 'a'} ${project}`;

const unknownText = (names: readonly string[]) =>
  `I don't have ${listText(names, 'or')} in my brand table, so I can't say anything about ${names.length > 1 ? 'them' : 'it'}.`;

const factsText = (facts: BrandFacts) =>
  `${facts.brand}: quality ${facts.quality_score}/10, value ${facts.value_score}/10, about ${priceText(facts.avg_price_usd)} a skein.`;

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

function answerCompare(slots: Slots, table: BrandTable): EngineAnswer {
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
      facts.map((each) => brandCard(each, factsText(each))),
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
    pair.map((facts) => brandCard(facts, factsText(facts))),
  );
}

function answerQuality(slots: Slots, table: BrandTable): EngineAnswer {
  const name = slots.line?.brand ?? slots.brands?.[0];
  const facts = name ? brandFacts(name, table) : null;
  if (!facts) {
    if (slots.unknownBrands) return textAnswer('quality', unknownText(slots.unknownBrands));
    return textAnswer(
      'quality',
      'Which brand would you like to know about? For example: is Malabrigo good quality?',
    );
  }
  const tier = {
    premium: 'a premium brand',
    budget_champion: 'a budget champion',
    other: 'a mid-range brand',
  }[facts.tier];
  const parts = [
    `${facts.brand} is ${tier}: ${facts.quality_score}/10 for quality (${facts.quality_reason}) and ${facts.value_score}/10 for value (${facts.value_reason}), about ${priceText(facts.avg_price_usd)} a skein.`,
  ];
  const line = slots.line && facts.lines.find((each) => each.name === slots.line?.line);
  if (line) {
    parts.push(
      `${line.name} is ${line.weight}, ${line.fiber_content}, ${line.yards} yds per ${line.grams} g, about ${priceText(line.price_usd)} a skein${line.washable ? ', machine washable' : ''}${line.discontinued ? ' (discontinued)' : ''}.`,
    );
  }
  return textAnswer('quality', parts.join(' '), [brandCard(facts, parts[0])]);
}

function answerSubstitute(slots: Slots, table: BrandTable): EngineAnswer {
  const original = slots.line && table.findLine(slots.line.brand, slots.line.line);
  if (!original) {
    const brand = slots.brands?.[0] ? brandFacts(slots.brands[0], table) : null;
    if (brand) {
      const lines = brand.lines.map((line) => line.name);
      return textAnswer(
        'substitute',
        `Which ${brand.brand} yarn are you replacing? I know ${listText(lines, 'and')}.`,
      );
    }
    if (slots.unknownBrands) return textAnswer('substitute', unknownText(slots.unknownBrands));
    if (slots.weight || slots.fibres) return { ...answerRecommend(slots, table), intent: 'substitute' };
    return textAnswer(
      'substitute',
      'Which yarn would you like to replace? Tell me its brand and line, for example Rowan Felted Tweed.',
    );
  }
  const { brand, line } = original;
  const about = `${lineTitle(brand.brand, line.name)} (${bandWeight(line)}, ${line.fiber_content}, ${line.yards} yds per ${line.grams} g${line.discontinued ? ', discontinued' : ''})`;
  const picks = substitutesFor(original, slots, table);
  if (picks.length === 0) {
    return textAnswer(
      'substitute',
      `I couldn't find a yarn in my table close enough to ${about} in weight, fibre and yardage${slots.budget ? ' that costs less' : ''}.`,
    );
  }
  const names = picks.map((pick) => lineTitle(pick.brand_name, pick.line));
  return textAnswer(
    'substitute',
    `For ${about}, ${plural(picks.length, 'yarn')} ${picks.length === 1 ? 'matches' : 'match'} its weight, fibre and yardage${slots.budget ? ' for less' : ''}: ${listText(names, 'and')}. Swatch before you buy.`,
    picks,
  );
}
