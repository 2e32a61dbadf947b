/**
 * Sizes of the boxes widgets reserve (reserved-boxes.ts) are in units of the widget font size:
 * inside the shadow root that is `em`; on the host (outside, where the page's own font size
 * applies) it is `var(--sw-font-size, 16px)`: the shadow root's private `--_sw-*` tokens do not
 * exist there (see shared/element/tokens.ts; a test keeps this 16px equal to the default
 * there: the loader must not import that table).
 */

const UNIT = 'var(--sw-font-size, 16px)';

/** `n` widget-font-size units, usable on the host element (one unit is the unit itself). */
export const u = (n: number) => (n === 1 ? UNIT : `calc(${n} * ${UNIT})`);
