import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { STORES_APP_ID, type ItemDetails, type Product } from '../client';
import { usePlatform } from './use-platform';

export interface BackInStockItem {
  product: Product;
  variantId?: string | undefined;
  /** What the email shows of the item (name, price, image), from the product. */
  details: ItemDetails;
}

/** The page the visitor asked from, so the email can link back to it. */
function pageUrl(): { itemUrl?: string } {
  const href = globalThis.location?.href.split('#')[0];
  // The platform takes http(s) URLs up to 2000 characters; a longer one is simply left out.
  return href && /^https?:/.test(href) && href.length <= 2000 ? { itemUrl: href } : {};
}

/** "Tell me when it's back" for one product or variant: the variables are the email address. */
export function useBackInStockRequest(
  { product, variantId, details }: BackInStockItem,
  options: Omit<UseMutationOptions<unknown, Error, string>, 'mutationFn'>,
) {
  const client = usePlatform();
  return useMutation({
    ...options,
    mutationFn: (email: string) =>
      client.backInStock.createRequest(
        {
          catalogReference: {
            catalogItemId: product.id,
            appId: STORES_APP_ID,
            ...(variantId ? { options: { variantId } } : {}),
          },
          email,
          ...pageUrl(),
        },
        details,
      ),
  });
}
