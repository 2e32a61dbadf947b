import { useEffect, useRef } from 'react';

/**
 * Calls `release` when the visitor leaves the page while seats are held, but not when they
 * reload it (a reload comes back to the form: see tab-reservation.ts).
 *
 * Telling the two apart, as far as Chromium lets a page know:
 * - `pagehide` fires for both, and says nothing of where the tab goes next.
 * - The Navigation API's `navigate` event says it (`navigationType`, `destination`) for every
 *   navigation the page starts: a link, a form, `location.assign`, `location.reload()`,
 *   `history.back()`. So a cross-document navigation other than a reload marks the page as
 *   being left, and the `pagehide` that follows (only if the navigation really happens)
 *   releases the seats with a keepalive request. A navigation that fails or is stopped
 *   (`navigateerror`) unmarks it.
 * - Navigations from the browser's own UI (reload button, address bar, back button, closing
 *   the tab) fire no `navigate` event, so they cannot be told from a reload: those keep the
 *   hold. The next page in the tab releases it if it shows another event
 *   (tab-reservation.ts `takeAbandoned`); otherwise it ends at its expiry on the server.
 * - Closing the widget (the list's ticket dialog, or an app removing the element) unmounts
 *   the flow, which releases with an ordinary request: a reload never unmounts it. The one
 *   close that keeps the hold is the dialog's that the browser forces (holding.ts).
 */
export function useReleaseOnLeave(release: (() => void) | undefined): void {
  const latest = useRef(release);
  latest.current = release;
  const active = Boolean(release);
  useEffect(() => {
    if (!active) return;
    let leaving = false;
    const onNavigate = (event: NavigateEvent) => {
      leaving = !event.destination.sameDocument && event.navigationType !== 'reload';
    };
    const onFailed = () => (leaving = false);
    const onPageHide = () => {
      if (leaving) latest.current?.();
    };
    const navigation = (globalThis as { navigation?: Navigation }).navigation;
    navigation?.addEventListener('navigate', onNavigate);
    navigation?.addEventListener('navigateerror', onFailed);
    addEventListener('pagehide', onPageHide);
    return () => {
      navigation?.removeEventListener('navigate', onNavigate);
      navigation?.removeEventListener('navigateerror', onFailed);
      removeEventListener('pagehide', onPageHide);
    };
  }, [active]);
}
