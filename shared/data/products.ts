import { startTransition, useEffect, useReducer } from 'react';
import { query, type PlatformClient, type Product } from '../client';
import { createBatcher } from './batch';
import { retryDelay, shouldRetry } from './query-client';
import { usePlatform } from './use-platform';

export type ProductKey = { id: string } | { slug: string };

export const productKeys = {
  /** Offset pages of a collection (`*`: the whole store) in one order (product-pages.ts). */
  pages: (collectionId: string | undefined, sort: string, pageSize: number) =>
    ['product-list', collectionId ?? '*', sort, pageSize] as const,
};

type Field = 'id' | 'slug';

export class ProductNotFoundError extends Error {
  override name = 'ProductNotFoundError';
  constructor(key: ProductKey) {
    super(`No product with ${'id' in key ? `id "${key.id}"` : `slug "${key.slug}"`}.`);
  }
}

/** The one place a batch of products is fetched by id or slug. */
async function fetchProducts(client: PlatformClient, field: Field, values: string[]) {
  const { products } = await client.catalog.queryProducts(
    query().in(field, values).limit(values.length).build(),
  );
  return new Map(products.map((product) => [String(product[field]), product]));
}

/** What the page knows of one product key: the product, why it failed, or nothing yet. */
export type ProductState = Product | Error | undefined;

const nameOf = (key: ProductKey) => ('id' in key ? `id ${key.id}` : `slug ${key.slug}`);

/**
 * The page's products by key, for every widget of one platform client. A widget reads its own
 * key and hears only of changes to it: no query observer, result object or cache entry per
 * card, and a page of cards whose products arrive together re-renders once, in a transition.
 * Reads asked for in the same tick go out as one `$in` query; a failed one is retried like
 * every query of the page (spec §9).
 */
class ProductStore {
  private states = new Map<string, ProductState>();
  private watchers = new Map<string, Set<() => void>>();
  private batchers: Record<Field, (value: string) => Promise<Product | undefined>>;

  constructor(client: PlatformClient) {
    const batchBy = (field: Field) =>
      createBatcher<string, Product>((values) => fetchProducts(client, field, values));
    this.batchers = { id: batchBy('id'), slug: batchBy('slug') };
  }

  get(key: ProductKey): ProductState {
    return this.states.get(nameOf(key));
  }

  watch(key: ProductKey, listener: () => void): () => void {
    const name = nameOf(key);
    let listeners = this.watchers.get(name);
    if (!listeners) this.watchers.set(name, (listeners = new Set()));
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Fetches the product unless it is here or on its way. */
  load(key: ProductKey): void {
    if (this.states.has(nameOf(key))) return;
    this.states.set(nameOf(key), undefined);
    void this.fetch(key, 0);
  }

  /** Asks again for a product that failed. */
  retry(key: ProductKey): void {
    this.set(nameOf(key), undefined);
    void this.fetch(key, 0);
  }

  /** A product the page got another way (a list's page): either of its keys now finds it. */
  put(product: Product): void {
    this.set(nameOf({ id: product.id }), product);
    if (product.slug) this.set(nameOf({ slug: product.slug }), product);
  }

  private async fetch(key: ProductKey, failures: number): Promise<void> {
    try {
      const product =
        'id' in key ? await this.batchers.id(key.id) : await this.batchers.slug(key.slug);
      if (product) this.put(product);
      else this.set(nameOf(key), new ProductNotFoundError(key));
    } catch (error) {
      if (shouldRetry(failures, error))
        setTimeout(() => void this.fetch(key, failures + 1), retryDelay(failures, error));
      else this.set(nameOf(key), error instanceof Error ? error : new Error(String(error)));
    }
  }

  private set(name: string, state: ProductState): void {
    if (this.states.has(name) && this.states.get(name) === state) return;
    this.states.set(name, state);
    this.watchers.get(name)?.forEach((listener) => listener());
  }
}

let stores = new WeakMap<PlatformClient, ProductStore>();

/** Forgets every product the page has read (tests start each case from an empty page). */
export const forgetProducts = (): void => void (stores = new WeakMap());

export function productStoreOf(client: PlatformClient): ProductStore {
  let store = stores.get(client);
  if (!store) stores.set(client, (store = new ProductStore(client)));
  return store;
}

const bump = (count: number) => count + 1;

/**
 * One product by id or slug from the page's product store, read by its key. Its arrival
 * renders in a transition: cards whose products come in one answer render in slices.
 */
export function useProduct(key: ProductKey | null) {
  const store = productStoreOf(usePlatform());
  const state = key ? store.get(key) : undefined;
  const [, changed] = useReducer(bump, 0);
  const field: Field = key && 'id' in key ? 'id' : 'slug';
  const value = key ? ('id' in key ? key.id : key.slug) : '';
  useEffect(() => {
    if (!value) return;
    const at = { [field]: value } as ProductKey;
    const stop = store.watch(at, () => startTransition(changed));
    store.load(at);
    // What changed between this render and the subscription.
    if (store.get(at) !== state) startTransition(changed);
    return stop;
  }, [store, field, value, state]);
  const failed = state instanceof Error;
  return {
    product: failed ? undefined : state,
    error: failed ? state : null,
    retry: () => key && store.retry(key),
  };
}
