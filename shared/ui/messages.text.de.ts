import type { AddToCartKey } from './add-to-cart-button.text';
import type { SharedKey } from './messages.text';

/** The shared text's German, and the add-to-cart button's (add-to-cart-button.text.ts). */
const de: Record<SharedKey | AddToCartKey, string> = {
  addToCart: 'In den Warenkorb',
  adding: 'Einen Moment…',
  added: '{name} wurde in den Warenkorb gelegt.',
  addedButton: 'Im Warenkorb',
  item: 'Artikel',
  tryAgain: 'Erneut versuchen',
  checkInput: 'Bitte prüfen Sie Ihre Eingaben.',
  offline: 'Keine Verbindung möglich. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  timedOut: 'Die Antwort dauert zu lange. Bitte versuchen Sie es erneut.',
  ourSide: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  crashed: 'Dieser Teil der Seite kann nicht angezeigt werden. Bitte laden Sie die Seite neu.',
  refusedNavigation:
    'Diese Seite konnte nicht sicher geöffnet werden. Bitte informieren Sie den Seitenbetreiber.',
  notSetUp:
    'Das ist auf dieser Website noch nicht verfügbar. Bitte informieren Sie den Seitenbetreiber.',
  onlyLeft: 'Nur noch {count} auf Lager.',
  refused: 'Das ging leider nicht. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
};

export default de;
