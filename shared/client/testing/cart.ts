/**
 * The cart's default test handlers: an in-memory store platform for msw that really changes
 * its cart, so widget tests see the answers a server would give; override per test with
 * `server.use`.
 */
import { http, HttpResponse } from 'msw';
import { API, tokenEndpoint } from './msw';
import {
  decodeR,
  STORES_APP_ID,
  type Cart,
  type LineItem,
  type NewLineItem,
  type Product,
} from '..';
import { applicationError } from './answers';

export const TSHIRT: Product = {
  id: 'prod-tshirt',
  name: 'Tour T-shirt',
  slug: 'tour-t-shirt',
  productOptions: [
    { optionType: 'drop_down', name: 'Size', choices: [{ value: 'M' }, { value: 'L' }] },
  ],
  variants: [
    { id: 'var-m', choices: { Size: 'M' }, stock: { inStock: true } },
    { id: 'var-l', choices: { Size: 'L' }, stock: { inStock: true } },
  ],
};

export const MUG: Product = { id: 'prod-mug', name: 'Mug', slug: 'mug', stock: { inStock: true } };

const PRICES: Record<string, number> = { [TSHIRT.id]: 25, [MUG.id]: 12 };
const COUPONS: Record<string, number> = { SAVE10: 0.1 };

const money = (amount: number) => ({ amount: amount.toFixed(2) });

export function line(product: Product, quantity: number, variantId?: string): LineItem {
  return {
    id: `line-${product.id}`,
    quantity,
    catalogReference: {
      catalogItemId: product.id,
      appId: STORES_APP_ID,
      options: variantId ? { variantId } : {},
    },
    productName: { original: product.name },
    price: money(PRICES[product.id]!),
    fullPrice: money(PRICES[product.id]!),
    descriptionLines: variantId
      ? [{ name: { original: 'Size' }, plainText: { original: 'M' } }]
      : [],
  };
}

let clock = 0;

/** The platform's state for one test, and what the widgets asked of it. */
export class FakeStore {
  cart: Cart | null = null;
  coupon: string | null = null;
  requests: string[] = [];

  withLines(...lines: LineItem[]): this {
    this.cart = { id: 'cart-1', currency: 'USD', lineItems: lines, updatedDate: stamp() };
    return this;
  }

  count(request: string): number {
    return this.requests.filter((seen) => seen === request).length;
  }

  /** Saves a change and answers the cart as the platform would, priced and stamped. */
  save(lines: LineItem[]): Response {
    this.cart = {
      id: this.cart?.id ?? 'cart-1',
      currency: 'USD',
      lineItems: lines,
      appliedDiscounts: this.coupon ? [{ coupon: { id: 'c1', code: this.coupon } }] : [],
      subtotal: money(subtotalOf(lines)),
      updatedDate: stamp(),
    };
    return HttpResponse.json({ cart: this.cart });
  }
}

const stamp = () => new Date(Date.UTC(2030, 0, 1) + ++clock * 1000).toISOString();

const subtotalOf = (lines: LineItem[]) =>
  lines.reduce((sum, item) => sum + Number(item.price?.amount) * item.quantity, 0);

const CART = `${API}/ecom/v1/carts/current`;

/** msw handlers over `store()`: the current test's FakeStore. */
export function storeHandlers(store: () => FakeStore) {
  const seen = (request: Request) => {
    const { pathname } = new URL(request.url);
    store().requests.push(`${request.method} ${pathname}`);
  };
  const lines = () => store().cart?.lineItems ?? [];
  const body = async <T>(request: Request) => (await request.json()) as T;
  return [
    tokenEndpoint().handler,
    http.get(CART, ({ request }) => {
      seen(request);
      const { cart } = store();
      return cart
        ? HttpResponse.json({ cart })
        : applicationError(404, 'OWNED_CART_NOT_FOUND', 'There is no current cart');
    }),
    http.post(`${CART}/add-to-cart`, async ({ request }) => {
      seen(request);
      const { lineItems } = await body<{ lineItems: NewLineItem[] }>(request);
      const added = lineItems.map(({ catalogReference, quantity }) => {
        const product = [TSHIRT, MUG].find((p) => p.id === catalogReference.catalogItemId)!;
        return line(product, quantity, catalogReference.options?.variantId as string);
      });
      // The same product and variant again adds to its line, as the platform does.
      const merged = lines().map((l) => {
        const again = added.find((a) => a.id === l.id);
        return again ? { ...l, quantity: l.quantity + again.quantity } : l;
      });
      const fresh = added.filter((a) => !merged.some((l) => l.id === a.id));
      return store().save([...merged, ...fresh]);
    }),
    http.post(`${CART}/update-line-items-quantity`, async ({ request }) => {
      seen(request);
      const { lineItems } = await body<{ lineItems: Array<{ id: string; quantity: number }> }>(
        request,
      );
      const wanted = new Map(lineItems.map((item) => [item.id, item.quantity]));
      return store().save(lines().map((l) => ({ ...l, quantity: wanted.get(l.id) ?? l.quantity })));
    }),
    http.post(`${CART}/remove-line-items`, async ({ request }) => {
      seen(request);
      const { lineItemIds } = await body<{ lineItemIds: string[] }>(request);
      return store().save(lines().filter((l) => !lineItemIds.includes(l.id)));
    }),
    http.patch(CART, async ({ request }) => {
      seen(request);
      const { couponCode = '' } = await body<{ couponCode?: string }>(request);
      const code = couponCode.toUpperCase();
      if (!(code in COUPONS)) {
        return applicationError(
          400,
          'COUPON_DOES_NOT_EXIST',
          `Coupon ${couponCode} does not exist`,
        );
      }
      store().coupon = code;
      return store().save(lines());
    }),
    http.post(`${CART}/remove-coupon`, ({ request }) => {
      seen(request);
      store().coupon = null;
      return store().save(lines());
    }),
    http.post(`${CART}/estimate-totals`, ({ request }) => {
      seen(request);
      const subtotal = subtotalOf(lines());
      const discount = store().coupon ? subtotal * COUPONS[store().coupon!]! : 0;
      const tax = (subtotal - discount) * 0.08;
      return HttpResponse.json({
        priceSummary: {
          subtotal: money(subtotal),
          discount: money(discount),
          shipping: money(5),
          tax: money(tax),
          total: money(subtotal - discount + 5 + tax),
        },
        currency: 'USD',
      });
    }),
    http.post(`${CART}/create-checkout`, ({ request }) => {
      seen(request);
      // As the platform: no cart, no checkout.
      return store().cart
        ? HttpResponse.json({ checkoutId: 'checkout-1' })
        : applicationError(404, 'OWNED_CART_NOT_FOUND', 'There is no current cart');
    }),
    http.post(`${API}/_api/redirects-api/v1/redirect-session`, ({ request }) => {
      seen(request);
      const fullUrl = `${API}/hosted/checkout/checkout-1`;
      return HttpResponse.json({ redirectSession: { id: 'rs-1', fullUrl } });
    }),
    http.get(`${API}/stores-reader/v1/products/query-platformized`, ({ request }) => {
      seen(request);
      const params = decodeR(new URL(request.url).searchParams.get('.r') ?? '') as {
        query: { filter: { id?: { $in: string[] }; slug?: { $in: string[] } } };
      };
      const { id, slug } = params.query.filter;
      return HttpResponse.json({
        products: [TSHIRT, MUG].filter(
          (p) => id?.$in.includes(p.id) || (p.slug && slug?.$in.includes(p.slug)),
        ),
      });
    }),
  ];
}
