const formats = new Map<string, Intl.NumberFormat | null>();

/** en-US with two decimals in the currency; null for a code Intl cannot format. */
function moneyFormat(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  if (!formats.has(code)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      // Not a currency code: the callers write it beside the amount.
    }
    formats.set(code, format);
  }
  return formats.get(code) ?? null;
}

/**
 * "$16.95", "€7.50", "CA$8.00", "CHF 12.00": an amount in its own currency (an ISO 4217 code), two decimals, never
 * converted (DECISIONS 26). A code Intl cannot format is written after the amount ("3.00 dollars").
 */
export function moneyText(amount: number, currency: string): string {
  return moneyFormat(currency)?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
}

/** "$", "€", "£", "CA$", "A$", "CHF": how moneyText marks the currency; the code itself when Intl has no symbol. */
export function currencySymbol(currency: string): string {
  const parts = moneyFormat(currency)?.formatToParts(0);
  return parts?.find((part) => part.type === 'currency')?.value ?? currency;
}
