/**
 * The catalogue's default test handlers: products in the wire shape and a small fake catalogue
 * (and add-to-cart) behind msw, for any widget family's tests; override per test with
 * `server.use`.
 */
import { HttpResponse } from 'msw';
import type { Product } from '..';
import { recorder, type Seen } from './msw';
import { applicationError } from './answers';

const price = (amount: number, discounted = amount) => ({
  currency: 'USD',
  price: amount,
  discountedPrice: discounted,
});

const image = (id: string, title: string) => ({
  id,
  mediaType: 'image',
  title,
  image: { id, url: `https://img.test/${id}.png`, width: 600, height: 600 },
});

/** A product without options: one default variant, inventory not tracked. */
export function simpleProduct(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    slug: `slug-${id}`,
    visible: true,
    description: `<p>About ${id}</p>`,
    price: price(20),
    priceData: price(20),
    stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
    media: { mainMedia: image(`${id}-1`, `${id} front`), items: [image(`${id}-1`, `${id} front`)] },
    productOptions: [],
    manageVariants: false,
    variants: [
      {
        id: '00000000-0000-0000-0000-000000000000',
        choices: {},
        variant: { priceData: price(20), visible: true },
        stock: { trackQuantity: false, inStock: true },
      },
    ],
    collectionIds: [],
    createdDate: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const variant = (size: string, colour: string, amount: number, quantity: number) => ({
  id: `v-${size}-${colour.slice(1)}`,
  choices: { Size: size, Colour: colour },
  variant: { priceData: price(amount), visible: true },
  stock: { trackQuantity: true, quantity, inStock: quantity > 0 },
});

/** A tee with a Size drop-down and a Colour swatch; M costs more, M in white is sold out. */
export function teeShirt(overrides: Partial<Product> = {}): Product {
  return simpleProduct('tee', {
    name: 'Tour tee',
    price: price(25),
    priceData: price(25),
    stock: {
      trackInventory: true,
      quantity: 9,
      inStock: true,
      inventoryStatus: 'PARTIALLY_OUT_OF_STOCK',
    },
    media: {
      mainMedia: image('tee-1', 'Tee front'),
      items: [image('tee-1', 'Tee front'), image('tee-2', 'Tee back'), image('tee-3', 'Tee tag')],
    },
    manageVariants: true,
    productOptions: [
      {
        optionType: 'drop_down',
        name: 'Size',
        choices: [
          { value: 'S', description: 'S', inStock: true, visible: true },
          { value: 'M', description: 'M', inStock: true, visible: true },
        ],
      },
      {
        optionType: 'color',
        name: 'Colour',
        choices: [
          { value: '#000000', description: 'Black', inStock: true, visible: true },
          { value: '#ffffff', description: 'White', inStock: true, visible: true },
        ],
      },
    ],
    variants: [
      variant('S', '#000000', 25, 3),
      variant('S', '#ffffff', 25, 4),
      variant('M', '#000000', 30, 2),
      variant('M', '#ffffff', 30, 0),
    ],
    additionalInfoSections: [{ title: 'Shipping', description: '<p>Ships in 3 days.</p>' }],
    ...overrides,
  });
}

type Filter = Record<string, Record<string, unknown[]> | undefined>;
type Query = {
  filter?: Filter;
  sort?: { fieldName: string; order: 'ASC' | 'DESC' }[];
  paging?: { limit?: number; offset?: number };
};

const SORT_FIELD: Record<string, (p: Product) => string | number> = {
  price: (p) => p.price?.price ?? 0,
  name: (p) => p.name,
  createdDate: (p) => String(p.createdDate ?? ''),
};

function answerQuery(products: Product[], { filter = {}, sort = [], paging = {} }: Query) {
  const ids = filter.id?.$in;
  const slugs = filter.slug?.$in;
  const collections = filter.collectionIds?.$hasSome;
  let found = products.filter(
    (p) =>
      (!ids || ids.includes(p.id)) &&
      (!slugs || slugs.includes(p.slug)) &&
      (!collections || collections.some((c) => p.collectionIds?.includes(String(c)))),
  );
  for (const { fieldName, order } of [...sort].reverse()) {
    const key = SORT_FIELD[fieldName]!;
    found = [...found].sort((a, b) => {
      const diff = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
      return order === 'DESC' ? -diff : diff;
    });
  }
  const offset = paging.offset ?? 0;
  const page = found.slice(offset, offset + (paging.limit ?? 50));
  return {
    products: page,
    metadata: { count: page.length, offset, total: found.length, tooManyToCount: false },
  };
}

const notFound = (what: string) => applicationError(404, 'NOT_FOUND', `${what} not found`);

/** Answers the line items it was sent as the cart. */
function cartAnswer(seen: Seen) {
  const { lineItems = [] } = seen.body as { lineItems?: Array<Record<string, unknown>> };
  return HttpResponse.json({
    cart: {
      id: 'cart-1',
      currency: 'USD',
      lineItems: lineItems.map((item, i) => ({ id: `line-${i}`, ...item })),
    },
  });
}

/**
 * A catalogue of `products` (filter by id, slug, collection; sort; offset paging), collections
 * by id or slug and add-to-cart. `seen` records every request but the token endpoint.
 */
export function fakePlatform(
  products: Product[],
  collections: { id: string; slug: string; name: string }[] = [],
) {
  return recorder((seen) => {
    if (seen.path === '/stores-reader/v1/products/query-platformized')
      return HttpResponse.json(answerQuery(products, (seen.params.query ?? {}) as Query));
    if (seen.path.startsWith('/v2/collections/')) {
      const [by, value] = seen.path.split('/').slice(-2).map(decodeURIComponent);
      const collection = collections.find((c) => (by === 'slug' ? c.slug : c.id) === value);
      return collection ? HttpResponse.json({ collection }) : notFound(`Collection ${value}`);
    }
    if (seen.path === '/ecom/v1/carts/current/add-to-cart') return cartAnswer(seen);
    return notFound(seen.path);
  });
}

export const productQueries = (seen: Seen[]) =>
  seen.filter((s) => s.path === '/stores-reader/v1/products/query-platformized');
