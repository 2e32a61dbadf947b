/**
 * The round trip through the hosted store checkout. The page marks its own return address with
 * the checkout it started, so coming back is recognised whatever else the URL holds; the
 * platform adds `orderId` to the thank-you address when the order is placed, and sends an
 * abandoned or declined checkout back without one (redirect session callbacks).
 */
const CHECKOUT_PARAM = 'sw-checkout';
const ORDER_PARAM = 'orderId';
/** The checkouts this tab went to (sessionStorage): only their returns place an order here. */
const STARTED_KEY = 'site-widgets:checkouts-started';

export type CheckoutReturn =
  | { outcome: 'placed'; checkoutId: string; orderId: string; shopUrl: string }
  | { outcome: 'not-placed'; shopUrl: string };

/** The checkouts this tab went to; throws when storage is blocked. */
const startedCheckouts = (): unknown[] => {
  const started: unknown = JSON.parse(sessionStorage.getItem(STARTED_KEY) ?? '[]');
  return Array.isArray(started) ? started : [];
};

/** Notes that this tab is going to the hosted checkout for `checkoutId` (its newest ten). */
export function noteCheckoutStarted(checkoutId: string): void {
  try {
    sessionStorage.setItem(
      STARTED_KEY,
      JSON.stringify([...startedCheckouts(), checkoutId].slice(-10)),
    );
  } catch {
    // storage blocked: wentTo cannot tell, and trusts the return
  }
}

/**
 * Whether this tab went to the hosted checkout `checkoutId`. A return address is only a link:
 * opened elsewhere (a bookmark, another tab, a link someone sent) nothing happened now. With
 * storage blocked nothing was noted, and the return is all there is to go by.
 */
export function wentTo(checkoutId: string): boolean {
  try {
    return startedCheckouts().includes(checkoutId);
  } catch {
    return true;
  }
}

/** This page without a previous return's marks: the shop to go back to. */
function withoutReturn(pageUrl: string): URL {
  const url = new URL(pageUrl);
  url.searchParams.delete(CHECKOUT_PARAM);
  url.searchParams.delete(ORDER_PARAM);
  url.hash = '';
  return url;
}

/** Where the hosted checkout sends the buyer back to: this page, marked for `checkoutId`. */
export function checkoutReturnUrl(pageUrl: string, checkoutId: string): string {
  const url = withoutReturn(pageUrl);
  url.searchParams.set(CHECKOUT_PARAM, checkoutId);
  return url.href;
}

/** How this page was reached from the hosted checkout, if it was. */
export function checkoutReturnOf(pageUrl: string): CheckoutReturn | null {
  const params = new URL(pageUrl).searchParams;
  const checkoutId = params.get(CHECKOUT_PARAM);
  if (!checkoutId) return null;
  const shopUrl = withoutReturn(pageUrl).href;
  const orderId = params.get(ORDER_PARAM);
  if (orderId) return { outcome: 'placed', checkoutId, orderId, shopUrl };
  // Not placed, from this tab's checkout: a link of that shape from anywhere else says nothing.
  return wentTo(checkoutId) ? { outcome: 'not-placed', shopUrl } : null;
}
