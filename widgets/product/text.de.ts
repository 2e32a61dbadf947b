import type { DetailsKey } from './details.text';
import type { ListKey } from './list.text';
import type { ProductKey } from './text';

/** The whole family's German: the card's, the details' and the list's tables (see text.ts). */
const de: Record<ProductKey | DetailsKey | ListKey, string> = {
  inStock: 'Auf Lager',
  partlyOut: 'Teils ausverkauft',
  outOfStock: 'Ausverkauft',
  fewLeft: 'Nur noch {count} verfügbar',
  notAvailable: 'Nicht verfügbar',
  chooseOptions: 'Optionen wählen',
  close: 'Schließen',
  fullDetails: 'Alle Details',
  chooseA: '{option} wählen',
  allInCart: 'Alle {count} im Warenkorb',
  allInCartOne: 'Das einzige ist im Warenkorb',
  choiceOut: '{name} (ausverkauft)',
  originalPrice: 'Ursprünglicher Preis: ',
  salePrice: 'Angebotspreis: ',
  priceFrom: 'Ab ',
  imagesOf: 'Bilder von {name}',
  showImage: 'Bild {n} von {count} anzeigen',
  notifyMe: 'Benachrichtigen',
  loading: 'Wird geladen…',
  notFound: 'Dieses Produkt ist nicht verfügbar.',
  needsProduct: 'Fügen Sie <{tag}> ein product-id- oder product-slug-Attribut hinzu.',
  loadMore: 'Mehr laden',
  sortBy: 'Sortieren nach',
  featured: 'Empfohlen',
  'price-asc': 'Preis: aufsteigend',
  'price-desc': 'Preis: absteigend',
  name: 'Name',
  newest: 'Neueste',
  products: 'Produkte',
  noCollection: 'Diese Produkte sind nicht verfügbar.',
  productsOf: 'Produkte: {name}',
  noProducts: 'Noch keine Produkte',
  showing: '{n} von {total} Produkten werden angezeigt.',
};

export default de;
