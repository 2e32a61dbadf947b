import { useContext } from 'react';
import { CartHeadingLevel } from './heading-level';

/** A heading's tag, `below` levels under the cart's own (the confirmation's list: 1). */
export const useCartHeading = (below = 0) =>
  `h${Math.min(useContext(CartHeadingLevel) + below, 6)}` as 'h2';
