import { createFormatters, SPEC_DATE_FORMATS } from './formatters';

describe('createFormatters', () => {
  const spec = createFormatters();

  it("formats with the spec's strings by default", () => {
    expect(SPEC_DATE_FORMATS).toEqual({
      date: 'MMM dd, yyyy',
      longDate: 'MMMM d, yyyy',
      dateTime: 'MMM d, h:mm a',
    });
    expect(spec.date('2026-01-02')).toBe('Jan 02, 2026');
    expect(spec.longDate('2026-01-02')).toBe('January 2, 2026');
    expect(spec.dateTime(new Date(2026, 0, 2, 15, 4))).toBe('Jan 2, 3:04 PM');
  });

  it('shows dollars with 2 decimals', () => {
    expect(spec.money(12.5)).toBe('$12.50');
    expect(spec.money(0)).toBe('$0.00');
    expect(spec.money(1234)).toBe('$1,234.00');
    expect(spec.money(null)).toBeNull();
  });

  it('gives null for no date and the text itself for one that is not a date', () => {
    expect(spec.date(null)).toBeNull();
    expect(spec.date('')).toBeNull();
    expect(spec.date('someday')).toBe('someday');
  });

  it("follows the user's currency and date format when given", () => {
    const euro = createFormatters({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    expect(euro.money(12.5)).toBe('€12.50');
    expect(euro.date('2026-01-02')).toBe('02/01/2026');
    expect(createFormatters({ dateFormat: 'YYYY-MM-DD' }).longDate('2026-01-02')).toBe('2026-01-02');
    expect(createFormatters({ currency: 'GBP' }).money(3)).toBe('£3.00');
  });
});
