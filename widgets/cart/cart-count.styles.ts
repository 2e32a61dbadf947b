import { u } from '../box-unit';
import { CART_COUNT } from './boxes';

/**
 * `<cart-count>`: an icon button with a count badge; a fixed box. It sits in the host's own
 * header, so the icon takes the header's text colour (`currentColor`), not the widget's
 * `--sw-color-text`: white on a navy bar, ink on a white one. Its content sits at the top of
 * the box and gives the line there no baseline (vertical-align: top): the box lines up with the
 * text around it as the empty box reserved before it rendered did (the loader's `::before`
 * sets it), so the line does not move. Not floated: where a page's rule wins over `:host`
 * (`* { all: unset }` makes the host inline, no formatting context of its own), a float got
 * out into the page and pushed what follows aside (a card after it 0px wide).
 */
export const cartCountCss = `
:host { display: inline-block; width: ${u(CART_COUNT.size)}; height: ${u(CART_COUNT.size)}; }
/* A page set up wrong gets a sentence (a <site-config> mistake), not an icon: room to read it. */
:host([state="error"]) { width: auto; height: auto; max-width: 20em; }
.sw-root { color: inherit; display: inline-block; vertical-align: top; }
.count {
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  width: ${CART_COUNT.size}em; height: ${CART_COUNT.size}em; padding: 0; border: 0; border-radius: var(--_sw-radius);
  background: transparent; color: inherit; font: inherit; cursor: pointer;
}
.count:hover { background: color-mix(in srgb, currentColor 12%, transparent); }
.badge {
  position: absolute; top: 0.1em; inset-inline-end: 0.1em; min-width: 1.4em; height: 1.4em; padding: 0 0.35em;
  border-radius: 0.7em; font-size: 0.75em; font-weight: 700; line-height: 1.4em; text-align: center;
  background: var(--_sw-color-primary); color: var(--_sw-color-on-primary);
}
.badge:empty, .badge[data-count="0"] { visibility: hidden; }
`;
