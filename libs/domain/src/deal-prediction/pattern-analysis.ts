import type { PatternAnalysis } from '@yarn-mgmt/contracts';
import {
  eventIntervals,
  groupSaleEvents,
  mean,
  round1,
  type SaleEvent,
  type SaleObservation,
} from './sale-events.js';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** In the order of `Date.prototype.getUTCDay`. */
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Sale events needed for a pattern (and a prediction): three, so two intervals between them. */
export const MIN_SALE_EVENTS = 3;

/** The name occurring most often; a tie goes to the name whose latest occurrence is the most recent. */
function mostCommon(names: readonly string[]): string | null {
  const counts = new Map<string, { count: number; latest: number }>();
  names.forEach((name, index) => {
    const entry = counts.get(name) ?? { count: 0, latest: index };
    counts.set(name, { count: entry.count + 1, latest: index });
  });
  let best: { name: string; count: number; latest: number } | null = null;
  for (const [name, entry] of counts)
    if (!best || entry.count > best.count || (entry.count === best.count && entry.latest > best.latest))
      best = { name, ...entry };
  return best?.name ?? null;
}

/** Spec part 2 section 3 "Pattern analysis" of already grouped events (oldest first). */
export function analyzeSaleEvents(events: readonly SaleEvent[]): PatternAnalysis {
  const first = events[0];
  const last = events.at(-1);
  const intervals = eventIntervals(events);
  const dates = events.map((event) => new Date(`${event.date}T00:00:00Z`));
  return {
    hasEnoughData: events.length >= MIN_SALE_EVENTS,
    seasonal: {
      mostCommonMonthName: mostCommon(dates.map((date) => MONTH_NAMES[date.getUTCMonth()] as string)),
      mostCommonDayName: mostCommon(dates.map((date) => DAY_NAMES[date.getUTCDay()] as string)),
      saleCount: events.length,
    },
    frequency: {
      averageFrequencyDays: intervals.length === 0 ? null : round1(mean(intervals)),
      averageDiscount: events.length === 0 ? null : round1(mean(events.map((event) => event.discount))),
      firstSale: first?.date ?? null,
      lastSale: last?.date ?? null,
    },
  };
}

/**
 * A brand's sale patterns from its products' sale observations: the observations are grouped into sale events
 * (`groupSaleEvents`), and every figure counts events, not products. With fewer than MIN_SALE_EVENTS events
 * `hasEnoughData` is false and the figures that can be computed are still given (the rest are null).
 */
export function analyzeSalePatterns(observations: readonly SaleObservation[]): PatternAnalysis {
  return analyzeSaleEvents(groupSaleEvents(observations));
}
