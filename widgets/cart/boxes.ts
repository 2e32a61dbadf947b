/** The cart family's reserved boxes (see ../reserved-boxes.ts), in widget font-size units. */

/** `<cart-count>`: a fixed box whatever the count. */
export const CART_COUNT = { size: 2.75 };

/**
 * `<add-to-cart>`: the button's box (a 44px target), at least `minWidth` wide. The loader's sheet
 * keeps only its height: a button on a line of its own moves nothing sideways as it widens.
 */
export const ADD_TO_CART = { minWidth: 10, height: 2.75 };

/**
 * Inline `<shop-cart>`: a box of fixed minimum height in every state (loading, empty, filled),
 * so the page below stays put while it loads. Content taller than it (many lines, an error
 * message) grows only after the visitor acts.
 */
export const INLINE_CART = { minHeight: 15 }; // the loading skeleton's height
