const cache = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** Money through Intl in the page's locale; amounts arrive as numbers or decimal strings. */
export function formatMoney(amount: number | string, currency: string, locale: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '';
  try {
    return cached(
      `money ${locale} ${currency}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
    ).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`; // unknown currency code: still show the amount
  }
}

export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(locale, options)).format(value);
}
