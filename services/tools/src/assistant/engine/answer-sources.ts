import {
  moneyText,
  type ChatLink,
  type ChatSource,
  type Deal,
  type StashSummary,
  type StashSummaryGroup,
} from '@yarn-mgmt/contracts';
import {
  checkStash,
  ESTIMATE_NOTE,
  stashCheckSummaryText,
  stashCheckVerdictText,
  stashGroupTitle,
  stashRecordsWeight,
  stashUnrecordedWeightText,
  yardsText,
} from '@yarn-mgmt/domain';
import { projectEstimate } from './answer-skeins.js';
import type { AssistantSources, EngineAnswer, Slots, SourceResult } from './engine.types.js';
import { stashFacts, type StashTotal } from './facts.js';
import type { BrandTable } from './table.js';
import { lineTitle, listText, plural } from './words.js';

/**
 * Answers from the user's own data (inventory, patterns) and today's deals, through the sources the service
 * hands in. A signed-out visitor is asked to sign in; a source that does not answer is named, in words and in
 * `unavailable`, while the rest of the answer still comes.
 */
export const SIGN_IN_TEXT = 'Sign in to ask about your own stash.';
export const SIGN_IN_DEALS_TEXT = 'Sign in to see the deals on a brand.';
/** Links an answer carries at most (the widget shows them under the message). */
export const MAX_LINKS = 8;

const UNAVAILABLE_TEXT: Readonly<Record<ChatSource, string>> = {
  inventory: "I couldn't see your stash just now (the inventory did not answer).",
  patterns: "I couldn't see your pattern library just now (the patterns service did not answer).",
  deals: "I couldn't see today's deals just now (the deals service did not answer).",
};

const answer = (
  intent: EngineAnswer['intent'],
  text: string,
  more: Partial<EngineAnswer> = {},
): EngineAnswer => ({
  intent,
  text,
  recommendations: [],
  links: [],
  unavailable: [],
  ...more,
});

const yarnLinks = (groups: readonly StashSummaryGroup[]): ChatLink[] =>
  groups
    .flatMap((group) =>
      group.yarn_ids.map((id) => ({ kind: 'yarn' as const, id, label: stashGroupTitle(group) })),
    )
    .slice(0, MAX_LINKS);

const totalText = (total: StashTotal) =>
  `${total.name === 'unknown' ? 'weight not recorded' : total.name} ${plural(total.skeins, 'skein')} (${yardsText(total.yards)} yds)`;

export async function answerStashAmount(
  slots: Slots,
  sources: AssistantSources,
  table: BrandTable,
): Promise<EngineAnswer> {
  const stash = await sources.stash();
  if (!stash.ok) return failed('stash_amount', stash, 'inventory');
  const { groups } = stash.value;
  if (groups.length === 0) return answer('stash_amount', 'Your stash is empty: no yarn with anything left.');
  if (!slots.weight && slots.project === 'socks') return sockYarnAnswer(groups, table);
  if (!slots.weight) {
    const facts = stashFacts(stash.value, table);
    return answer(
      'stash_amount',
      `Your stash holds ${plural(facts.skeins, 'skein')} (${yardsText(facts.yards)} yds): ${facts.byWeight.map(totalText).join(', ')}.`,
      { links: yarnLinks(groups) },
    );
  }
  if (!stashRecordsWeight(slots.weight))
    return answer('stash_amount', stashUnrecordedWeightText(slots.weight));
  const needed = slots.yardsNeeded ?? projectEstimate(slots);
  const check = checkStash(groups, slots.weight, needed ?? 0);
  const ofWeight = groups.filter(
    (group) => group.weight_category?.toLowerCase() === slots.weight?.toLowerCase(),
  );
  const parts = [`${stashCheckSummaryText(check)}.`];
  if (needed !== undefined && ofWeight.length > 0) {
    parts.push(
      `For ${withArticle(slots)} (about ${yardsText(needed)} yds): ${stashCheckVerdictText(check)}. ${ESTIMATE_NOTE}`,
    );
  }
  return answer('stash_amount', parts.join(' '), { links: yarnLinks(ofWeight) });
}

/**
 * "How much sock yarn do I have?": the inventory files sock yarn under several weights, so the stash's lines that
 * the brand table knows as sock yarn are counted; a line it does not know is not guessed at.
 */
