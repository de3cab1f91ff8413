import type { SalePredictor } from './predictors.js';
import { mean, type SaleEvent } from './sale-events.js';

/** How a predictor fared replaying a brand's history. */
export interface BacktestResult {
  /** Events predicted from the ones before them. */
  replays: number;
  /** Mean absolute error in days of the predicted dates; null without replays. */
  meanAbsoluteErrorDays: number | null;
  /** Each replay's absolute error in days, oldest first. */
  errors: number[];
}

/** The events a replay needs before the one it predicts: two, so the third event is the first predicted. */
export const BACKTEST_MIN_HISTORY = 2;

/**
 * Replays a brand's history: predicts each event from the third on from the events before it, as a date (whole
 * days after the event before it), and measures how many days the prediction missed the real sale by.
 */
export function backtest(events: readonly SaleEvent[], predictor: SalePredictor): BacktestResult {
  const errors: number[] = [];
  for (let index = BACKTEST_MIN_HISTORY; index < events.length; index += 1) {
    const forecast = predictor(events.slice(0, index));
    if (forecast === null) continue;
    const predicted = events[index - 1].day + Math.round(forecast.nextInDays);
    errors.push(Math.abs(predicted - events[index].day));
  }
  return {
    replays: errors.length,
    meanAbsoluteErrorDays: errors.length === 0 ? null : mean(errors),
    errors,
  };
}

/** Fewer replays than this are too few to judge a brand's predictions by. */
export const MIN_BACKTEST_REPLAYS = 3;
/** The confidence shown when the backtest has too few replays: low, since nothing has been checked. */
export const UNTESTED_CONFIDENCE = 20;
export const CONFIDENCE_BOUNDS = { min: 5, max: 95 } as const;

/**
 * Confidence from the backtest error, as a skill score against guessing: picking any day of a cycle of C days
 * misses by C / 4 on average, so confidence = 100 * (1 - MAE / (C / 4)), rounded and clamped to 5..95 (a backtest
 * never makes a date certain, and a brand's history always says something). An error of a quarter cycle or more is
 * no better than a guess and gets 5; a clean cycle seen a day off gets about 100 - 400 / C.
 */
export function confidenceFromError(meanAbsoluteErrorDays: number, cycleDays: number): number {
  const skill = cycleDays > 0 ? 1 - meanAbsoluteErrorDays / (cycleDays / 4) : 0;
  const percent = Math.round(100 * Math.max(0, skill));
  return Math.min(CONFIDENCE_BOUNDS.max, Math.max(CONFIDENCE_BOUNDS.min, percent));
}
