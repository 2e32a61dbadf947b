/**
 * The round trip through the hosted events checkout. The widget puts its event id and the
 * order number in the return URL itself, so the return works whatever the hosted page adds;
 * an `orderNumber` parameter added by the hosted page wins when present.
 */
const EVENT_PARAM = 'sw-event';
const ORDER_PARAM = 'sw-order';
const HOSTED_ORDER_PARAM = 'orderNumber';

/**
 * Where the hosted checkout sends the visitor back: this page, marked for this event, without
 * the order number a previous return added (it would win over this order's).
 */
export function returnUrl(pageUrl: string, eventId: string, orderNumber: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.delete(HOSTED_ORDER_PARAM);
  url.searchParams.set(EVENT_PARAM, eventId);
  url.searchParams.set(ORDER_PARAM, orderNumber);
  return url.toString();
}

/** The order number this page came back with for `eventId`, if it did. */
export function returnedOrder(pageUrl: string, eventId: string): string | undefined {
  const params = new URL(pageUrl).searchParams;
  if (params.get(EVENT_PARAM) !== eventId) return undefined;
  return params.get(HOSTED_ORDER_PARAM) || params.get(ORDER_PARAM) || undefined;
}
