import { format, isValid, parseISO } from 'date-fns';
import { currencySymbol, moneyText, type Currency, type DateFormat } from '@yarn-mgmt/contracts';

/** Spec part 1 section 9: the date-fns format strings of dates, long dates and activity times. */
export const SPEC_DATE_FORMATS = {
  date: 'MMM dd, yyyy',
  longDate: 'MMMM d, yyyy',
  dateTime: 'MMM d, h:mm a',
} as const;

/** The hour and minute of the activity times' format, on their own (a chat message's timestamp). */
export const TIME_FORMAT = 'h:mm a';

const SETTING_PATTERNS: Record<DateFormat, string> = {
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'DD/MM/YYYY': 'dd/MM/yyyy',
  'YYYY-MM-DD': 'yyyy-MM-dd',
};

export interface FormatSettings {
  /** The user's currency: for prices without their own (the user's own prices and totals), dollars by default. */
  currency: Currency;
  /** The user's date format; null keeps the spec's formats. */
  dateFormat: DateFormat | null;
}

export const DEFAULT_FORMAT_SETTINGS: FormatSettings = { currency: 'USD', dateFormat: null };

/**
 * The formats of the user's settings. The default date format, MM/DD/YYYY (month, day, year), keeps the spec's
 * month-first texts ("Jan 02, 2026", spec part 1 section 9); the other two are shown as they read.
 */
export function formatSettingsFrom(settings: {
  default_currency: Currency;
  date_format: DateFormat;
}): FormatSettings {
  return {
    currency: settings.default_currency,
    dateFormat: settings.date_format === 'MM/DD/YYYY' ? null : settings.date_format,
  };
}

type DateInput = string | Date | null | undefined;

export interface Formatters {
  /**
   * 12.5 -> "$12.50" (2 decimals); null for no amount. A price is shown in its own currency ("€7.50" for a EUR
   * price whatever the setting, DECISIONS 26); the setting's currency only for an amount without one (the user's
   * own prices and their totals). Never converted.
   */
  money: (amount: number | null | undefined, currency?: string | null) => string | null;
  /** The setting's currency code ("EUR"): the default of prices the user enters. */
  currency: string;
  /** "$", "€", "£", "CA$", "A$": the setting's, for the labels of prices the user enters ("Price per skein ($)"). */
  currencySymbol: string;
  /** The symbol of a given currency ("€" for EUR), the setting's without one: for labels of prices in it. */
  symbolOf: (currency?: string | null) => string;
  /** "Jan 02, 2026" */
  date: (value: DateInput) => string | null;
  /** "January 2, 2026" */
  longDate: (value: DateInput) => string | null;
  /** "Jan 2, 3:04 PM" (activity entries) */
  dateTime: (value: DateInput) => string | null;
  /** "3:04 PM": the hour and minute alone. */
  time: (value: DateInput) => string | null;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** One place that turns amounts and dates into text, with the spec's formats unless settings say otherwise. */
export function createFormatters(settings: Partial<FormatSettings> = {}): Formatters {
  const currency = settings.currency ?? DEFAULT_FORMAT_SETTINGS.currency;
  const dateFormat = settings.dateFormat ?? DEFAULT_FORMAT_SETTINGS.dateFormat;
  const custom = dateFormat ? SETTING_PATTERNS[dateFormat] : null;
  const formatWith = (pattern: string) => (value: DateInput) => {
    const date = toDate(value);
    // A value that is not a date is shown as it came rather than hidden.
    if (!date) return value === null || value === undefined || value === '' ? null : String(value);
    return format(date, pattern);
  };
  const symbolOf = (code?: string | null) => currencySymbol(code ?? currency);
  return {
    currency,
    currencySymbol: symbolOf(),
    symbolOf,
    money: (amount, priceCurrency) =>
      amount === null || amount === undefined ? null : moneyText(amount, priceCurrency || currency),
    date: formatWith(custom ?? SPEC_DATE_FORMATS.date),
    longDate: formatWith(custom ?? SPEC_DATE_FORMATS.longDate),
    dateTime: formatWith(custom ? `${custom}, ${TIME_FORMAT}` : SPEC_DATE_FORMATS.dateTime),
    time: formatWith(TIME_FORMAT),
  };
}
