const NUMBER_TOKEN = /\d[\d.,'\u00a0\u202f ]*/;

/**
 * A price read from shop text: "$12.99", "12,99 €", "Now $8.50", "£1,234.50", "1.234,50 €", "CHF 1'299.00".
 * The last separator followed by one or two digits is the decimal point; every other separator groups thousands.
 * Null when the text holds no number.
 */
export function parsePrice(text: string | number | null): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : null;
  if (!text) return null;
  const match = NUMBER_TOKEN.exec(text);
  if (!match) return null;
  const token = match[0].replace(/[\s\u00a0\u202f']+$/u, '').replace(/[.,]+$/, '');
  const lastSeparator = Math.max(token.lastIndexOf('.'), token.lastIndexOf(','));
  let integerPart = token;
  let fraction = '';
  if (lastSeparator >= 0 && /^\d{1,2}$/.test(token.slice(lastSeparator + 1))) {
    integerPart = token.slice(0, lastSeparator);
    fraction = token.slice(lastSeparator + 1);
  }
  const digits = integerPart.replace(/\D/g, '');
  if (!digits) return null;
  const value = Number(fraction ? `${digits}.${fraction}` : digits);
  return Number.isFinite(value) ? value : null;
}

/** Symbols as shops print them, longest first so "CA$" is not read as "$". "$" alone is the US dollar. */
const CURRENCY_SYMBOLS: readonly (readonly [string, string])[] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['$', 'USD'],
];
const KNOWN_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/**
 * The currency a shop's text names: an ISO 4217 code in capitals ("EUR", "CHF 1'299.00") or a symbol ("€12,99",
 * "CA$8.00", "$3.90"). Null when it names none (a bare number, a JSON price); the caller decides the default.
 */
export function parseCurrency(text: string | number | null | undefined): string | null {
  if (typeof text !== 'string' || !text) return null;
  // Capitals only: "all colours" is not the Albanian lek.
  for (const match of text.matchAll(/(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g)) {
    if (KNOWN_CODES.has(match[1])) return match[1];
  }
  return CURRENCY_SYMBOLS.find(([symbol]) => text.includes(symbol))?.[1] ?? null;
}
