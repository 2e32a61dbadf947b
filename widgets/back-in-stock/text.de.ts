import type { BackInStockKey } from './text';

const de: Record<BackInStockKey, string> = {
  already:
    'Sie stehen für diesen Artikel bereits auf der Liste. Wir schreiben Ihnen, sobald er wieder da ist.',
  thanks: 'Danke! Wir schreiben an {email}, sobald {name} wieder auf Lager ist.',
  otherEmail: 'Andere E-Mail-Adresse verwenden',
  invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.',
  noEmail: 'Geben Sie Ihre E-Mail-Adresse ein.',
  title: '{name} ist ausverkauft. Erhalten Sie eine E-Mail, sobald es wieder da ist.',
  email: 'E-Mail',
  sending: 'Wird gesendet…',
  notifyMe: 'Benachrichtigen',
  needsProduct: 'Dieses Formular braucht ein product-id- oder product-slug-Attribut.',
  notFound: 'Dieses Produkt ist nicht verfügbar.',
  noVariant: 'Dieses Produkt hat keine Variante „{variant}“.',
};

export default de;
