/** What to focus in what replaced an error: the region made for it, else its heading. */
const LANDING = '[tabindex="-1"], h1, h2, h3, h4, h5, h6';
const CONTROL = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea';
/** Shown while the content is on its way: focus given to it would be lost again. */
const WAITING = '.sw-skeleton, [aria-busy="true"]';

function landingIn(scope: ParentNode): HTMLElement | null {
  if (scope instanceof HTMLElement && scope.matches(LANDING)) return scope;
  return scope.querySelector<HTMLElement>(LANDING) ?? scope.querySelector<HTMLElement>(CONTROL);
}

/**
 * A Try again button goes with its error once the retry succeeds, and the browser drops the
 * focus it had to the page's body: a keyboard or screen-reader visitor is put back at the top.
 * Once `button` has gone and what replaced it has arrived, this puts the focus on it (the
 * nearest part of the widget still there), unless the visitor has moved the focus meanwhile.
 */
export default function keepFocusAfterRetry(click: { target: EventTarget }, retry: () => void) {
  const button = click.target as Element;
  const root = button.getRootNode() as Node & DocumentOrShadowRoot;
  // Taken now: once removed, the button no longer knows where it was.
  const ancestors: ParentNode[] = [];
  for (let node = button.parentNode; node; node = node.parentNode) ancestors.push(node);
  const settle = () => {
    if (button.isConnected) {
      // The retry is under way or failed again; a visitor who left the button has none to keep.
      if (root.activeElement !== button) watch.disconnect();
      return;
    }
    if (document.activeElement !== document.body) return watch.disconnect(); // moved meanwhile
    const scope = ancestors.find((node) => (node as Node).isConnected);
    // Still on its way (in a later render, or behind a skeleton): the next change may bring it.
    const landing = scope && !scope.querySelector(WAITING) && landingIn(scope);
    if (!landing) return;
    watch.disconnect();
    // A heading is not focusable until told so; -1 keeps it out of the Tab order.
    if (landing.tabIndex < 0) landing.tabIndex = -1;
    landing.focus();
  };
  const watch = new MutationObserver(settle);
  watch.observe(root, { childList: true, subtree: true, attributes: true });
  retry();
}

/**
 * Back online, a failed part is asked again by itself (lazyPart): if its Try again has the focus
 * (the visitor pressed it offline, when this module could not come), it is kept as a click's.
 */
export function keepFocusOnline(retry: () => void) {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (focused?.closest('[part="notice"]')) keepFocusAfterRetry({ target: focused }, retry);
  else retry();
}
