import type { PanelKey } from './panel.text';

const de: Record<PanelKey, string> = {
  items: 'Artikel in Ihrem Warenkorb',
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
  lapsed: 'Ihr Warenkorb ist leer: Der Warenkorb Ihres letzten Besuchs ist abgelaufen.',
};

export default de;
