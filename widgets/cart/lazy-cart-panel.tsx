import { lazy, Suspense } from 'react';
import { CartSkeleton } from './cart-skeleton';
import type * as CartPanelModule from './cart-panel';

/*
 * The cart's lines, coupon form and totals are their own chunk, so a page whose cart widgets
 * are only `<cart-count>` and a closed drawer does not load them up front (DESIGN.md §7
 * budget). A `<shop-cart>` starts loading them as soon as it renders, so a click finds them.
 */
let panel: Promise<typeof CartPanelModule> | undefined;
export const loadCartPanel = () => (panel ??= import('./cart-panel'));
const LazyCartPanel = lazy(() => loadCartPanel().then(({ CartPanel }) => ({ default: CartPanel })));

/** The cart in every state (cart-panel.tsx), its skeleton until the code has arrived. */
export function CartPanel() {
  return (
    <Suspense fallback={<CartSkeleton />}>
      <LazyCartPanel />
    </Suspense>
  );
}
