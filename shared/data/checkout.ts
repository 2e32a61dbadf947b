import { useMutation } from '@tanstack/react-query';
import { dispatchWidgetEvent } from '../element/events';
import { useHost } from '../element/host';
import { useNavigationGuard } from '../element/navigation-guard';
import { usePlatform } from './use-platform';

/**
 * Store checkout: create the checkout from the cart, open a redirect session to the hosted
 * checkout that returns to this page, and go there (if the URL passes the navigation guard).
 */
export function useStoreCheckout(navigate: (url: string) => void = (url) => location.assign(url)) {
  const client = usePlatform();
  const { host } = useHost();
  const guard = useNavigationGuard();
  return useMutation({
    mutationFn: async () => {
      const { checkoutId } = await client.cart.createCheckoutFromCurrentCart({
        channelType: 'WEB',
      });
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: location.href, thankYouPageUrl: location.href },
      });
      return { checkoutId, url: guard(redirectSession.fullUrl) };
    },
    onSuccess: ({ checkoutId, url }) => {
      dispatchWidgetEvent(host, 'checkout-started', { checkoutId });
      navigate(url);
    },
  });
}
