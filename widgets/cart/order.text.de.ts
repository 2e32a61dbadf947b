import type { OrderKey } from './order.text';

const de: Record<OrderKey, string> = {
  orderThanks: 'Vielen Dank für Ihre Bestellung',
  orderNumber: 'Bestellnummer',
  orderItems: 'Ihre Bestellung',
  item: 'Artikel',
  subtotal: 'Zwischensumme',
  discounts: 'Rabatte',
  shipping: 'Versand',
  tax: 'Steuern',
  total: 'Gesamt',
  emailOnItsWay: 'Eine Bestätigung per E-Mail an {email} ist unterwegs.',
  emailOnItsWayNoAddress: 'Eine Bestätigung per E-Mail ist unterwegs.',
  continueShopping: 'Weiter einkaufen',
  myOrders: 'Meine Bestellungen',
};

export default de;
