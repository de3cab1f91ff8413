import { eventIntervals, mean, median, SALE_EVENT_GAP_DAYS, type SaleEvent } from './sale-events.js';

/** When a brand's next sale should come, counted from its latest sale. */
export interface SaleForecast {
  /** Days from the latest event to the predicted next one. */
  nextInDays: number;
  /** The brand's sale cycle in days: what a prediction already in the past is rolled forward by. */
  cycleDays: number;
  /** When the next sale is a yearly one: the date (YYYY-MM-DD) of its last year's sale. */
  yearlySaleOf?: string;
}

/** Forecasts the next sale from a brand's events so far (oldest first); null when it cannot. */
export type SalePredictor = (history: readonly SaleEvent[]) => SaleForecast | null;

/** The baseline: the latest interval, repeated. */
export const naiveLastInterval: SalePredictor = (history) => {
  const last = eventIntervals(history).at(-1);
  return last === undefined ? null : { nextInDays: last, cycleDays: last };
};

/**
 * Options of the cycle predictor. The defaults are what the backtest chose (scripts/backtest-prediction.mjs, 11
 * synthetic brands x 40 seeds): 10 recent intervals, skip-aware, trimmed mean, yearly sales. Measured and left
 * out: laying a grid through the recent events to fix the cycle's phase (worse on drifting brands, no better on
 * calendar ones), an exponentially weighted mean (no better), choosing per brand by its own backtest (worse: too
 * few replays to choose by).
 */
export interface CyclePredictorOptions {
  /** How many of the latest intervals estimate the cycle. */
  recentIntervals: number;
  /** Count a long interval as whole cycles with skipped sales between (and ignore an extra sale in between). */
  skipAware: boolean;
  /** Average the per-cycle intervals by their median, or by their mean without the shortest and longest. */
  average: 'median' | 'trimmed';
  /** Expect an extra sale seen last year (a Black Friday) again 52 weeks later. */
  yearlySales: boolean;
}

export const DEFAULT_CYCLE_OPTIONS: CyclePredictorOptions = {
  recentIntervals: 10,
  skipAware: true,
  average: 'trimmed',
  yearlySales: true,
};

/** The mean without the lowest and the highest value (once there are five, so three stay). */
function trimmedMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return mean(sorted.length >= 5 ? sorted.slice(1, -1) : sorted);
}

/**
 * The sale cycle from the latest intervals. Skip-aware, each interval is divided by the whole cycles it spans
 * (counted against the intervals' median; one under half a cycle is an extra sale and is left out).
 */
export function estimateCycle(intervals: readonly number[], options: CyclePredictorOptions): number | null {
  const recent = intervals.slice(-options.recentIntervals);
  if (recent.length === 0) return null;
  const base = median(recent);
  const perCycle = options.skipAware
    ? recent.flatMap((interval) => {
        const cycles = Math.round(interval / base);
        return cycles === 0 ? [] : [interval / cycles];
      })
    : recent;
  if (perCycle.length === 0) return base;
  return options.average === 'median' ? median(perCycle) : trimmedMean(perCycle);
}

/** Same weekday a year later: Black Friday, Cyber Monday and most anniversary sales keep their weekday. */
export const YEAR_DAYS = 364;

/**
 * The first of last year's extra sales due again before the next sale of the cycle: an extra sale sits inside
 * one cycle (its intervals on either side add up to the cycle give or take a quarter, one of them under half).
 */
function yearlySale(history: readonly SaleEvent[], cycle: number): SaleForecast | null {
  const last = (history.at(-1) as SaleEvent).day;
  for (let index = 1; index < history.length - 1; index += 1) {
    const event = history[index];
    const before = event.day - history[index - 1].day;
    const after = history[index + 1].day - event.day;
    const extra = Math.min(before, after) < cycle / 2 && Math.abs(before + after - cycle) <= cycle / 4;
    const due = event.day + YEAR_DAYS - last;
    if (extra && due > SALE_EVENT_GAP_DAYS && due < cycle - SALE_EVENT_GAP_DAYS)
      return { nextInDays: due, cycleDays: cycle, yearlySaleOf: event.date };
  }
  return null;
}

/** The cycle predictor: the recent cycle (skipped and extra sales aside), or a yearly extra sale due first. */
export function cyclePredictor(options: Partial<CyclePredictorOptions> = {}): SalePredictor {
  const settings = { ...DEFAULT_CYCLE_OPTIONS, ...options };
  return (history) => {
    const cycle = estimateCycle(eventIntervals(history), settings);
    if (cycle === null) return null;
    const yearly = settings.yearlySales ? yearlySale(history, cycle) : null;
    return yearly ?? { nextInDays: cycle, cycleDays: cycle };
  };
}

/** Our predictor, as the backtest chose it. */
export const predictSaleCycle: SalePredictor = cyclePredictor();
