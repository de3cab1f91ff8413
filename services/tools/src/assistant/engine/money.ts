import type { Slots } from './engine.types.js';

export type Currency = NonNullable<Slots['maxPrice']>['currency'];

/**
 * US dollars per unit of each currency a budget may be asked in. Fixed rates, not live ones (the engine has no
 * network): the mid-market rates of 2025-06-02, rounded to cents. A £ or € budget is turned into dollars with
 * them, because the table's prices are in dollars; the answer says the budget in the currency it was asked in.
 */
export const USD_PER_UNIT: Readonly<Record<Currency, number>> = { USD: 1, GBP: 1.35, EUR: 1.14 };

export const toUsd = (price: NonNullable<Slots['maxPrice']>): number =>
  price.amount * USD_PER_UNIT[price.currency];

const SYMBOLS: Readonly<Record<Currency, string>> = { USD: '$', GBP: '£', EUR: '€' };

/** "$10", "£7.50". */
export const priceText = (amount: number, currency: Currency = 'USD'): string =>
  `${SYMBOLS[currency]}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

const AMOUNT = String.raw`(\d+(?:[.,]\d{1,2})?)`;
const BEFORE: Readonly<Record<string, Currency>> = { $: 'USD', '£': 'GBP', '€': 'EUR' };
const AFTER: readonly (readonly [Currency, string])[] = [
  ['USD', String.raw`\$|usd|dollars?|bucks`],
  ['GBP', String.raw`£|gbp|pounds?|quid`],
  ['EUR', String.raw`€|eur|euros?`],
];

const amountOf = (text: string) => Number(text.replace(',', '.'));

/** The first price the message names: "$10", "£8", "7€", "10 dollars", "5 quid". */
export function readPrice(message: string): Slots['maxPrice'] {
  const before = /([$£€])\s?(\d+(?:[.,]\d{1,2})?)/.exec(message);
  if (before) return { amount: amountOf(before[2]), currency: BEFORE[before[1]] };
  for (const [currency, words] of AFTER) {
    const after = new RegExp(String.raw`${AMOUNT}\s?(?:${words})(?![a-z])`).exec(message);
    if (after) return { amount: amountOf(after[1]), currency };
  }
  return undefined;
}
