import { eventIntervals, median, SALE_EVENT_GAP_DAYS, type SaleEvent } from './sale-events.js';

/** When a brand's next sale should come, counted from its latest sale. */
export interface SaleForecast {
  /** Days from the latest event to the predicted next one. */
  nextInDays: number;
  /** The brand's sale cycle in days: what a prediction already in the past is rolled forward by. */
  cycleDays: number;
}

/** Forecasts the next sale from a brand's events so far (oldest first); null when it cannot. */
export type SalePredictor = (history: readonly SaleEvent[]) => SaleForecast | null;

/** The baseline: the latest interval, repeated. */
export const naiveLastInterval: SalePredictor = (history) => {
  const last = eventIntervals(history).at(-1);
  return last === undefined ? null : { nextInDays: last, cycleDays: last };
};

/** Options of the cycle predictor; the defaults are the ones the backtest chose (scripts/backtest-prediction.mjs). */
export interface CyclePredictorOptions {
  /** How many of the latest intervals estimate the cycle. */
  recentIntervals: number;
  /** Count a long interval as whole cycles with skipped sales between (and ignore an extra sale in between). */
  skipAware: boolean;
  /** How many of the latest events fix the cycle's phase; 1 repeats the cycle from the latest sale. */
  phaseEvents: number;
}

export const DEFAULT_CYCLE_OPTIONS: CyclePredictorOptions = {
  recentIntervals: 8,
  skipAware: true,
  phaseEvents: 1,
};

/**
 * The sale cycle from the latest intervals: their median and, when skip-aware, the median of each interval divided
 * by the number of whole cycles it spans (an interval under half a cycle is an extra sale and is left out).
 */
export function estimateCycle(intervals: readonly number[], options: CyclePredictorOptions): number | null {
  const recent = intervals.slice(-options.recentIntervals);
  if (recent.length === 0) return null;
  const base = median(recent);
  if (!options.skipAware) return base;
  const perCycle = recent.flatMap((interval) => {
    const cycles = Math.round(interval / base);
    return cycles === 0 ? [] : [interval / cycles];
  });
  return perCycle.length === 0 ? base : median(perCycle);
}

/**
 * Where the latest event sits in the cycle: each recent event's offset from the cycle grid laid through the latest
 * one, and their median. A brand that plans its sales on a calendar keeps its grid, so the median of several
 * offsets cancels the days the scraper saw a sale early or late (the naive baseline carries both errors forward).
 */
function phaseOffset(history: readonly SaleEvent[], cycle: number, phaseEvents: number): number {
  const last = (history.at(-1) as SaleEvent).day;
  const offsets = history.slice(-phaseEvents).map((event) => {
    const since = event.day - last;
    return since - cycle * Math.round(since / cycle);
  });
  return median(offsets);
}

/** A robust cycle predictor: the recent cycle (skips and extra sales aside), phased on the recent events. */
export function cyclePredictor(options: Partial<CyclePredictorOptions> = {}): SalePredictor {
  const settings = { ...DEFAULT_CYCLE_OPTIONS, ...options };
  return (history) => {
    const cycle = estimateCycle(eventIntervals(history), settings);
    if (cycle === null) return null;
    const offset = settings.phaseEvents > 1 ? phaseOffset(history, cycle, settings.phaseEvents) : 0;
    return { nextInDays: Math.max(SALE_EVENT_GAP_DAYS + 1, cycle + offset), cycleDays: cycle };
  };
}

/** Our predictor, as chosen by the backtest. */
export const predictSaleCycle: SalePredictor = cyclePredictor();
