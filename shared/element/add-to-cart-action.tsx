import { useRef } from 'react';
import type { AddToCartVariables } from '../data/cart';
import { AddToCartButton } from '../ui/add-to-cart-button';
import { useAddToCart } from './cart-events';

interface AddToCartActionProps {
  item: AddToCartVariables | null;
  blockedReason?: string | undefined;
  productName?: string | undefined;
  className?: string;
}

/**
 * The add-to-cart button wired to the cart, for the cart family's `<add-to-cart>` and the
 * product family's cards and details: shared/ui draws the button, this runs the mutation and
 * (through useAddToCart) tells the page `cart-updated`.
 */
export function AddToCartAction({ item, ...shown }: AddToCartActionProps) {
  const add = useAddToCart();
  // A double click adds once: the second click lands before React re-renders the button disabled.
  const inFlight = useRef(false);
  const onAdd = () => {
    if (!item || inFlight.current) return;
    inFlight.current = true;
    add.mutate(item, { onSettled: () => (inFlight.current = false) });
  };
  return (
    <AddToCartButton
      {...shown}
      status={add.status}
      submittedAt={add.submittedAt}
      error={add.error}
      canAdd={item !== null}
      onAdd={onAdd}
    />
  );
}
