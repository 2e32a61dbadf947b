import { useCartMutation } from '../../shared/data';

/** The cart changes the cart widget makes; each publishes the returned cart on success. */

export const useUpdateQuantity = () =>
  useCartMutation((client, line: { id: string; quantity: number }) =>
    client.cart.updateCurrentCartLineItemQuantity([line]),
  );

export const useRemoveLine = () =>
  useCartMutation((client, lineId: string) => client.cart.removeLineItemsFromCurrentCart([lineId]));

export const useApplyCoupon = () =>
  useCartMutation((client, couponCode: string) => client.cart.updateCurrentCart({ couponCode }));

export const useRemoveCoupon = () =>
  useCartMutation<void>((client) => client.cart.removeCouponFromCurrentCart());
