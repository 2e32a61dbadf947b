import type { Cart, LineItem } from '../../shared/client';
import { cartLines, itemCount } from '../../shared/data';
import type { WidgetState } from '../../shared/element';

/** What a cart row shows; store lines and custom lines (no catalogue reference) alike. */
export type CartLine = Pick<
  LineItem,
  | 'id'
  | 'quantity'
  | 'productName'
  | 'url'
  | 'price'
  | 'fullPrice'
  | 'image'
  | 'descriptionLines'
  | 'availability'
>;

export const linesOf = (cart: Cart): CartLine[] => cartLines(cart);

/** Items in the cart, custom lines included (the badge counts what the visitor will pay for). */
export const quantityOf = itemCount;

/** The line's product name; undefined for a line without one (the widget says "Item"). */
export const nameOf = (line: CartLine): string | undefined => line.productName?.original;

export const couponCodeOf = (cart: Cart): string | undefined =>
  cart.appliedDiscounts?.find((discount) => discount.coupon)?.coupon?.code;

/** The host's `state` for a cart query: pages style and test on it. */
export function cartStateOf(query: {
  status: 'pending' | 'error' | 'success';
  data?: Cart | null | undefined;
}): WidgetState {
  if (query.status === 'pending') return 'loading';
  if (query.status === 'error') return 'error';
  return quantityOf(query.data) > 0 ? 'ready' : 'empty';
}
