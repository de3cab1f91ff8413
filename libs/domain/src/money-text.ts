const formats = new Map<string, Intl.NumberFormat>();

/**
 * "$16.95", "€7.50", "CHF 12.00": an amount in its own currency (an ISO 4217 code), two decimals, never converted
 * (DECISIONS 26). A code Intl does not know is shown after the amount ("12.00 XYZ" stays honest).
 */
export function moneyText(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = formats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
    formats.set(code, format);
  }
  return format.format(amount);
}
