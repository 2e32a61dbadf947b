// Only the cart family checks out: imported by path, not through this folder's index, so the
// checkout's code stays in the cart's chunk instead of the runtime every family loads.
import { useStoreCheckoutMutation } from '../data/checkout';
import { dispatchWidgetEvent } from './events';
import { useHost } from './host';
import { useNavigationGuard } from './navigation-guard';

/**
 * Goes to the hosted checkout (if its URL passes the navigation guard) after telling the page
 * with `checkout-started`.
 */
export function useStoreCheckout(navigate: (url: string) => void = (url) => location.assign(url)) {
  const { host } = useHost();
  const guard = useNavigationGuard();
  return useStoreCheckoutMutation({
    checkUrl: guard,
    onSuccess: ({ checkoutId, url }) => {
      dispatchWidgetEvent(host, 'checkout-started', { checkoutId });
      navigate(url);
    },
  });
}
