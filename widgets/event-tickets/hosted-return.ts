/**
 * The round trip through the hosted events checkout. The widget puts its event id and the
 * order number in the return URL itself, so the return works whatever the hosted page adds;
 * an `orderNumber` parameter added by the hosted page wins when present.
 */
const EVENT_PARAM = 'sw-event';
const ORDER_PARAM = 'sw-order';
const HOSTED_ORDER_PARAM = 'orderNumber';

/** Where the hosted checkout sends the visitor back: this page, marked for this event. */
export function returnUrl(pageUrl: string, eventId: string, orderNumber: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
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

const FIRED_KEY = 'sw-event-tickets:orders-announced';
const firedInMemory = new Set<string>();

function readFired(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(FIRED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [...firedInMemory]; // storage blocked (privacy settings): this page load only
  }
}

/**
 * True the first time an order number is seen in this tab. `order-created` must fire once
 * even when the confirmation renders again after the hosted checkout or a reload.
 */
export function claimOrderAnnouncement(orderNumber: string): boolean {
  const fired = readFired();
  if (fired.includes(orderNumber) || firedInMemory.has(orderNumber)) return false;
  firedInMemory.add(orderNumber);
  try {
    sessionStorage.setItem(FIRED_KEY, JSON.stringify([...fired, orderNumber].slice(-50)));
  } catch {
    // The in-memory set still guards this page load.
  }
  return true;
}
