// Whether the cart the visitor had is gone with them. Only the cart's panel asks, so this is
// loaded with the panel, not with the cart button every page has.
import { getPageSession } from '../session';
import type { CartPlatform } from './cart-sync';
import { cartOwnerKey } from './cartless-visitor';

/**
 * A cart held items for a visitor of this browser (noteCartOwner), and the platform has since
 * refused that visitor's refresh token: it forgot them after a long absence (the sandbox after
 * a week without a visit, VISITOR_IDLE_MS) and, as the SDK does, the client took new visitor
 * tokens without a word (tokens.ts names the old one in `lapsed`). Their cart went with them,
 * so an empty cart has a reason to give. Not after a sign-out: that visitor was not refused.
 */
export function cartLapsed(platform: CartPlatform): boolean {
  const { refreshToken, lapsed } = getPageSession().getState().tokens;
  try {
    const owner = localStorage.getItem(cartOwnerKey(platform));
    return refreshToken.role === 'visitor' && !!owner && owner === lapsed;
  } catch {
    return false; // storage blocked: nothing was noted
  }
}

/** Said once: the visitor has been told. */
export function forgetLapsedCart(platform: CartPlatform): void {
  try {
    localStorage.removeItem(cartOwnerKey(platform));
  } catch {
    // storage blocked: nothing was noted
  }
}
