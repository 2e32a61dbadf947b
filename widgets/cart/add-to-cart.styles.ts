import { ADD_TO_CART } from './boxes';

/** `<add-to-cart>`: the shared button; the box keeps its height while the product loads. */
export const addToCartCss = `
:host { display: inline-block; min-width: ${ADD_TO_CART.minWidth}em; }
`;
