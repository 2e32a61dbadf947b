import type { Money, PriceSummary } from '../../shared/client';

/** A summary row's label: a text key of both the cart panel's and the order confirmation's tables. */
export type SummaryLabel = 'subtotal' | 'discounts' | 'shipping' | 'tax' | 'total';

export type SummaryRow = { label: SummaryLabel; money: Money | undefined; total?: boolean };

/** The rows the server answered; a discount only when there is one, shown as negative. */
export function rowsOf(summary: PriceSummary): SummaryRow[] {
  const discount = Number(summary.discount?.amount);
  const rows: SummaryRow[] = [
    { label: 'subtotal', money: summary.subtotal },
    ...(discount > 0
      ? [{ label: 'discounts' as const, money: { amount: String(-discount) } }]
      : []),
    { label: 'shipping', money: summary.shipping },
    { label: 'tax', money: summary.tax },
    { label: 'total', money: summary.total, total: true },
  ];
  return rows.filter((row) => row.money);
}
