import { Suspense } from 'react';
import { lazyPart } from '../../shared/element/lazy-part';
import { CartSkeleton } from './cart-skeleton';
import type * as CartPanelModule from './cart-panel';

/*
 * The cart's lines, coupon form and totals are their own chunk, so a page whose cart widgets
 * are only `<cart-count>` and a closed drawer does not load them up front (DESIGN.md §7
 * budget). An inline cart loads them as it renders; a drawer once the page is loaded and idle
 * (loadWhenIdle), so a click finds them.
 */
let panel: Promise<typeof CartPanelModule> | undefined;
/** Fetched once; a failed fetch (the connection dropped as a laptop closed) is forgotten. */
export const loadCartPanel = () =>
  (panel ??= import('./cart-panel').catch((error: unknown) => {
    panel = undefined;
    throw error;
  }));
// Failing while shown (offline), it says so in its place with Try again (lazyPart).
const LazyCartPanel = lazyPart(() => loadCartPanel().then(({ CartPanel }) => CartPanel));

/**
 * A closed drawer's code (`load`), fetched after the page's load event once the browser is
 * idle: until then it would only compete with the page's first screen (its images, the cards'
 * data) for the network and the main thread. Opening the drawer earlier loads it at once.
 */
export function loadWhenIdle(load: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(load, { timeout: 2000 })
      : setTimeout(load, 200);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** The cart in every state (cart-panel.tsx), its skeleton until the code has arrived. */
export function CartPanel() {
  return (
    <Suspense fallback={<CartSkeleton />}>
      <LazyCartPanel />
    </Suspense>
  );
}
