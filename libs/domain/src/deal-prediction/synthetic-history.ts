import { dayNumber, isoDay, type SaleObservation } from './sale-events.js';

/** A made-up brand whose sale cycle is known, for the backtest script and the tests. */
export interface SyntheticBrand {
  name: string;
  seed: number;
  /** First planned sale, YYYY-MM-DD. */
  start: string;
  years: number;
  cycleDays: number;
  /** Standard deviation of the days a sale is seen early or late. */
  jitterDays: number;
  /** Share of planned sales that do not happen. */
  skipRate: number;
  /**
   * `calendar`: sales planned on a fixed grid, each seen a little early or late; `drift`: each sale planned a
   * cycle after the one before, so the jitter adds up.
   */
  schedule: 'calendar' | 'drift';
  /** From this many days after the start on, sales come every `cycleDays` of this instead. */
  cycleChange?: { afterDays: number; cycleDays: number };
  /** Also a yearly sale the day after the fourth Thursday of November (a Black Friday). */
  blackFriday?: boolean;
  /** Typical discount (percent) and how much it varies from sale to sale. */
  discount: number;
  discountJitter: number;
  /** Products on sale per event (at least 1). */
  products: number;
}

/** A small fast seeded generator (mulberry32): the same seed gives the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box-Muller). */
export function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function blackFridays(firstYear: number, lastYear: number): number[] {
  const days: number[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    const novemberFirst = new Date(Date.UTC(year, 10, 1));
    const firstThursday = 1 + ((4 - novemberFirst.getUTCDay() + 7) % 7);
    days.push(Date.UTC(year, 10, firstThursday + 21 + 1) / 86_400_000);
  }
  return days;
}

/** The brand's real sale days (UTC day numbers), oldest first: the truth the observations are drawn from. */
export function syntheticSaleDays(brand: SyntheticBrand): number[] {
  const random = seededRandom(brand.seed);
  const start = dayNumber(brand.start) as number;
  const end = start + Math.round(brand.years * 365);
  const days: number[] = [];
  const change = brand.cycleChange;
  const cycleAt = (day: number) =>
    change && day - start >= change.afterDays ? change.cycleDays : brand.cycleDays;
  for (let planned = start; planned < end;) {
    const seen = planned + Math.round(brand.jitterDays * gaussian(random));
    if (random() >= brand.skipRate) days.push(seen);
    planned = (brand.schedule === 'calendar' ? planned : seen) + cycleAt(planned);
  }
  if (brand.blackFriday) {
    const firstYear = new Date(start * 86_400_000).getUTCFullYear();
    const fridays = blackFridays(firstYear, new Date(end * 86_400_000).getUTCFullYear()).filter(
      (day) => day >= start && day < end,
    );
    // A planned sale a week either side of Black Friday is merged into it.
    const kept = days.filter((day) => fridays.every((friday) => Math.abs(day - friday) > 7));
    days.splice(0, days.length, ...kept, ...fridays);
  }
  return days.sort((a, b) => a - b);
}

/**
 * The brand's products as a scraper sees them go on sale: each sale puts a random number of its products (up to
 * `products`) on sale over its first three days, each with the sale's discount give or take two points.
 */
export function syntheticObservations(brand: SyntheticBrand): SaleObservation[] {
  const random = seededRandom(brand.seed ^ 0x5eed);
  return syntheticSaleDays(brand).flatMap((day) => {
    const discount = brand.discount + brand.discountJitter * gaussian(random);
    const count = 1 + Math.floor(random() * brand.products);
    return Array.from({ length: count }, () => ({
      date: isoDay(day + Math.floor(random() * 3)),
      discount: Math.min(90, Math.max(5, Math.round(discount + 2 * gaussian(random)))),
    }));
  });
}

const brand = (name: string, seed: number, fields: Partial<SyntheticBrand>): SyntheticBrand => ({
  name,
  seed,
  start: '2023-01-06',
  years: 2.5,
  cycleDays: 30,
  jitterDays: 2,
  skipRate: 0,
  schedule: 'calendar',
  discount: 25,
  discountJitter: 4,
  products: 8,
  ...fields,
});

/**
 * Eleven brands with known cycles of 21 to 90 days: jitter of 1 to 10 days, skipped sales, drift, a brand that
 * changes its cycle and one with a Black Friday sale on top of its cycle; 2 to 3 years each.
 */
export const SYNTHETIC_BRANDS: readonly SyntheticBrand[] = [
  brand('Monthly Clean', 11, { cycleDays: 30, jitterDays: 1 }),
  brand('Three-Weekly', 12, { cycleDays: 21, jitterDays: 2, years: 2 }),
  brand('Six-Weekly Skips', 13, { cycleDays: 42, jitterDays: 3, skipRate: 0.15 }),
  brand('Bimonthly', 14, { cycleDays: 60, jitterDays: 4, years: 3, discount: 30 }),
  brand('Quarterly', 15, { cycleDays: 90, jitterDays: 5, years: 3, discount: 40 }),
  brand('Drifting Five-Weekly', 16, { cycleDays: 35, jitterDays: 4, schedule: 'drift' }),
  brand('Noisy Four-Weekly', 17, { cycleDays: 28, jitterDays: 6, skipRate: 0.2 }),
  brand('Black Friday Eight-Weekly', 18, { cycleDays: 56, jitterDays: 3, years: 3, blackFriday: true }),
  brand('Drifting Skips', 19, { cycleDays: 45, jitterDays: 5, skipRate: 0.1, schedule: 'drift' }),
  brand('Speeding Up', 21, {
    cycleDays: 42,
    jitterDays: 3,
    years: 3,
    cycleChange: { afterDays: 500, cycleDays: 28 },
  }),
  brand('Erratic', 20, { cycleDays: 40, jitterDays: 10, skipRate: 0.25, schedule: 'drift', discount: 20 }),
];
