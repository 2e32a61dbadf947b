/** An events amount as the official SDK reads it: `value`, else the older `amount`. */
export const amountOf = (money: { amount?: string; value?: string } | undefined) =>
  money?.value ?? money?.amount;

/**
 * Digits after the decimal mark in a currency, as Intl knows them (ISO 4217): 2 for USD, 0 for
 * JPY, 3 for KWD; 2 for a code Intl does not know.
 */
export function decimalsOf(currency: string | undefined): number {
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency || 'USD',
    }).resolvedOptions().maximumFractionDigits!;
  } catch {
    return 2;
  }
}
