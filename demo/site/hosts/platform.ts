/**
 * Sandbox data for the demo apps (product, collection and event lists), read with the platform
 * client from the page's own `<site-config>`.
 */
import { createPlatformClient, query } from '../../../shared/client';
import { emptyTokens } from '../../../shared/session';

export interface Choice {
  id: string;
  slug: string;
  name: string;
}

export interface ProductChoice extends Choice {
  variants: { id: string; label: string }[];
  inStock: boolean;
}

export function demoPlatform() {
  const config = document.querySelector('site-config');
  let tokens = emptyTokens();
  const client = createPlatformClient({
    apiBase: config?.getAttribute('api-base') ?? location.origin,
    clientId: config?.getAttribute('client-id') ?? '',
    session: { getTokens: () => tokens, setTokens: (next) => (tokens = next) },
  });
  return {
    async products(): Promise<ProductChoice[]> {
      const { products } = await client.catalog.queryProducts(query().limit(100).build());
      return products.map((product) => ({
        id: product.id,
        slug: product.slug ?? '',
        name: product.name,
        inStock: product.stock?.inStock !== false,
        variants: (product.manageVariants ? (product.variants ?? []) : []).map((variant) => ({
          id: variant.id,
          label: Object.values(variant.choices ?? {}).join(' / ') || variant.id,
        })),
      }));
    },
    async collections(): Promise<Choice[]> {
      const { collections } = await client.catalog.queryCollections(query().limit(50).build());
      return collections.map(({ id, slug, name }) => ({ id, slug: slug ?? '', name }));
    },
    async events(): Promise<Choice[]> {
      const { events } = await client.events.queryEvents({ paging: { limit: 50 } });
      return events.map(({ id, slug, title }) => ({ id, slug: slug ?? '', name: title }));
    },
  };
}

/** Items in a cart as `cart-updated` carries it. */
export const itemsIn = (cart: { lineItems?: { quantity: number }[] } | null | undefined): number =>
  cart?.lineItems?.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
