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
 * "Free", or the price in its own currency ("€7.50", "$12.50"; DECISIONS 26 reads the spec's "$price currency"
 * so), in `fallbackCurrency` when none is stored (the user's Currency setting).
 */
export function priceText(
  price: number | null,
  currency: string | null,
  isFree: boolean,
  fallbackCurrency = 'USD',
): string | null {
  if (isFree) return 'Free';
  if (price === null) return null;
  return moneyText(price, currency ?? fallbackCurrency);
}

/** "US 7 (4.5 mm), US 8 (5 mm)" */
export function listText(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(', ') : null;
}

/** "1", "2.5": a count as a knitter writes it, without trailing zeros. */
export function countText(value: number): string {
  return String(Math.round(value * 100) / 100);
}
