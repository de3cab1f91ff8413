import {
  cyclePredictor,
  estimateCycle,
  DEFAULT_CYCLE_OPTIONS,
  naiveLastInterval,
  predictSaleCycle,
} from './predictors.js';
import { isoDay, type SaleEvent } from './sale-events.js';

const events = (days: readonly number[]): SaleEvent[] =>
  days.map((day) => ({ day, date: isoDay(day), discount: 30, observations: 1 }));
const every = (days: number, count: number) => Array.from({ length: count }, (_, index) => index * days);

describe('naiveLastInterval', () => {
  it('repeats the latest interval, and cannot predict from one event', () => {
    expect(naiveLastInterval(events([0, 30, 75]))).toEqual({ nextInDays: 45, cycleDays: 45 });
    expect(naiveLastInterval(events([0]))).toBeNull();
  });
});

describe('estimateCycle', () => {
  it('counts a skipped sale as two cycles and leaves an extra sale out', () => {
    expect(estimateCycle([30, 30, 60, 30, 12, 18, 30], DEFAULT_CYCLE_OPTIONS)).toBe(30);
  });

  it('trims the shortest and longest interval, or takes the median, over the latest intervals only', () => {
    const intervals = [90, 90, 90, 26, 30, 31, 29, 34, 28, 30, 32, 30, 100];
    // The last 10 intervals, 100 counted as 3 cycles of 33.3; the mean of the 8 left without 26 and 34.
    expect(estimateCycle(intervals, DEFAULT_CYCLE_OPTIONS)).toBeCloseTo(243.33 / 8, 2);
    const skipped = [30, 60, 31, 62, 33];
    expect(estimateCycle(skipped, { ...DEFAULT_CYCLE_OPTIONS, average: 'median' })).toBe(31);
    expect(estimateCycle(skipped, { ...DEFAULT_CYCLE_OPTIONS, skipAware: false, average: 'median' })).toBe(
      33,
    );
    expect(estimateCycle([], DEFAULT_CYCLE_OPTIONS)).toBeNull();
  });
});

describe('predictSaleCycle', () => {
  // Every 56 days, and an extra sale on day 300 (between 280 and 336).
  const withExtra = [...every(56, 12), 300].sort((a, b) => a - b);

  it('expects last year extra sale again 52 weeks later when it comes before the cycle', () => {
    expect(predictSaleCycle(events(withExtra))).toEqual({
      nextInDays: 300 + 364 - 616,
      cycleDays: 56,
      yearlySaleOf: isoDay(300),
    });
  });

  it('keeps the cycle without yearly sales, or when no extra sale falls before the next one', () => {
    expect(cyclePredictor({ yearlySales: false })(events(withExtra))).toEqual({
      nextInDays: 56,
      cycleDays: 56,
    });
    expect(predictSaleCycle(events(withExtra.slice(0, -2)))).toEqual({ nextInDays: 56, cycleDays: 56 });
  });
});
