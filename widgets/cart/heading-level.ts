import { createContext } from 'react';

/**
 * The level of `<shop-cart>`'s headings, from its `heading-level`: 2 unless told. Only the
 * context is loaded up front; the headings read it in the lazy chunks (cart-heading.ts).
 */
export const CartHeadingLevel = createContext(2);
