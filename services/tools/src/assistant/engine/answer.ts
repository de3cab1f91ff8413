import { answerCompare, answerQuality, unknownText } from './answer-brands.js';
import { answerDeals, answerStashAmount, answerStashIdeas } from './answer-sources.js';
import { answerSkeins } from './answer-skeins.js';
import { textAnswer } from './answer-text.js';
import type { AssistantSources, EngineAnswer, Reading, Slots } from './engine.types.js';
import { brandFacts } from './facts.js';
import { priceText, toUsd, USD_PER_UNIT } from './money.js';
import { ANIMAL_FIBRES } from './vocabulary.js';
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
      return textAnswer(intent, GREETING_TEXTS[reading.greeting ?? 'hello']);
    case 'unknown':
      return { intent, text: null, recommendations: [], links: [], unavailable: [] };
  }
}

export const GREETING_TEXT =
  'Hi! Ask me for yarn for a project (by weight, fibre or budget), to compare two brands, whether a brand is good quality, what could replace a yarn, about your stash or about deals on a brand.';

/** A hello is answered with what the assistant can do; thanks and a goodbye as such. */
export const GREETING_TEXTS: Readonly<Record<NonNullable<Reading['greeting']>, string>> = {
  hello: GREETING_TEXT,
  thanks: "You're welcome! Ask me anything else about yarn whenever you like. Happy knitting!",
  bye: 'Bye for now, and happy knitting!',
};

/** "soft, DK, merino or alpaca, no acrylic, machine washable, good for beginners, under £8". */
export function criteriaText(slots: Slots): string {
  const parts: string[] = [];
  if (slots.soft) parts.push('soft');
  if (slots.weight) parts.push(slots.weight);
  if (slots.fibres) parts.push(listText(slots.fibres, slots.anyFibre ? 'or' : 'and'));
  if (slots.excludedFibres) {
    const animal = ANIMAL_FIBRES.every((fibre) => slots.excludedFibres?.includes(fibre));
    parts.push(animal ? 'no animal fibres' : `no ${listText(slots.excludedFibres, 'or')}`);
  }
  if (slots.washable) parts.push('machine washable');
  // Beside a project, uses rank rather than filter: the order says so instead (answerRecommend).
  if (slots.uses && !slots.project) parts.push(`good for ${listText(slots.uses, 'and')}`);
  if (slots.maxPrice) parts.push(`under ${priceText(slots.maxPrice.amount, slots.maxPrice.currency)}`);
  return parts.join(', ');
}

/** "£8 is about $10.80 at a fixed rate of £1 = $1.35.": a budget in pounds or euros, as the table's dollars. */
export function rateText(slots: Slots): string {
  if (!slots.maxPrice || slots.maxPrice.currency === 'USD') return '';
  const { amount, currency } = slots.maxPrice;
  const usd = priceText(Math.round(toUsd(slots.maxPrice) * 100) / 100);
  return ` ${priceText(amount, currency)} is about ${usd} at a fixed rate of ${priceText(1, currency)} = ${priceText(USD_PER_UNIT[currency])}: my table's prices are in US dollars.`;
}

function answerRecommend(slots: Slots, table: BrandTable): EngineAnswer {
  const picks = recommend(slots, table);
  const criteria = criteriaText(slots);
  const from = slots.brands ? ` from ${listText(slots.brands, 'or')}` : '';
  const forWhat = `${slots.project ? ` for ${withArticle(slots.project)}` : ''}${from}`;
  if (picks.length === 0) {
    return textAnswer(
      'recommend',
      criteria
        ? `I couldn't find a yarn in my table${forWhat} that fits all of: ${criteria}. Try leaving one of those out.${rateText(slots)}`
        : `I couldn't find a yarn in my table${forWhat}.`,
    );
  }
  const best = slots.budget ? 'best value' : 'best quality';
  const order =
    slots.uses && slots.project
      ? `those good for ${listText(slots.uses, 'and')} first, then ${best}`
      : `${best} first`;
  const narrow =
    Object.keys(slots).length === 0
      ? " Tell me the project, weight, fibre or budget and I'll narrow it down."
      : '';
  const names = picks.map((pick) => lineTitle(pick.brand_name, pick.line));
  const what = criteria ? ` (${criteria})` : '';
  return textAnswer(
    'recommend',
    `Here ${picks.length === 1 ? 'is 1 pick' : `are ${picks.length} picks`}${forWhat}${what}, ${order}: ${listText(names, 'and')}.${rateText(slots)}${narrow}`,
    picks,
  );
}

const withArticle = (project: string) =>
  ['socks', 'amigurumi', 'mittens'].includes(project)
    ? project
    : `${/^[aeiou]/.test(project) ? 'an' : 'a'} ${project}`;

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
  if (picks.length === 0 && slots.budget) {
    // None cheaper by the yard: say so, and still name the close ones, so the knitter can weigh the price.
    const close = substitutesFor(original, { ...slots, budget: undefined }, table);
    const names = close.map((pick) => lineTitle(pick.brand_name, pick.line));
    return textAnswer(
      'substitute',
      `None of the yarns in my table close to ${about} in weight, fibre and yardage costs less by the yard.${close.length > 0 ? ` The closest, whatever the price: ${listText(names, 'and')}.` : ''}`,
      close,
    );
  }
  if (picks.length === 0) {
    return textAnswer(
      'substitute',
      `I couldn't find a yarn in my table close enough to ${about} in weight, fibre and yardage.`,
    );
  }
  const names = picks.map((pick) => lineTitle(pick.brand_name, pick.line));
  return textAnswer(
    'substitute',
    `For ${about}, ${plural(picks.length, 'yarn')} ${picks.length === 1 ? 'matches' : 'match'} its weight, fibre and yardage${slots.budget ? ' for less by the yard' : ''}: ${listText(names, 'and')}. Swatch before you buy.`,
    picks,
  );
}
