import { eventIntervals, groupSaleEvents, isoDay, median } from './sale-events.js';
import {
  SYNTHETIC_BRANDS,
  seededRandom,
  syntheticObservations,
  syntheticSaleDays,
  type SyntheticBrand,
} from './synthetic-history.js';

const brand = (name: string) =>
  SYNTHETIC_BRANDS.find((candidate) => candidate.name === name) as SyntheticBrand;

describe('synthetic sale histories', () => {
  it('repeat for a seed and differ between seeds', () => {
    expect(seededRandom(3)()).toBe(seededRandom(3)());
    expect(seededRandom(3)()).not.toBe(seededRandom(4)());
    const monthly = brand('Monthly Clean');
    expect(syntheticObservations(monthly)).toEqual(syntheticObservations(monthly));
    expect(syntheticObservations({ ...monthly, seed: 99 })).not.toEqual(syntheticObservations(monthly));
  });

  it('group back into the brand sales they were drawn from, at the known cycle', () => {
    for (const name of ['Monthly Clean', 'Bimonthly', 'Quarterly']) {
      const truth = brand(name);
      const events = groupSaleEvents(syntheticObservations(truth));
      expect(events).toHaveLength(syntheticSaleDays(truth).length);
      expect(Math.abs(median(eventIntervals(events)) - truth.cycleDays)).toBeLessThanOrEqual(2);
    }
  });

  it('put the Black Friday brand on sale the day after the fourth Thursday of November', () => {
    const days = syntheticSaleDays(brand('Black Friday Eight-Weekly')).map(isoDay);
    expect(days).toEqual(expect.arrayContaining(['2023-11-24', '2024-11-29', '2025-11-28']));
  });

  it('keep discounts between 5 and 90 percent', () => {
    const discounts = SYNTHETIC_BRANDS.flatMap(syntheticObservations).map((seen) => seen.discount);
    expect(Math.min(...discounts)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...discounts)).toBeLessThanOrEqual(90);
  });
});
