/** Spec part 1 section 4: a card's stock level, from grams on hand as a percentage of the desired grams. */
export type StockLevel = 'critical' | 'low' | 'moderate' | 'sufficient';
/** The stock-level filter's buckets (spec part 1 section 4, DECISIONS 4). */
export type StockFilterLevel = 'out' | 'critical' | 'low' | 'sufficient';
export type StockColor = 'error' | 'warning' | 'info' | 'success';

export const STOCK_THRESHOLDS = { critical: 25, low: 50, moderate: 100 } as const;
/** Without a desired quantity, this many skeins or fewer (and above 0) is low (DECISIONS 4). */
export const LOW_SKEINS_WITHOUT_DESIRED = 2;

export const STOCK_LEVEL_COLORS: Readonly<Record<StockLevel, StockColor>> = {
  critical: 'error',
  low: 'warning',
  moderate: 'info',
  sufficient: 'success',
};

function hasDesired(desiredGrams: number | null | undefined): desiredGrams is number {
  return typeof desiredGrams === 'number' && Number.isFinite(desiredGrams) && desiredGrams > 0;
}

/** Grams on hand as a percentage of the desired grams; null when no desired quantity is set. */
export function stockPercentage(
  quantityGrams: number,
  desiredGrams: number | null | undefined,
): number | null {
  if (!hasDesired(desiredGrams)) return null;
  return (Math.max(0, quantityGrams) / desiredGrams) * 100;
}

export function stockLevel(quantityGrams: number, desiredGrams: number | null | undefined): StockLevel {
  const percentage = stockPercentage(quantityGrams, desiredGrams);
  if (percentage === null) return 'sufficient';
  if (percentage < STOCK_THRESHOLDS.critical) return 'critical';
  if (percentage < STOCK_THRESHOLDS.low) return 'low';
  if (percentage < STOCK_THRESHOLDS.moderate) return 'moderate';
  return 'sufficient';
}

export function stockLevelColor(level: StockLevel): StockColor {
  return STOCK_LEVEL_COLORS[level];
}

/** Width of the stock bar in percent (0-100); null when the bar is not shown (no desired quantity). */
export function stockBarWidth(quantityGrams: number, desiredGrams: number | null | undefined): number | null {
  const percentage = stockPercentage(quantityGrams, desiredGrams);
  return percentage === null ? null : Math.min(100, percentage);
}

export interface StockFilterInput {
  skeins_remaining: number;
  desired_quantity_grams: number | null;
  yarn_line: { weight_grams: number | null };
}

/** The stock-level filter bucket of a stash entry (DECISIONS 4). Moderate counts as sufficient. */
export function stockFilterLevel(item: StockFilterInput): StockFilterLevel {
  if (item.skeins_remaining <= 0) return 'out';
  const grams = quantityGrams(item);
  // Unknown grams per skein: the level falls back to skeins, as with no desired quantity (DECISIONS 4).
  if (grams !== null && hasDesired(item.desired_quantity_grams)) {
    const level = stockLevel(grams, item.desired_quantity_grams);
    return level === 'moderate' ? 'sufficient' : level;
  }
  return item.skeins_remaining <= LOW_SKEINS_WITHOUT_DESIRED ? 'low' : 'sufficient';
}

/**
 * Grams on hand: skeins remaining x the line's grams per skein (DECISIONS 3); null when the weight per skein is
 * not recorded (shown as "Not recorded", never as 0 g).
 */
export function quantityGrams(item: Pick<StockFilterInput, 'skeins_remaining' | 'yarn_line'>): number | null {
  const perSkein = item.yarn_line.weight_grams;
  if (perSkein === null || !Number.isFinite(perSkein) || perSkein <= 0) return null;
  return Math.round(item.skeins_remaining * perSkein * 100) / 100;
}

/** Add to Shopping List is offered only at or below 2 skeins remaining (spec part 1 section 4). */
export function canAddToShoppingList(skeinsRemaining: number): boolean {
  return skeinsRemaining <= LOW_SKEINS_WITHOUT_DESIRED;
}
