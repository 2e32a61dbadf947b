import {
  applyCoupon,
  removeCoupon,
  removeLine,
  updateLineQuantity,
} from '../../shared/data/cart-view';
import { useCartChange } from '../../shared/element';

/** The cart changes the cart widget makes; each publishes the returned cart on success. */

export const useUpdateQuantity = () => useCartChange(updateLineQuantity);
export const useRemoveLine = () => useCartChange(removeLine);
export const useApplyCoupon = () => useCartChange(applyCoupon);
export const useRemoveCoupon = () => useCartChange(removeCoupon);
