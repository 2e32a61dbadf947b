import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart, Product, Variant } from '../../shared/client';
import { cartKeys } from '../../shared/data/cart-sync';
import { optionsOf } from './variant';

/**
 * How many of the chosen item the cart holds, as far as the page has read the cart: with a cart
 * widget on the page it has; without one none is counted, rather than asking for the cart on
 * every product page. Read from the cache, not through a query of its own, so the cart's own
 * query keeps its options. A line that names its item by options rather than by variant is
 * not counted: which variant it is, is the platform's to say.
 */
export function useQuantityInCart(product: Product, variant: Variant | undefined): number {
  const queryClient = useQueryClient();
  const cart = useSyncExternalStore(
    (changed) => queryClient.getQueryCache().subscribe(changed),
    () => queryClient.getQueryData<Cart | null>(cartKeys.current),
  );
  const single = optionsOf(product).length === 0;
  return (cart?.lineItems ?? []).reduce((sum, line) => {
    const reference = line.catalogReference;
    const same =
      reference?.catalogItemId === product.id &&
      (single || (variant !== undefined && reference.options?.variantId === variant.id));
    return same ? sum + line.quantity : sum;
  }, 0);
}
