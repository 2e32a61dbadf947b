/** A cart or order line as checkouts and orders keep it (domain/cart.ts `lineItemView`). */
export interface OrderLine {
  productName: { original: string };
  quantity: number;
  lineItemPrice: { formattedAmount: string };
  image?: { url: string } | undefined;
  descriptionLines: {
    name?: { original: string };
    plainText?: { original: string };
    colorInfo?: { original: string };
  }[];
}

/** Checkout and order totals (domain/cart.ts `priceSummary`). */
export type PriceSummary = Record<
  'subtotal' | 'discount' | 'shipping' | 'tax' | 'total',
  { amount: string; formattedAmount: string }
>;

/** "2 × Logo Tee (Black, M)": what a person reads for one line. */
export const lineLabel = (line: OrderLine): string => {
  const details = line.descriptionLines
    .map((d) => d.plainText?.original ?? d.colorInfo?.original)
    .filter(Boolean);
  return `${line.quantity} × ${line.productName.original}${details.length ? ` (${details.join(', ')})` : ''}`;
};

/** The totals as labelled rows; the discount, when there is one, as a negative amount. */
export const totalRows = (s: PriceSummary): [label: string, amount: string][] => [
  ['Subtotal', s.subtotal.formattedAmount],
  ...(Number(s.discount.amount) > 0
    ? [['Discount', `−${s.discount.formattedAmount}`] as [string, string]]
    : []),
  ['Shipping', s.shipping.formattedAmount],
  ['Tax', s.tax.formattedAmount],
  ['Total', s.total.formattedAmount],
];
