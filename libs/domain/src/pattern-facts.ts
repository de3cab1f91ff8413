import { DEFAULT_GAUGE_MEASUREMENT, moneyText } from '@yarn-mgmt/contracts';

/**
 * The pattern detail's facts as text (spec part 1 section 2.10). Each answers null when the pattern does not say,
 * so the page can leave the fact out rather than print "null yards".
 */

/** "400 yards", or "400-600 yards" when a larger maximum exists. */
export function yardageText(required: number | null, max: number | null): string | null {
  if (required === null) return max === null ? null : `${max} yards`;
  return max !== null && max > required ? `${required}-${max} yards` : `${required} yards`;
}

/** "20 sts / 4 inches", "22 sts / 10 cm": the measurement as written (DECISIONS 25), 4 inches by default. */
export function gaugeText(stitches: number | null, measurement: string | null): string | null {
  if (stitches === null) return null;
  return `${stitches} sts / ${measurement ?? DEFAULT_GAUGE_MEASUREMENT}`;
}

/**
 * The currency of a price given without one: dollars, as the spec's "$price" and the older rows (yarn's and
 * patterns' were set to it; DECISIONS 26). The user's Currency setting is where a form starts, never a label put
 * on a stored price afterwards.
 */
export const PRICE_DEFAULT_CURRENCY = 'USD';

/** A price's currency as it is stored: its own, else dollars when there is a price (none without one). */
export function priceCurrency(price: number | null, currency: string | null): string | null {
  return price === null ? currency : (currency ?? PRICE_DEFAULT_CURRENCY);
}

/**
 * "Free", or the price in its own currency ("€7.50", "$12.50"; DECISIONS 26 reads the spec's "$price currency"
 * so). A price stored without a currency is in dollars, whatever the user's Currency setting says.
 */
export function priceText(price: number | null, currency: string | null, isFree: boolean): string | null {
  if (isFree) return 'Free';
  if (price === null) return null;
  return moneyText(price, currency ?? PRICE_DEFAULT_CURRENCY);
}

/** "US 7 (4.5 mm), US 8 (5 mm)" */
export function listText(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(', ') : null;
}

/** "1", "2.5": a count as a knitter writes it, without trailing zeros. */
export function countText(value: number): string {
  return String(Math.round(value * 100) / 100);
}
