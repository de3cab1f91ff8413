import { DISCOUNT_THRESHOLDS } from '@yarn-mgmt/contracts';

/**
 * Whole percent off, rounded: 100 * (original - current) / original; 0 when it is not a sale. Prices are counted
 * in cents first, so 6.65 from 10.00 is 33.5 % and rounds to 34 (in binary floating point it would read 33.4999).
 */
export function discountPercentage(current: number, original: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(original)) return 0;
  const originalCents = Math.round(original * 100);
  const currentCents = Math.max(0, Math.round(current * 100));
  if (originalCents <= 0 || currentCents >= originalCents) return 0;
  return Math.round((100 * (originalCents - currentCents)) / originalCents);
}

/** The discount badge's colour (spec part 2 section 4): 40 or more red, 25 to under 40 amber, below 25 green. */
export type DiscountColor = 'error' | 'warning' | 'success';

export function discountColor(percent: number): DiscountColor {
  if (percent >= DISCOUNT_THRESHOLDS.red) return 'error';
  if (percent >= DISCOUNT_THRESHOLDS.amber) return 'warning';
  return 'success';
}
