/** One product seen going on sale: when (an ISO date or date-time) and by how much (percent off). */
export interface SaleObservation {
  date: string;
  discount: number;
}

/** A brand's sale: its products' observations that start within a few days of each other. */
export interface SaleEvent {
  /** Days since 1970-01-01 (UTC) of the event's first day. */
  day: number;
  /** The first day, YYYY-MM-DD. */
  date: string;
  /** Mean discount of the event's observations, percent. */
  discount: number;
  observations: number;
}

/**
 * A brand-wide sale reaches a scraper over a few days (retailers start it at different hours, a daily scrape sees
 * it the next morning): an observation at most this many days after the previous one joins its event, a later one
 * starts the next event. Three days covers a long weekend and stays far below the shortest real sale cycle (weeks).
 */
export const SALE_EVENT_GAP_DAYS = 3;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day number of an ISO date or date-time; null when it is not a date. */
export function dayNumber(date: string): number | null {
  const ms = Date.parse(date);
  return Number.isFinite(ms) ? Math.floor(ms / DAY_MS) : null;
}

/** A UTC day number as YYYY-MM-DD. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Days between consecutive events. */
export function eventIntervals(events: readonly SaleEvent[]): number[] {
  return events.slice(1).map((event, index) => event.day - events[index].day);
}

/**
 * Groups a brand's observations into sale events, oldest first (see SALE_EVENT_GAP_DAYS). Observations whose date
 * does not parse are left out; a discount that is not a number does not count towards its event's mean.
 */
export function groupSaleEvents(observations: readonly SaleObservation[]): SaleEvent[] {
  const dated = observations
    .map((observation) => ({ day: dayNumber(observation.date), discount: observation.discount }))
    .filter((entry): entry is { day: number; discount: number } => entry.day !== null)
    .sort((a, b) => a.day - b.day);
  const groups: { day: number; lastDay: number; discounts: number[]; count: number }[] = [];
  for (const entry of dated) {
    let group = groups.at(-1);
    if (!group || entry.day - group.lastDay > SALE_EVENT_GAP_DAYS) {
      group = { day: entry.day, lastDay: entry.day, discounts: [], count: 0 };
      groups.push(group);
    }
    group.lastDay = entry.day;
    group.count += 1;
    if (Number.isFinite(entry.discount)) group.discounts.push(entry.discount);
  }
  return groups.map((group) => ({
    day: group.day,
    date: isoDay(group.day),
    discount: group.discounts.length === 0 ? 0 : mean(group.discounts),
    observations: group.count,
  }));
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
