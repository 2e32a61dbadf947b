import { useEffect, useRef } from 'react';

/**
 * Try again's handler for something the cart shows in place of its error: once `arrived`, the
 * button has gone with the error and the focus it had would fall to the page's body (in the
 * drawer, out of the dialog), so `keepFocus` takes it, unless the visitor moved it meanwhile.
 */
export function useRetryKeepingFocus(arrived: boolean, retry: () => void, keepFocus: () => void) {
  const retried = useRef(false);
  useEffect(() => {
    if (!arrived || !retried.current) return;
    retried.current = false;
    if (document.activeElement === document.body) keepFocus();
  }, [arrived, keepFocus]);
  return () => {
    retried.current = true;
    retry();
  };
}
