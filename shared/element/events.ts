import type { Cart } from '../client';

/**
 * The DOM events of the public contract (DESIGN.md §4). All bubble and cross shadow
 * boundaries, so a page can listen on `document`.
 */
/**
 * Why a widget cannot work, in `widget-error` (README: events). None is sent for a read that
 * failed or a crash, which may go away.
 */
export const WIDGET_ERROR_CODES = [
  'CONFIG',
  'MISSING_ATTRIBUTE',
  'INVALID_ATTRIBUTE',
  'NOT_FOUND',
  'UNSAFE_URL',
] as const;
export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[number];

export interface WidgetErrorDetail {
  tag: string;
  message: string;
  code?: WidgetErrorCode | undefined;
}

export interface WidgetEventMap {
  'cart-updated': { cart: Cart | null };
  'checkout-started': { checkoutId: string };
  login: { memberId?: string };
  logout: Record<string, never>;
  'reservation-created': { reservationId: string; eventId: string; expires: string };
  'reservation-expired': { reservationId: string; eventId: string };
  /** A ticket order names its event; a store order its order id (the cart's confirmation). */
  'order-created':
    { orderNumber: string; eventId: string } | { orderNumber: string; orderId: string };
  'back-in-stock-requested': { productId: string; variantId?: string; email: string };
  'widget-error': WidgetErrorDetail;
}

export type WidgetEventName = keyof WidgetEventMap;

export function dispatchWidgetEvent<K extends WidgetEventName>(
  target: EventTarget,
  name: K,
  detail: WidgetEventMap[K],
): boolean {
  // A widget removed while its call was under way (a route change in a single-page app) still
  // tells the page, from the document: a detached element's event reaches no ancestor.
  const from = target instanceof Node && !target.isConnected ? document : target;
  return from.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
