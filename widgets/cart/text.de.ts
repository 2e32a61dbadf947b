import type { CartKey } from './text';

const de: Record<CartKey, string> = {
  cartOne: 'Warenkorb, {count} Artikel',
  cartOther: 'Warenkorb, {count} Artikel',
  yourCart: 'Ihr Warenkorb',
  close: 'Schließen',
  empty: 'Ihr Warenkorb ist leer',
  loading: 'Warenkorb wird geladen…',
  needsProduct: 'Diese Schaltfläche braucht ein product-id- oder product-slug-Attribut.',
  notFound: 'Dieses Produkt ist nicht verfügbar.',
  chooseOptions: 'Optionen wählen',
  outOfStock: 'Ausverkauft',
  loadingOrder: 'Ihre Bestellung wird geladen…',
  notPlaced:
    'Ihre Bestellung wurde nicht aufgegeben: Die Zahlung ging nicht durch oder der Checkout wurde verlassen. Ihr Warenkorb ist unverändert.',
};

export default de;
