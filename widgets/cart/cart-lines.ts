import { STORES_APP_ID, type Cart, type LineItem } from '../../shared/client';
import { itemCount } from '../../shared/data/cart-view';
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
  | 'lineItemPrice'
  | 'image'
  | 'descriptionLines'
  | 'availability'
  | 'catalogReference'
>;

export const linesOf = (cart: Cart): CartLine[] => cart.lineItems;

/** Items in the cart, custom lines included (the badge counts what the visitor will pay for). */
export const quantityOf = itemCount;

/** The line's product name; undefined for a line without one (the widget says "Item"). */
export const nameOf = (line: CartLine): string | undefined => line.productName?.original;

/**
 * What a product page address needs of a line's product: its id, and its slug, which the
 * platform's own product page address (`url.url`, like `…/product-page/tour-tee`) ends with.
 * Only store products have a page; custom lines have none.
 */
export function productOf(line: CartLine): { id?: string; slug?: string } | undefined {
  const reference = line.catalogReference;
  if (reference?.appId !== STORES_APP_ID) return undefined;
  return { id: reference.catalogItemId, slug: lastSegment(line.url?.url) };
}

function lastSegment(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol, pathname } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'http:') return undefined;
    const segment = pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

export const couponCodeOf = (cart: Cart): string | undefined =>
  cart.appliedDiscounts?.find((discount) => discount.coupon)?.coupon?.code;

/** The host's `state` for a cart query: pages style and test on it. */
export function cartStateOf(query: {
  status: 'pending' | 'error' | 'success';
  data?: Cart | null | undefined;
}): WidgetState {
  // A cart once read stays shown when reading it again fails (a refetch on focus, offline).
  if (query.data === undefined) return query.status === 'error' ? 'error' : 'loading';
  return quantityOf(query.data) > 0 ? 'ready' : 'empty';
}
