/**
 * Stock level of a stash entry (spec part 1 section 4, DECISIONS 4), the same rule as libs/domain on the front
 * end: `out` at 0 skeins; with a desired quantity, the remaining grams as a share of it (under 25 % critical,
 * under 50 % low, under 100 % moderate, else sufficient); without one, 2 skeins or fewer is low.
 */
export type StockLevel = 'out' | 'critical' | 'low' | 'moderate' | 'sufficient';

export interface StockInput {
  skeins_remaining: number;
  /** skeins_remaining x the line's weight_grams (0 when the line has no weight). */
  quantity_grams: number;
  desired_quantity_grams: number | null;
}

export function stockLevelOf(item: StockInput): StockLevel {
  if (item.skeins_remaining <= 0) return 'out';
  const desired = item.desired_quantity_grams ?? 0;
  if (desired > 0) {
    const pct = (item.quantity_grams / desired) * 100;
    if (pct < 25) return 'critical';
    if (pct < 50) return 'low';
    if (pct < 100) return 'moderate';
    return 'sufficient';
  }
  return item.skeins_remaining <= 2 ? 'low' : 'sufficient';
}

/** The grams left, as SQL over `y` (yarn_items) joined to `l` (yarn_lines). */
export const QUANTITY_GRAMS_SQL = `(y.skeins_remaining * COALESCE(l.weight_grams, 0))`;

/** stockLevelOf as one SQL expression, so the stock-level filter runs in the database (multiplied, not divided). */
export const STOCK_LEVEL_SQL = `(CASE
  WHEN y.skeins_remaining <= 0 THEN 'out'
  WHEN COALESCE(y.desired_quantity_grams, 0) > 0 THEN CASE
    WHEN ${QUANTITY_GRAMS_SQL} * 100 < y.desired_quantity_grams * 25 THEN 'critical'
    WHEN ${QUANTITY_GRAMS_SQL} * 100 < y.desired_quantity_grams * 50 THEN 'low'
    WHEN ${QUANTITY_GRAMS_SQL} < y.desired_quantity_grams THEN 'moderate'
    ELSE 'sufficient' END
  WHEN y.skeins_remaining <= 2 THEN 'low'
  ELSE 'sufficient' END)`;
