import { u } from '../box-unit';
import { MEMBER_MENU } from './boxes';

/**
 * `<member-menu>`: a toggle and a dropdown list anchored under it. A fixed box ("Sign in", "My
 * account" or a long member name alike) so the page header never moves when the member loads.
 * The toggle sits in the host's header text, so it takes the header's colour (`currentColor`);
 * the list is the widget's own surface. The list opens towards the inline end's side of the
 * toggle, and flips when that would leave the window (anchor positioning, where supported).
 * Chromium takes a fallback only if the whole list fits: in a short window (a phone held
 * sideways, 200% zoom) none did and the list hung off the left edge. So it may open above the
 * toggle (a bar at the window's bottom), and else the last fallbacks end it above the window's
 * bottom (--fit), where it scrolls within itself.
 * Its content sits at the top of the box and gives the line there no baseline (vertical-align:
 * top): the box lines up with the text around it as the empty box reserved before it rendered
 * did (the loader's `::before` sets it), so the line does not move (the label's baseline would
 * lift the text beside it by a third of the box). Not floated, as `<cart-count>` is not
 * (cart-count.styles.ts): under a page's `* { all: unset }` the float got out of the host.
 */
export const memberMenuCss = `
:host {
  display: inline-block; position: relative;
  width: ${u(MEMBER_MENU.width)}; height: ${u(MEMBER_MENU.height)};
}
.sw-root { display: inline-block; vertical-align: top; width: 100%; }
.sw-root > .sw-button, .sw-menu, .sw-menu-toggle { width: 100%; }
.sw-root > .sw-button, .sw-menu-toggle {
  height: ${MEMBER_MENU.height}em; min-height: 0;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.sw-root > .sw-button { display: block; }
.sw-menu-toggle { display: block; color: inherit; border-color: currentColor; anchor-name: --menu-toggle; }
.sw-root:has(.sw-menu-toggle) { color: inherit; }
.sw-root > .sw-notice, .sw-menu > .sw-notice { position: absolute; top: calc(100% + 0.25em); inset-inline-end: 0; z-index: 10; width: max-content; max-width: 20em; }
.sw-menu { position: relative; display: block; }
.sw-menu-list {
  position: absolute; inset-inline-end: 0; top: calc(100% + 0.25em); z-index: 10;
  min-width: 14em; margin: 0; padding: 0.25em; list-style: none;
  background: var(--_sw-color-surface); color: var(--_sw-color-text);
  border: 1px solid var(--_sw-color-border); border-radius: var(--_sw-radius);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
  max-width: calc(100vw - 1em); overflow: auto;
  position-try-fallbacks: flip-inline, flip-block, flip-block flip-inline, --fit, --fit flip-inline;
}
@position-try --fit { bottom: 0.25em; }
@supports (anchor-name: --a) {
  .sw-menu-list {
    position: fixed; position-anchor: --menu-toggle;
    top: calc(anchor(bottom) + 0.25em); inset-inline-end: anchor(end);
  }
}
.sw-menu-list[hidden] { display: none; }
/* Not a button's centred text but the widget's alignment (left, right on a right-to-left
   page): \`start\` would follow each text's own direction (unicode-bidi: plaintext). */
.sw-menu-item {
  display: block; width: 100%; min-height: 2.75em; padding: 0.5em 0.75em; border: 0; border-radius: 4px;
  font: inherit; text-align: inherit; color: inherit; background: none; cursor: pointer;
}
.sw-menu-item:hover:not(:disabled), .sw-menu-item:focus-visible {
  background: var(--_sw-color-hover);
}
.sw-menu-item:disabled { color: var(--_sw-color-text-muted); cursor: not-allowed; }
`;
