/**
 * CSS animation events a widget's shadow root stops before React sees them. React listens for
 * every event it knows on each portal container (each widget's shadow root) and runs its
 * dispatch for each one, handler or not. No widget handles these, and a page of loading cards
 * fires hundreds: a start for every shimmering skeleton bar, then an iteration each 1.2 s
 * while the data is on its way, each through React twice (capture and bubble). They are not
 * composed, so nothing outside the shadow root would see them anyway. (The widgets have no
 * CSS transitions, so no transition events to stop.)
 */
const ANIMATION_EVENTS = ['start', 'iteration', 'end', 'cancel'];

const stop = (event: Event) => event.stopImmediatePropagation();

/**
 * Before the widget's first render: the root's capture listeners run in the order they were
 * added, so these come before React's. Adding them again (a re-mounted element) is a no-op.
 */
export function stopAnimationEvents(root: ShadowRoot): void {
  for (const type of ANIMATION_EVENTS) root.addEventListener(`animation${type}`, stop, true);
}
