import { backtest, confidenceFromError } from './backtest.js';
import { naiveLastInterval, predictSaleCycle } from './predictors.js';
import { isoDay, groupSaleEvents, type SaleEvent } from './sale-events.js';
import { SYNTHETIC_BRANDS, syntheticObservations } from './synthetic-history.js';

const events = (days: readonly number[]): SaleEvent[] =>
  days.map((day) => ({ day, date: isoDay(day), discount: 30, observations: 1 }));

describe('backtest', () => {
  it('predicts each event from the third on from the ones before it, and averages the days missed', () => {
    expect(backtest(events([0, 10, 20, 35]), naiveLastInterval)).toEqual({
      replays: 2,
      meanAbsoluteErrorDays: 2.5,
      errors: [0, 5],
    });
  });

  it('has no replays below three events', () => {
    expect(backtest(events([0, 10]), naiveLastInterval)).toEqual({
      replays: 0,
      meanAbsoluteErrorDays: null,
      errors: [],
    });
  });

  it('shows our predictor beating the naive baseline on the synthetic brands', () => {
    const errors = (predictor: typeof naiveLastInterval) =>
      SYNTHETIC_BRANDS.flatMap(
        (brand) => backtest(groupSaleEvents(syntheticObservations(brand)), predictor).errors,
      );
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(errors(predictSaleCycle))).toBeLessThan(0.8 * mean(errors(naiveLastInterval)));
  });
});

describe('confidenceFromError', () => {
  it('maps the error against a quarter cycle (a guess) to 5..95', () => {
    expect(confidenceFromError(0, 30)).toBe(95);
    expect(confidenceFromError(1, 30)).toBe(87);
    expect(confidenceFromError(3, 30)).toBe(60);
    expect(confidenceFromError(7.5, 30)).toBe(5);
    expect(confidenceFromError(20, 30)).toBe(5);
    expect(confidenceFromError(2, 0)).toBe(5);
  });
});
