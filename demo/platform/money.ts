/** The sandbox shop sells in one currency; an event's tickets may be priced in another. */
export const CURRENCY = 'USD';

export const round2 = (n: number): number => Math.round(n * 100) / 100;

const formatterOf = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency });

/** Whether `code` is a currency Intl knows (ISO 4217, upper case). */
export const knownCurrency = (code: string): boolean => {
  try {
    return /^[A-Z]{3}$/.test(code) && Boolean(formatterOf(code));
  } catch {
    return false;
  }
};

/** Digits after the decimal mark in `currency`, as ISO 4217 has them: 0 for JPY, 3 for KWD. */
export const decimalsOf = (currency: string): number =>
  formatterOf(currency).resolvedOptions().maximumFractionDigits ?? 2;

/** `n` to the currency's smallest unit: whole yen, dollars to the cent. */
export const roundIn = (n: number, currency: string): number => {
  const unit = 10 ** decimalsOf(currency);
  return Math.round(n * unit) / unit;
};

/** `n` as the currency writes it, in its digits: "$5.00", "¥500", "KWD 1.250". */
export const decimalIn = (n: number, currency: string): string =>
  roundIn(n, currency).toFixed(decimalsOf(currency));

export const formatMoney = (n: number, currency = CURRENCY): string =>
  formatterOf(currency).format(n);

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
