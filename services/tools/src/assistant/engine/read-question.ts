import { findBrandMentions, wordsOf } from './brand-match.js';
import type { ChatContextMessage, Intent, Reading, Slots } from './engine.types.js';
import { greetingKind, readIntent } from './read-intent.js';
import { readSlots } from './read-slots.js';
import { loadBrandTable, type BrandTable } from './table.js';
import { FIBRE_WORDS, PROJECT_WORDS, WEIGHT_WORDS } from './vocabulary.js';

/**
 * A question's intent and slots. A follow-up ("what about cheaper ones?", "and in DK?") reads the user's earlier
 * messages: it keeps their intent and slots, and changes only what it names.
 */
export function readQuestion(
  message: string,
  previous: readonly ChatContextMessage[],
  table: BrandTable = loadBrandTable(),
): Reading {
  let reading: Reading | undefined;
  for (const earlier of previous) {
    if (earlier.role === 'user') reading = readOne(earlier.content, reading, table);
  }
  return readOne(message, reading, table);
}

const FOLLOW_UP =
  /^(and|what about|how about|what if|any|or|ok|okay|maybe|also|but|then|in|same|now|something|anything|cheaper|which)\b|\b(ones?|those|them|these|instead|same|too|as well)\b/;
/** Intents a follow-up can go on with; a greeting or an unread question leaves nothing to go on. */
const CARRIED: readonly Intent[] = ['recommend', 'substitute', 'compare', 'quality', 'deals', 'skeins'];
/** Intents that want a brand, so a bare brand after them ("Cascade and Malabrigo") answers them. */
const WANTS_BRAND: readonly Intent[] = ['compare', 'quality', 'deals', 'substitute'];

function readOne(message: string, before: Reading | undefined, table: BrandTable): Reading {
  const { slots, rest } = readSlots(message, table);
  const unknown = unknownBrands(wordsOf(message).join(' '), table);
  if (unknown) slots.unknownBrands = unknown;
  const intent = readIntent(rest, slots);
  if (intent === 'greeting') return { intent, slots, greeting: greetingKind(rest) };
  if (!before || !CARRIED.includes(before.intent)) return { intent, slots };

  const bare = intent === 'unknown' || (intent === 'quality' && !/\b(good|quality|worth)\b/.test(rest));
  if (bare && WANTS_BRAND.includes(before.intent) && (slots.brands || slots.unknownBrands)) {
    return { intent: before.intent, slots: { ...before.slots, ...slots } };
  }
  if (before.intent === 'skeins' && intent === 'unknown' && slots.yardsNeeded !== undefined) {
    // "220 yards", answering "How many yards are in one skein?"
    const length = before.slots.yardsNeeded === undefined ? 'yardsNeeded' : 'yardsPerSkein';
    return { intent: 'skeins', slots: { ...before.slots, [length]: slots.yardsNeeded } };
  }
  const short = rest.split(' ').length <= 10;
  if (!short || !FOLLOW_UP.test(rest) || !(intent === 'recommend' || intent === 'unknown')) {
    return { intent, slots };
  }
  if (intent === 'unknown' && Object.keys(slots).length === 0) return { intent, slots };
  // "Anything cheaper?" after "is Malabrigo worth it?" asks for a cheaper stand-in, not a cheaper Malabrigo.
  const cheaperThanNamed = before.intent === 'quality' && before.slots.brands && slots.budget;
  const carried = before.intent === 'substitute' || cheaperThanNamed ? 'substitute' : 'recommend';
  const kept: Slots = { ...before.slots };
  if (carried === 'recommend') delete kept.unknownBrands;
  return { intent: carried, slots: { ...kept, ...slots } };
}

const NOT_A_BRAND =
  /^(it|this|that|they|these|those|the|a|an|my|your|yarn|wool|a brand|this brand|that brand|the brand|brand|this yarn|that yarn|it good|there|you|i|we)$/;
const ASKED_ABOUT = [
  /^(?:is|are)\s+(.+?)\s+(?:yarns?\s+|wool\s+)?(?:any good|good|worth|decent|reliable|a good|nice|ok|okay|bad|quality)\b/,
  /\b(?:what do you think|thoughts|opinions?|reviews?)\s+(?:of|on|about)\s+(.+?)(?:\s+yarns?)?$/,
  /^(?:compare\s+)?(.+?)\s+(?:vs|versus|or)\s+(.+?)(?:\s+yarns?)?(?:\s+which is better|\s+which)?$/,
  /\b(?:deals?|sales?|discounts?|offers?)\s+(?:on|for|from|at)\s+(.+?)(?:\s+yarns?)?(?:\s+(?:right now|at the moment|today|this week))?$/,
];

/** Names asked about that the table does not know: "is Hobbii any good?" says Hobbii is not in the table. */
function unknownBrands(text: string, table: BrandTable): string[] | undefined {
  for (const pattern of ASKED_ABOUT) {
    const match = pattern.exec(text);
    if (!match) continue;
    const names = match
      .slice(1)
      .filter((name): name is string => name !== undefined)
      .map((name) => name.trim())
      .filter((name) => name.length > 1 && name.split(' ').length <= 3 && !NOT_A_BRAND.test(name))
      .filter((name) => !soundsLikeYarnTalk(name) && findBrandMentions(wordsOf(name), table).length === 0);
    if (names.length > 0) return names;
  }
  return undefined;
}

const soundsLikeYarnTalk = (name: string) =>
  [...WEIGHT_WORDS, ...FIBRE_WORDS, ...PROJECT_WORDS].some(([, pattern]) => pattern.test(name)) ||
  /\b(cheap|soft|brand|yarn|quality|good|best|better|which|what|the|a|an|for|in|with|two)\b/.test(name);
