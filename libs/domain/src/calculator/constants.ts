import type { EstimateProjectType, EstimateYarnWeight, WeightUnit } from '@yarn-mgmt/contracts';

/** Spec part 2 section 9: the calculators' constants, exactly. */

/** 1 yard = 0.9144 m. */
export const METERS_PER_YARD = 0.9144;

/** The factor that turns a weight in the row's unit into the column's; the same unit returns it unchanged. */
export const WEIGHT_FACTORS: Readonly<Record<WeightUnit, Readonly<Record<WeightUnit, number>>>> = {
  g: { g: 1, oz: 0.035274, lb: 0.00220462 },
  oz: { g: 28.3495, oz: 1, lb: 0.0625 },
  lb: { g: 453.592, oz: 16, lb: 1 },
};

/** Gauge per 4 inches = 4 times the per-inch value. */
export const GAUGE_SPAN_INCHES = 4;

/** Project yardage estimates in yards, by project and yarn weight. */
export const YARDAGE_ESTIMATES: Readonly<
  Record<EstimateProjectType, Readonly<Record<EstimateYarnWeight, number>>>
> = {
  sweater: { fingering: 1800, sport: 1500, dk: 1200, worsted: 1000, bulky: 800 },
  scarf: { fingering: 400, sport: 350, dk: 300, worsted: 250, bulky: 200 },
  hat: { fingering: 250, sport: 200, dk: 150, worsted: 120, bulky: 100 },
  socks: { fingering: 400, sport: 350, dk: 300, worsted: 250, bulky: 200 },
  blanket: { fingering: 2500, sport: 2000, dk: 1800, worsted: 1500, bulky: 1200 },
  shawl: { fingering: 800, sport: 600, dk: 500, worsted: 400, bulky: 300 },
};

/** Shown with the estimate. */
export const ESTIMATE_NOTE =
  'This is an approximate estimate. Actual yardage may vary based on pattern and gauge.';

/** Results are shown to 2 decimals. */
export const RESULT_DECIMALS = 2;

/** A result as shown: 2 decimals, halves rounded away from zero (1.005 -> "1.01", where toFixed alone says 1.00). */
export function resultNumber(value: number): string {
  const scale = 10 ** RESULT_DECIMALS;
  const rounded = Math.sign(value) * (Math.round(Math.abs(value) * scale + 1e-9) / scale);
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(RESULT_DECIMALS);
}
