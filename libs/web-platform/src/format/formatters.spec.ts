import { createFormatters, formatSettingsFrom, SPEC_DATE_FORMATS } from './formatters';

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
    expect(spec.time(new Date(2026, 0, 2, 15, 4))).toBe('3:04 PM');
    expect(spec.time(new Date(2026, 0, 2, 9, 30))).toBe('9:30 AM');
    expect(spec.time(null)).toBeNull();
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

  it('shows a price in its own currency whatever the setting, without converting (DECISIONS 26)', () => {
    const euro = createFormatters({ currency: 'EUR' });
    expect(euro.money(16.95, 'USD')).toBe('$16.95');
    expect(euro.money(7.5, 'EUR')).toBe('€7.50');
    expect(spec.money(7.5, 'EUR')).toBe('€7.50');
    expect(spec.money(7.5, 'gbp')).toBe('£7.50');
    expect(spec.money(1299, 'CHF')).toBe('CHF\u00a01,299.00');
    expect(euro.money(7.5, null)).toBe('€7.50');
    expect(euro.money(null, 'USD')).toBeNull();
    expect(euro.currencySymbol).toBe('€');
    expect(euro.symbolOf('USD')).toBe('$');
    expect(euro.symbolOf(null)).toBe('€');
    expect(euro.currency).toBe('EUR');
  });

  it('writes a currency it cannot format after the amount', () => {
    expect(spec.money(2, 'dollars')).toBe('2.00 dollars');
  });
});

describe('every currency and date format of the settings', () => {
  it.each([
    ['USD', '$12.50', '$'],
    ['EUR', '€12.50', '€'],
    ['GBP', '£12.50', '£'],
    ['CAD', 'CA$12.50', 'CA$'],
    ['AUD', 'A$12.50', 'A$'],
  ] as const)('%s shows %s for amounts without a currency (no conversion)', (currency, text, symbol) => {
    const format = createFormatters(
      formatSettingsFrom({ default_currency: currency, date_format: 'MM/DD/YYYY' }),
    );
    expect(format.money(12.5)).toBe(text);
    expect(format.currencySymbol).toBe(symbol);
  });

  it.each([
    ['MM/DD/YYYY', 'Jan 02, 2026', 'January 2, 2026', 'Jan 2, 3:04 PM'],
    ['DD/MM/YYYY', '02/01/2026', '02/01/2026', '02/01/2026, 3:04 PM'],
    ['YYYY-MM-DD', '2026-01-02', '2026-01-02', '2026-01-02, 3:04 PM'],
  ] as const)('%s shows %s', (dateFormat, date, longDate, dateTime) => {
    const format = createFormatters(formatSettingsFrom({ default_currency: 'USD', date_format: dateFormat }));
    expect(format.date('2026-01-02')).toBe(date);
    expect(format.longDate('2026-01-02')).toBe(longDate);
    expect(format.dateTime(new Date(2026, 0, 2, 15, 4))).toBe(dateTime);
  });
});
