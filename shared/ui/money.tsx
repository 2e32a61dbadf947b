import { formatMoney } from './format';
import { useSiteLocale } from './locale';

interface MoneyProps {
  amount: number | string | undefined;
  /** The cart's or product's currency; falls back to the site's. */
  currency?: string | undefined;
  className?: string;
}

export function Money({ amount, currency, className }: MoneyProps) {
  const config = useSiteLocale();
  const code = currency || config.currency || 'USD';
  if (amount === undefined) return null;
  return <span className={className}>{formatMoney(amount, code, config.locale)}</span>;
}
