/**
 * `:state(sw-rendered)` on a widget's element once its first render is on the page. The
 * loader's sheet reserves each widget's box while it is `:not(:defined)` and, where custom
 * states work, while `:not(:state(sw-rendered))`: the first render is not synchronous (it runs
 * in a transition after the chunk's evaluation), so a defined element may still be empty for a
 * frame or two, and must keep its box until then. A custom state, not an attribute: the page's
 * DOM and its `state` attribute contract stay as they were.
 */
export const RENDERED_STATE = 'sw-rendered';

const states = new WeakMap<HTMLElement, Set<string> | undefined>();

/** Called from the element's constructor: only the element itself may attach its internals. */
export function trackRenderedState(element: HTMLElement): void {
  try {
    states.set(element, (element.attachInternals() as { states?: Set<string> }).states);
  } catch {
    // no ElementInternals (old browsers, some test DOMs): the :not(:defined) box alone applies
  }
}

export function markRendered(element: HTMLElement): void {
  states.get(element)?.add(RENDERED_STATE);
}
