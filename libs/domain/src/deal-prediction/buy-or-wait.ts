import type { Deal, Prediction } from '@yarn-mgmt/contracts';
import { dayNumber } from './sale-events.js';

/**
 * A prediction below this confidence is too weak to wait for. Confidence is the backtest's skill score against a
 * blind guess (`confidenceFromError`): below 50 the brand's past predictions missed by more than an eighth of its
 * sale cycle on average, more than half a guess's error, so a knitter who waits is about as likely to wait weeks
 * past the date as to catch the sale. A brand too young to backtest (UNTESTED_CONFIDENCE, 20) is low as well.
 */
export const LOW_CONFIDENCE_BELOW = 50;

export type BuyVerdict = 'buy-now' | 'wait';
export const BUY_VERDICT_LABELS: Record<BuyVerdict, string> = { 'buy-now': 'Buy now', wait: 'Worth waiting' };

/**
 * "Buy now" when the knitter needs the item before the predicted sale (need date strictly before the sale's date)
 * or the prediction's confidence is low; "Worth waiting" otherwise (no need date: nothing forces the purchase).
 */
export function buyOrWait(input: {
  needBy: string | null;
  nextPredictedSale: string;
  confidence: number;
}): BuyVerdict {
  if (input.confidence < LOW_CONFIDENCE_BELOW) return 'buy-now';
  const need = input.needBy === null ? null : dayNumber(input.needBy);
  const sale = dayNumber(input.nextPredictedSale);
  if (need !== null && sale !== null && need < sale) return 'buy-now';
  return 'wait';
}

/** Whole days from `today` to `date` (both YYYY-MM-DD), never below 0. */
export function daysUntil(date: string, today: string): number {
  const to = dayNumber(date);
  const from = dayNumber(today);
  return to === null || from === null ? 0 : Math.max(0, to - from);
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The deals brand an item's name names: the brand whose words appear together in the name, as whole words and
 * case-insensitively ("Malabrigo Rios, Lettuce" is Malabrigo's, "Rios" alone is no brand's); the longest such brand
 * when several do ("Lang Yarns Merino" is Lang Yarns', not Lang's). Null for none.
 */
export function dealBrandOf(itemName: string, brands: readonly string[]): string | null {
  const name = ` ${words(itemName).join(' ')} `;
  let best: string | null = null;
  for (const brand of brands) {
    const brandWords = words(brand);
    if (brandWords.length === 0 || !name.includes(` ${brandWords.join(' ')} `)) continue;
    if (best === null || brand.length > best.length) best = brand;
  }
  return best;
}

/** The brand's deal for an item: the one sharing the most words with the item's name, then the deepest discount. */
export function bestDealFor(itemName: string, deals: readonly Deal[]): Deal | null {
  const itemWords = new Set(words(itemName));
  const shared = (deal: Deal) => words(deal.product_name).filter((word) => itemWords.has(word)).length;
  let best: Deal | null = null;
  for (const deal of deals) {
    if (
      best === null ||
      shared(deal) > shared(best) ||
      (shared(deal) === shared(best) && deal.discount_percentage > best.discount_percentage)
    ) {
      best = deal;
    }
  }
  return best;
}

/** What the shopping list says about an item's brand; null when there is no deal data for it. */
export type ShoppingDealHint =
  | { kind: 'on-sale'; brand: string; deal: Deal }
  | { kind: 'predicted'; brand: string; days: number; confidence: number; verdict: BuyVerdict };

/**
 * The hint of one item: its brand's active deal when there is one, else its brand's prediction with the verdict,
 * else nothing. `activeDeals` are the deals on sale now; `predictions` the predictions fetched by brand.
 */
export function shoppingDealHint(
  item: { name: string; need_by: string | null },
  data: {
    brands: readonly string[];
    activeDeals: readonly Deal[];
    predictions: ReadonlyMap<string, Prediction>;
  },
  today: string,
): ShoppingDealHint | null {
  const brand = dealBrandOf(item.name, data.brands);
  if (brand === null) return null;
  const deal = bestDealFor(
    item.name,
    data.activeDeals.filter((candidate) => candidate.is_active && candidate.brand === brand),
  );
  if (deal) return { kind: 'on-sale', brand, deal };
  const prediction = data.predictions.get(brand);
  if (!prediction?.hasPrediction || !prediction.nextPredictedSale || prediction.confidence === null)
    return null;
  return {
    kind: 'predicted',
    brand,
    days: daysUntil(prediction.nextPredictedSale, today),
    confidence: prediction.confidence,
    verdict: buyOrWait({
      needBy: item.need_by,
      nextPredictedSale: prediction.nextPredictedSale,
      confidence: prediction.confidence,
    }),
  };
}