function sockYarnAnswer(groups: readonly StashSummaryGroup[], table: BrandTable): EngineAnswer {
  const socks = groups.filter((group) =>
    table.findLine(group.brand, group.line)?.line.good_for.includes('socks'),
  );
  const unknown = groups.filter((group) => !table.findLine(group.brand, group.line)).length;
  const notKnown =
    unknown > 0
      ? ` ${plural(unknown, 'line')} of your stash ${unknown === 1 ? 'is' : 'are'} not in my brand table, so I can't tell whether ${unknown === 1 ? 'it is' : 'they are'} sock yarn.`
      : '';
  if (socks.length === 0) {
    return answer(
      'stash_amount',
      `I found no sock yarn in your stash among the lines my brand table knows.${notKnown}`,
    );
  }
  const skeins = Math.round(socks.reduce((sum, group) => sum + group.skeins, 0) * 100) / 100;
  const yards = socks.reduce((sum, group) => sum + group.yards, 0);
  return answer(
    'stash_amount',
    `Your stash holds ${plural(skeins, 'skein')} of sock yarn (${yardsText(yards)} yds): ${listText(socks.map(stashGroupTitle), 'and')}.${notKnown}`,
    { links: yarnLinks(socks) },
  );
}

const withArticle = (slots: Slots) => `a ${slots.weight} ${slots.project}`;

export async function answerStashIdeas(sources: AssistantSources, table: BrandTable): Promise<EngineAnswer> {
  const [patterns, stash] = await Promise.all([sources.makeablePatterns(), sources.stash()]);
  if (!patterns.ok && patterns.reason === 'signed_out') return answer('stash_ideas', SIGN_IN_TEXT);
  const unavailable: ChatSource[] = [];
  const parts: string[] = [];
  const links: ChatLink[] = [];
  if (patterns.ok) {
    const found = patterns.value.slice(0, MAX_LINKS);
    parts.push(
      found.length === 0
        ? 'None of your patterns can be made from your stash as it is: a pattern needs a weight and yardage your stash holds.'
        : `From your stash you can make ${listText(
            found.map((pattern) => pattern.title),
            'and',
          )}.`,
    );
    links.push(
      ...found.map((pattern) => ({ kind: 'pattern' as const, id: pattern.id, label: pattern.title })),
    );
  } else {
    unavailable.push('patterns');
    parts.push(UNAVAILABLE_TEXT.patterns);
  }
  if (stash.ok) {
    if (!patterns.ok) parts.push(stashLine(stash.value, table));
  } else {
    unavailable.push('inventory');
    parts.push(UNAVAILABLE_TEXT.inventory);
  }
  return answer('stash_ideas', parts.join(' '), { links, unavailable });
}

function stashLine(stash: StashSummary, table: BrandTable): string {
  if (stash.groups.length === 0) return 'Your stash is empty.';
  const facts = stashFacts(stash, table);
  return `Your stash holds ${plural(facts.skeins, 'skein')} (${yardsText(facts.yards)} yds): ${facts.byWeight.map(totalText).join(', ')}.`;
}

/** Deals shown in an answer at most. */
export const MAX_DEALS = 3;

export async function answerDeals(slots: Slots, sources: AssistantSources): Promise<EngineAnswer> {
  const brand = slots.brands?.[0] ?? slots.unknownBrands?.[0];
  if (!brand) return answer('deals', 'Which brand would you like deals on? For example: any deals on Drops?');
  const deals = await sources.brandDeals(brand);
  if (!deals.ok) {
    if (deals.reason === 'signed_out') return answer('deals', SIGN_IN_DEALS_TEXT);
    return answer('deals', `${UNAVAILABLE_TEXT.deals} Try again in a little while.`, {
      unavailable: ['deals'],
    });
  }
  const line = slots.line?.brand === brand ? slots.line.line.toLowerCase() : undefined;
  const wanted = line
    ? deals.value.filter((deal) => deal.product_name.toLowerCase().includes(line))
    : deals.value;
  const shown = [...wanted].sort((a, b) => b.discount_percentage - a.discount_percentage).slice(0, MAX_DEALS);
  const name = slots.line && line ? lineTitle(brand, slots.line.line) : brand;
  if (shown.length === 0) return answer('deals', `No deals on ${name} right now.`);
  return answer(
    'deals',
    `${plural(wanted.length, 'deal')} on ${name} right now, biggest discount first: ${shown.map(dealText).join('; ')}.`,
  );
}

/** Each deal in its shop's currency (DECISIONS 26), never converted. */
const dealText = (deal: Deal) =>
  `${deal.product_name} at ${deal.retailer_name}, ${moneyText(deal.current_price, deal.currency)} (was ${moneyText(deal.original_price, deal.currency)}, ${deal.discount_percentage}% off)`;

function failed(
  intent: EngineAnswer['intent'],
  result: SourceResult<unknown> & { ok: false },
  source: ChatSource,
): EngineAnswer {
  if (result.reason === 'signed_out') return answer(intent, SIGN_IN_TEXT);
  return answer(intent, `${UNAVAILABLE_TEXT[source]} Try again in a little while.`, {
    unavailable: [source],
  });
}
