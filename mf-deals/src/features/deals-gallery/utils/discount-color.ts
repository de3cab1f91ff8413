import { DISCOUNT_THRESHOLDS } from '@yarn-mgmt/contracts';

export type DiscountColor = 'error' | 'warning' | 'success';

// replace with @yarn-mgmt/domain discountColor when merged
/** Spec part 2 section 4: 40 % or more red, 25 to under 40 amber, below 25 green. */
export function discountColor(pct: number): DiscountColor {
  if (pct >= DISCOUNT_THRESHOLDS.red) return 'error';
  if (pct >= DISCOUNT_THRESHOLDS.amber) return 'warning';
  return 'success';
}
