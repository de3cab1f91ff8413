import { dayNumber, groupSaleEvents, isoDay, SALE_EVENT_GAP_DAYS } from './sale-events.js';

const seen = (date: string, discount = 30) => ({ date, discount });

describe('groupSaleEvents', () => {
  it('makes one event of a brand-wide sale seen over a few days, dated its first day, with the mean discount', () => {
    const events = groupSaleEvents([seen('2026-03-03', 40), seen('2026-03-01', 20), seen('2026-03-02', 30)]);
    expect(events).toEqual([
      { day: dayNumber('2026-03-01'), date: '2026-03-01', discount: 30, observations: 3 },
    ]);
  });

  it(`joins an observation ${SALE_EVENT_GAP_DAYS} days after the previous one and splits at one more day`, () => {
    expect(groupSaleEvents([seen('2026-03-01'), seen('2026-03-04')])).toHaveLength(1);
    const split = groupSaleEvents([seen('2026-03-01'), seen('2026-03-05')]);
    expect(split.map((event) => event.date)).toEqual(['2026-03-01', '2026-03-05']);
  });

  it('chains observations a day or two apart into one event, oldest event first', () => {
    const events = groupSaleEvents([
      seen('2026-05-10'),
      seen('2026-01-01'),
      seen('2026-01-03'),
      seen('2026-01-05'),
      seen('2026-05-11'),
    ]);
    expect(events.map((event) => [event.date, event.observations])).toEqual([
      ['2026-01-01', 3],
      ['2026-05-10', 2],
    ]);
  });

  it('reads date-times in UTC, leaves out dates that do not parse, and averages only numeric discounts', () => {
    const events = groupSaleEvents([
      seen('2026-02-01T23:30:00Z', 10),
      seen('not a date', 90),
      seen('2026-02-02T08:00:00Z', Number.NaN),
    ]);
    expect(events).toEqual([
      { day: dayNumber('2026-02-01'), date: '2026-02-01', discount: 10, observations: 2 },
    ]);
  });

  it('gives no events without observations', () => {
    expect(groupSaleEvents([])).toEqual([]);
  });
});

describe('day numbers', () => {
  it('round-trip through YYYY-MM-DD', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(isoDay(dayNumber('2028-02-29') as number)).toBe('2028-02-29');
    expect(dayNumber('2026-13-45')).toBeNull();
  });
});
