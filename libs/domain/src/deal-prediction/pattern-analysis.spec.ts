import { analyzeSalePatterns } from './pattern-analysis.js';

const seen = (date: string, discount = 30) => ({ date, discount });

describe('analyzeSalePatterns', () => {
  it('counts sale events, not products, with the most common month and weekday by name', () => {
    const patterns = analyzeSalePatterns([
      // Friday 2025-11-28, seen on three products over two days: one event.
      seen('2025-11-28', 40),
      seen('2025-11-28', 50),
      seen('2025-11-29', 45),
      seen('2026-01-09', 20), // a Friday
      seen('2026-11-27', 50), // a Friday
      seen('2026-03-02', 25), // a Monday
    ]);
    expect(patterns).toEqual({
      hasEnoughData: true,
      seasonal: { mostCommonMonthName: 'November', mostCommonDayName: 'Friday', saleCount: 4 },
      frequency: {
        // (2026-11-27 - 2025-11-28) / 3 intervals = 364 / 3
        averageFrequencyDays: 121.3,
        // events 45, 20, 25, 50
        averageDiscount: 35,
        firstSale: '2025-11-28',
        lastSale: '2026-11-27',
      },
    });
  });

  it('breaks a tie in favour of the name seen most recently', () => {
    const patterns = analyzeSalePatterns([seen('2026-01-05'), seen('2026-02-10'), seen('2026-03-17')]);
    expect(patterns.seasonal).toEqual({
      mostCommonMonthName: 'March',
      mostCommonDayName: 'Tuesday',
      saleCount: 3,
    });
  });

  it('has not enough data below three events, and still gives what it can compute', () => {
    expect(analyzeSalePatterns([seen('2026-04-01', 20), seen('2026-05-01', 31)])).toEqual({
      hasEnoughData: false,
      seasonal: { mostCommonMonthName: 'May', mostCommonDayName: 'Friday', saleCount: 2 },
      frequency: {
        averageFrequencyDays: 30,
        averageDiscount: 25.5,
        firstSale: '2026-04-01',
        lastSale: '2026-05-01',
      },
    });
    expect(analyzeSalePatterns([seen('2026-04-01', 20)]).frequency).toEqual({
      averageFrequencyDays: null,
      averageDiscount: 20,
      firstSale: '2026-04-01',
      lastSale: '2026-04-01',
    });
  });

  it('is all nulls and no sales without observations', () => {
    expect(analyzeSalePatterns([])).toEqual({
      hasEnoughData: false,
      seasonal: { mostCommonMonthName: null, mostCommonDayName: null, saleCount: 0 },
      frequency: { averageFrequencyDays: null, averageDiscount: null, firstSale: null, lastSale: null },
    });
  });
});
