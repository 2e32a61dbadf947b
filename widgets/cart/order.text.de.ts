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
  orderUnavailable:
    'Diese Bestellung kann hier nicht angezeigt werden. Wenn Sie sie aufgegeben haben, finden Sie die Bestätigung in Ihrer E-Mail.',
  myOrders: 'Meine Bestellungen',
};

export default de;
