import type { Prediction } from '@yarn-mgmt/contracts';
import { backtest, confidenceFromError, MIN_BACKTEST_REPLAYS, UNTESTED_CONFIDENCE } from './backtest.js';
import { MIN_SALE_EVENTS } from './pattern-analysis.js';
import { predictSaleCycle } from './predictors.js';
import {
  DAY_MS,
  groupSaleEvents,
  isoDay,
  median,
  round1,
  type SaleEvent,
  type SaleObservation,
} from './sale-events.js';

/** The latest events whose discounts estimate the next one's. */
export const RECENT_DISCOUNT_EVENTS = 5;

const sales = (count: number) => `${count} ${count === 1 ? 'sale' : 'sales'}`;

const noPrediction = (message: string): Prediction => ({
  hasPrediction: false,
  nextPredictedSale: null,
  confidence: null,
  estimatedDiscount: null,
  basedOnFrequency: null,
  message,
});

/**
 * The first predicted sale day on or after `today`: a prediction already past is rolled forward by whole cycles
 * (the brand most likely had a sale the scraper did not see, or skipped one). Returns the day and the cycles added.
 */
function rollForward(predicted: number, cycle: number, today: number): { day: number; cycles: number } {
  let cycles = 0;
  let day = predicted;
  while (day < today) {
    cycles += 1;
    day = predicted + Math.round(cycles * cycle);
  }
  return { day, cycles };
}

/** Spec part 2 section 3 "Prediction", from a brand's already grouped events (oldest first). */
export function predictFromEvents(events: readonly SaleEvent[], today: Date): Prediction {
  if (events.length < MIN_SALE_EVENTS)
    return noPrediction(
      `Not enough sale history to predict the next sale: ${sales(events.length)} observed, ${MIN_SALE_EVENTS} needed.`,
    );
  const forecast = predictSaleCycle(events);
  const last = events.at(-1) as SaleEvent;
  if (forecast === null) return noPrediction('The sale history does not show a cycle to predict from.');
  const todayDay = Math.floor(today.getTime() / DAY_MS);
  // A yearly sale already past is not rolled forward by the cycle: the cycle's own next sale is.
  const yearly =
    forecast.yearlySaleOf !== undefined && last.day + Math.round(forecast.nextInDays) >= todayDay;
  const due = last.day + Math.round(yearly ? forecast.nextInDays : forecast.cycleDays);
  const next = rollForward(due, forecast.cycleDays, todayDay);
  const tested = backtest(events, predictSaleCycle);
  const messages: string[] = [];
  if (yearly)
    messages.push(`The brand's yearly sale of ${forecast.yearlySaleOf} is due again 52 weeks later.`);
  if (next.cycles > 0)
    messages.push(
      `No sale seen since ${last.date}; one was due on ${isoDay(due)}, so the date is rolled forward by ${next.cycles} ${next.cycles === 1 ? 'cycle' : 'cycles'}.`,
    );
  let confidence = UNTESTED_CONFIDENCE;
  if (tested.replays >= MIN_BACKTEST_REPLAYS && tested.meanAbsoluteErrorDays !== null) {
    confidence = confidenceFromError(tested.meanAbsoluteErrorDays, forecast.cycleDays);
    messages.push(
      `Replaying this brand's last ${sales(tested.replays)}, predictions were off by ${round1(tested.meanAbsoluteErrorDays)} days on average.`,
    );
  } else
    messages.push(
      `Only ${sales(tested.replays)} to test predictions against (${MIN_BACKTEST_REPLAYS} needed), so confidence is low.`,
    );
  const discounts = events.slice(-RECENT_DISCOUNT_EVENTS).map((event) => event.discount);
  return {
    hasPrediction: true,
    nextPredictedSale: isoDay(next.day),
    confidence,
    estimatedDiscount: Math.round(median(discounts)),
    basedOnFrequency: round1(forecast.cycleDays),
    message: messages.join(' '),
  };
}

/**
 * A brand's next sale from its products' sale observations: grouped into sale events, predicted by the backtested
 * cycle predictor (`predictSaleCycle`), with a confidence from replaying the brand's own history (`backtest`,
 * `confidenceFromError`). `today` decides whether the predicted date is already past and must be rolled forward.
 */
export function predictNextSale(observations: readonly SaleObservation[], today: Date): Prediction {
  return predictFromEvents(groupSaleEvents(observations), today);
}
