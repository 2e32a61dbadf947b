import type { CartKey } from './text';

const de: Record<CartKey, string> = {
  cartOne: 'Warenkorb, {count} Artikel',
  cartOther: 'Warenkorb, {count} Artikel',
  yourCart: 'Ihr Warenkorb',
  close: 'Schließen',
  empty: 'Ihr Warenkorb ist leer',
  items: 'Artikel in Ihrem Warenkorb',
  loading: 'Warenkorb wird geladen…',
  removed: '{name} entfernt',
  checkout: 'Zur Kasse',
  goingToCheckout: 'Weiter zur Kasse…',
  remove: 'Entfernen',
  removeLine: '{name} entfernen',
  quantityUpdated: 'Menge von {name} auf {quantity} geändert',
  was: 'Vorher ',
  each: 'pro Stück',
  fewLeft: 'Nur noch {count} verfügbar',
  gone: 'Nicht mehr verfügbar',
  fixMarked:
    'Bitte ändern oder entfernen Sie die oben markierten Artikel und gehen Sie dann zur Kasse.',
  item: 'Artikel',
  subtotal: 'Zwischensumme',
  discounts: 'Rabatte',
  shipping: 'Versand',
  tax: 'Steuern',
  total: 'Gesamt',
  calculating: 'Summen werden berechnet…',
  needsProduct: 'Diese Schaltfläche braucht ein product-id- oder product-slug-Attribut.',
  notFound: 'Dieses Produkt ist nicht verfügbar.',
  chooseOptions: 'Optionen wählen',
  outOfStock: 'Ausverkauft',
  loadingOrder: 'Ihre Bestellung wird geladen…',
  notPlaced:
    'Ihre Bestellung wurde nicht aufgegeben: Die Zahlung ging nicht durch oder der Checkout wurde verlassen. Ihr Warenkorb ist unverändert.',
};

export default de;
