import { defineMessages } from '../../shared/ui';
import { loadGerman } from './text';

/** Text of `<product-details>` and the quick view: loaded with them, not with the card. */
const en = {
  notAvailable: 'Not available',
  close: 'Close',
  fullDetails: 'Full details',
  chooseA: 'Choose a {option}',
  allInCart: 'All {count} in your cart',
  allInCartOne: 'The only one is in your cart',
  choiceOut: '{name} (out of stock)',
  imagesOf: 'Images of {name}',
  showImage: 'Show image {n} of {count}',
};

export type DetailsKey = keyof typeof en;

export const useDetailsText = defineMessages(en, { de: loadGerman });
