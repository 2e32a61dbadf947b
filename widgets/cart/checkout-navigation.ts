/**
 * How the checkout button leaves the page for the hosted checkout. A seam, so tests can
 * replace the full-page navigation.
 */
let navigate = (url: string): void => location.assign(url);

export const navigateToCheckout = (url: string): void => navigate(url);

/** Replaces the navigation; returns the call that puts the previous one back. */
export function setCheckoutNavigation(next: (url: string) => void): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}
