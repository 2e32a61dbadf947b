import { defineMessages } from './i18n';

/** Text of the shared UI pieces (buttons, notices, steppers). */
export const useSharedText = defineMessages({
  en: {
    addToCart: 'Add to cart',
    adding: 'Adding…',
    added: '{name} added to cart.',
    item: 'Item',
    tryAgain: 'Try again',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
  },
  de: {
    addToCart: 'In den Warenkorb',
    adding: 'Wird hinzugefügt…',
    added: '{name} wurde in den Warenkorb gelegt.',
    item: 'Artikel',
    tryAgain: 'Erneut versuchen',
    decrease: 'Menge verringern',
    increase: 'Menge erhöhen',
  },
});
