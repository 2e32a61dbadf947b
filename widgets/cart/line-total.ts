import type { Money } from '../../shared/client';

/** What a line costs in all, as a receipt lists it: the platform's total, else unit × quantity. */
export const lineTotal = (line: {
  lineItemPrice?: Money | undefined;
  price?: Money | undefined;
  quantity: number;
}) =>
  line.lineItemPrice?.amount ??
  (line.price ? Number(line.price.amount) * line.quantity : undefined);
