/**
 * `:state(rendered)` on a widget's element once its first render is on the page. The
 * loader's sheet reserves each widget's box while it is `:not(:defined)` and, where custom
 * states work, while `:not(:state(rendered))`: the first render is not synchronous (it runs
 * in a transition after the chunk's evaluation), so a defined element may still be empty for a
 * frame or two, and must keep its box until then. A custom state, not an attribute: the page's
 * DOM and its `state` attribute contract stay as they were.
 */
export const RENDERED_STATE = 'rendered';

const states = new WeakMap<HTMLElement, Set<string> | undefined>();

/**
 * On mount; internals attach once, so a re-inserted element keeps the first ones. Without
 * ElementInternals (old browsers, some test DOMs) the `:not(:defined)` box alone applies.
 */
export function trackRenderedState(element: HTMLElement): void {
  if (!states.has(element))
    states.set(
      element,
      (element.attachInternals?.() as { states?: Set<string> } | undefined)?.states,
    );
}

export function markRendered(element: HTMLElement): void {
  states.get(element)?.add(RENDERED_STATE);
}
