import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from './cart-sync';
import { checkoutReturnUrl, noteCheckoutStarted } from './checkout-return';
import { usePlatform } from './use-platform';

export interface StartedCheckout {
  checkoutId: string;
  /** The hosted checkout page, as `checkUrl` returned it. */
  url: string;
}

export interface StoreCheckoutOptions {
  /** Vets the hosted checkout's URL before it is used; throws to refuse it (a failed mutation). */
  checkUrl: (url: string) => string;
  onSuccess: (started: StartedCheckout) => void;
}

/**
 * Store checkout: create the checkout from the cart and open a redirect session to the hosted
 * checkout that returns to this page, marked (checkout-return.ts): to its thank-you address
 * with the order, or to its cart address when the buyer turns back or the payment fails. Going there, and telling the page, is the caller's
 * (shared/element's useStoreCheckout): data hooks return data and mutations, no DOM events.
 */
export function useStoreCheckoutMutation({ checkUrl, onSuccess }: StoreCheckoutOptions) {
  const client = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<StartedCheckout> => {
      const { checkoutId } = await client.cart.createCheckoutFromCurrentCart({
        channelType: 'WEB',
      });
      const back = checkoutReturnUrl(location.href, checkoutId);
      noteCheckoutStarted(checkoutId);
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: back, thankYouPageUrl: back, cartPageUrl: back },
      });
      return { checkoutId, url: checkUrl(redirectSession.fullUrl) };
    },
    onSuccess,
    // A refusal may be about a cart that is no longer what the page shows: changed in another
    // tab, or gone with a visitor the platform forgot while the laptop slept ('There is no
    // current cart' under lines that are not there). Read again, as after a failed cart change.
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.current }),
  });
}
