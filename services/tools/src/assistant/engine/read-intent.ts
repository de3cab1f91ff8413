import type { Intent, Slots } from './engine.types.js';

/**
 * What a question asks, from its words and the slots read in it. The rules run in order; the first that holds
 * names the intent. `rest` is the message in lower case words with the brand and line names taken out.
 */

const GREETING =
  /^(hi+|hello+|hey+|hiya|howdy|yo|heya|good (morning|afternoon|evening|day)|greetings|morning|evening|thanks?|thank you|thankyou|thx|ty|cheers|ta|bye|goodbye|see you|ok|okay|great|lovely|perfect|brilliant|awesome|cool)\b/;
const FILLER =
  /\b(hi+|hello+|hey+|hiya|there|you|so|much|very|again|thanks?|thank|a lot|lots|everyone|all|friend|assistant|bot|yarn|good|morning|afternoon|evening|day|cheers|ta|ok|okay|great|lovely|perfect|brilliant|awesome|cool|bye|goodbye|see|for|the|help|that|was|helpful|really|oh|ah)\b/g;

const STASH =
  /\b(stash|my (own )?yarns?|my leftovers?|my patterns?|my library|my wool|do i (have|own)|have i got|i (already )?(have|own) (any|enough)|i already have|have i enough|yarn i (already )?(have|own))\b/;
const STASH_ENOUGH = /\b(how much|how many (skeins|balls|yards)|enough|total|in total|altogether)\b/;
const STASH_IDEAS = /\b(make|knit|crochet|patterns?|ideas?|use (it )?up|projects?|do with)\b/;
const SKEINS = /\bhow many (skeins?|balls?|hanks?|cakes?|balls of yarn|skeins of yarn)\b/;
const DEALS =
  /\b(deals?|on sale|sales?|discounts?|discounted|offers?|coupons?|promo(tion)?s?|reduced|clearance|markdowns?|money off|% off)\b/;
const COMPARE =
  /\b(vs|versus|compare|comparing|comparison|compared|difference between|differences|better than)\b/;
const WHICH_BETTER = /\b(better|best|prefer|which|difference|or)\b/;
const SUBSTITUTE =
  /\b(substitute|substitutes|substitution|sub for|subbing|alternatives?|instead|replacement|replace|similar to|similar yarn|something like|dupes?|discontinued|no longer made|swap|equivalent|comparable to|like it)\b/;
const REPLACING = /\b(discontinued|no longer made|substitute|substitutes|substitution|replacement)\b/;
const QUALITY =
  /\b(quality|any good|worth (it|the money|buying|the price)|good brand|reliable|decent|what do you think|thoughts on|opinions?|reviews?|rate|rating|how good|is (it|this|that|they) good|good yarn|a good)\b/;
const IS_X_GOOD = /^(is|are)\b.*\b(good|nice|ok|okay|bad|worth)\b/;
const BRAND_WORD = /\b(brand|brands|company|maker|manufacturer)\b/;
const RECOMMEND =
  /\b(recommend|recommendation|recommendations|suggest|suggestions?|best|good|nice|what yarn|which yarn|yarn for|yarns for|looking for|need|want|should i use|to use|use for|options?|favourite|favorite|ideal|perfect|top)\b/;

const RECOMMEND_SLOTS: readonly (keyof Slots)[] = [
  'project',
  'fibres',
  'weight',
  'maxPrice',
  'washable',
  'soft',
  'budget',
  'uses',
  'excludedFibres',
];

const hasAny = (slots: Slots, keys: readonly (keyof Slots)[]) => keys.some((key) => slots[key] !== undefined);
const named = (slots: Slots) => (slots.brands?.length ?? 0) + (slots.unknownBrands?.length ?? 0);

export function readIntent(rest: string, slots: Slots): Intent {
  if (isGreeting(rest, slots)) return 'greeting';
  const lengths = slots.yardsNeeded !== undefined && slots.yardsPerSkein !== undefined;
  // "My yarn was discontinued" asks for a substitute, not about the stash.
  if (REPLACING.test(rest)) return 'substitute';
  if (STASH.test(rest) && !lengths) {
    if (STASH_ENOUGH.test(rest) || !STASH_IDEAS.test(rest)) return 'stash_amount';
    return 'stash_ideas';
  }
  if (lengths || SKEINS.test(rest)) return 'skeins';
  if (DEALS.test(rest)) return 'deals';
  if (COMPARE.test(rest) || (named(slots) >= 2 && WHICH_BETTER.test(rest))) return 'compare';
  const likeALine = slots.line !== undefined && /\b(like|similar)\b/.test(rest);
  if (likeALine || (SUBSTITUTE.test(rest) && (slots.line || named(slots) > 0 || !/\binstead\b/.test(rest))))
    return 'substitute';
  const aboutBrand = named(slots) > 0 || slots.line !== undefined || BRAND_WORD.test(rest);
  if (aboutBrand && (QUALITY.test(rest) || IS_X_GOOD.test(rest))) return 'quality';
  const asksForYarn = RECOMMEND.test(rest) && /\b(yarns?|wool|brands?|something|anything)\b/.test(rest);
  if (hasAny(slots, RECOMMEND_SLOTS) || asksForYarn || /^(recommend|suggest)\b/.test(rest)) {
    return 'recommend';
  }
  if (named(slots) > 0 || slots.line) return 'quality';
  return 'unknown';
}

/** A greeting's kind: thanks or a goodbye are answered as such, not with a hello. */
export function greetingKind(rest: string): 'hello' | 'thanks' | 'bye' {
  if (
    /\b(thanks?|thank you|thankyou|thx|ty|cheers|ta|great|lovely|perfect|brilliant|awesome|cool)\b/.test(rest)
  )
    return 'thanks';
  if (/\b(bye|goodbye|see you)\b/.test(rest)) return 'bye';
  return 'hello';
}

/** "Hi!", "thanks so much", "good morning": a greeting with nothing asked beside it. */
function isGreeting(rest: string, slots: Slots): boolean {
  if (!GREETING.test(rest) || Object.keys(slots).some((key) => key !== 'unknownBrands')) return false;
  return rest.replace(FILLER, ' ').trim().split(/\s+/).filter(Boolean).length <= 1;
}
