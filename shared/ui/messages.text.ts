import { defineMessages, translator } from './i18n';

const en = {
  addToCart: 'Add to cart',
  adding: 'Adding…',
  added: '{name} added to cart.',
  addedButton: 'Added to cart',
  item: 'Item',
  tryAgain: 'Try again',
  quantityOf: 'Quantity of {name}',
  decrease: 'Decrease quantity of {name}',
  increase: 'Increase quantity of {name}',
  checkInput: 'Please check what you entered.',
  // No answer at all: offline, or the request blocked (a CSP, a firewall), which reads the same.
  offline: 'We could not connect. Check your connection and try again.',
  timedOut: 'This is taking too long to answer. Please try again.',
  ourSide: 'Something went wrong on our side. Please try again.',
  failed: 'Something went wrong. Please try again.',
  crashed: 'This part of the page could not be shown. Please reload the page.',
  refusedNavigation: 'This page could not be opened safely. Please let the site owner know.',
  onlyLeft: 'Only {count} left in stock.',
  // The platform's reason for refusing, in its words: English, so other languages say their own.
  refused: '{reason}',
};

export type SharedKey = keyof typeof en;

/** Text of the shared UI pieces (buttons, notices, steppers, fallback error sentences). */
export const useSharedText = defineMessages(en, { de: () => import('./messages.text.de') });

/** For code outside React (and tests): the English table. */
export const sharedEnglish = translator(en);
