// Imported on use, after the first render, by the families that show what a sleep makes stale
// (the cart, the events): no first load carries it.
import type { QueryClient } from '@tanstack/react-query';

const EVERY = 10_000;

/**
 * After a sleep (or a frozen tab, or the visitor's clock set) what was read may be past: an
 * event over, its sales closed, a cart changed on another device or gone with a visitor the
 * platform forgot. The page's timers just run again, mostly without the page being hidden and
 * shown, so TanStack's read again on focus does not come. A tick that finds the clock moved a
 * minute more than it waited does what focus does: what is shown and stale (by the clock now)
 * is read again, once (a read under way is shared), nothing while hidden. Returns the stop.
 */
export function readAgainOnWake(queryClient: QueryClient): () => void {
  let last = Date.now();
  const timer = setInterval(() => {
    if (Math.abs(Date.now() - last - EVERY) > 60_000 && !document.hidden)
      queryClient.getQueryCache().onFocus();
    last = Date.now();
  }, EVERY);
  return () => clearInterval(timer);
}
