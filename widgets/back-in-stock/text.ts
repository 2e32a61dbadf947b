import { defineMessages } from '../../shared/ui';

const en = {
  already: "You're already on the list for this item. We'll email you when it's back.",
  thanks: "Thanks! We'll email {email} when {name} is back in stock.",
  otherEmail: 'Use a different email',
  invalidEmail: 'Enter a valid email address, like name@example.com.',
  noEmail: 'Enter your email address.',
  title: "{name} is out of stock. Get an email when it's back.",
  email: 'Email',
  sending: 'Sending…',
  notifyMe: 'Notify me',
  needsProduct: 'This form needs a product-id or product-slug attribute.',
  notFound: 'This product is not available.',
  noVariant: 'This product has no variant "{variant}".',
};

export type BackInStockKey = keyof typeof en;

/** The back-in-stock family's text; German loads on demand. */
export const useBackInStockText = defineMessages(en, { de: () => import('./text.de') });
