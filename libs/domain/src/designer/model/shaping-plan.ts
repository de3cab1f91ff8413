import type { Graded } from './types.js';

/** Shaping rows spread over a stretch of rows: `times` at `every`, then `times2` at `every2`. */
export interface ShapingPlan {
  every: number[];
  times: number[];
  every2: number[];
  times2: number[];
  /** Rows the shaping takes; the rest of the stretch is worked even. */
  used: number[];
  /** Shaping rows that fit (at most the ones asked for). */
  events: number[];
}

/**
 * Spreads `events` shaping rows as evenly as whole rows allow over `rows` rows, shaping only on every `unit`-th
 * row (2 when only right-side rows shape): the longer intervals first, then the shorter ("every 8th row 3
 * times, then every 6th row 5 times"). When the stretch is too short for every event, as many as fit are
 * placed, one every `unit` rows.
 */
export function spreadShaping(events: Graded, rows: Graded, unit: number): ShapingPlan {
  const plan: ShapingPlan = { every: [], times: [], every2: [], times2: [], used: [], events: [] };
  events.forEach((wanted, i) => {
    const slots = Math.floor(rows[i] / unit);
    const n = Math.min(wanted, slots);
    if (n <= 0) {
      plan.every.push(unit);
      plan.times.push(0);
      plan.every2.push(unit);
      plan.times2.push(0);
      plan.used.push(0);
      plan.events.push(0);
      return;
    }
    const a = Math.floor(slots / n);
    const longer = slots - a * n;
    plan.every.push((a + 1) * unit);
    plan.times.push(longer);
    plan.every2.push(a * unit);
    plan.times2.push(n - longer);
    plan.used.push(slots * unit);
    plan.events.push(n);
  });
  return plan;
}
