/** The sandbox shop sells in one currency. */
export const CURRENCY = 'USD';

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export const formatMoney = (n: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY }).format(n);

/**
 * Wire shape of money on carts, checkouts and orders: the SDK's MultiCurrencyPrice, whose four
 * fields the platform always sends (the converted ones in the one currency here).
 */
export const moneyAnswer = (n: number) => {
  const amount = round2(n).toFixed(2);
  const formattedAmount = formatMoney(n);
  return {
    amount,
    convertedAmount: amount,
    formattedAmount,
    formattedConvertedAmount: formattedAmount,
  };
};
