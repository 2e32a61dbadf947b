import { startTransition, useEffect, useReducer } from 'react';
import type { PlatformClient, Product } from '../client';
import { inQuery } from '../client/in-query';
import type { SiteConfig } from '../session';
import { earlyProducts, earlyProductsNow } from './early-products';
import { platformFor } from './platform';
import { retryDelay, shouldRetry } from './query-client';
import { useSiteConfig } from './use-platform';

export type ProductKey = { id: string } | { slug: string };

/** The attributes a widget names its product by. */
export interface ProductRefProps {
  productId?: string;
  productSlug?: string;
}

/** The product those attributes name, by id before slug; null when they name none. */
export const productKeyOf = ({ productId, productSlug }: ProductRefProps): ProductKey | null =>
  productId ? { id: productId } : productSlug ? { slug: productSlug } : null;

type Field = 'id' | 'slug';

/** Products per `$in` query. */
const MAX_BATCH = 100;
/**
 * Products of one answer told to their widgets per task. Each group's widgets re-render in a
 * transition of their own, so React commits them group by group (a commit is never sliced):
 * the first cards (in the page's order) show first and no commit is a long task.
 */
const RENDER_GROUP = 12;

export class ProductNotFoundError extends Error {
  override name = 'ProductNotFoundError';
  /** As the platform's answer for an unknown id would be. */
  readonly status = 404;
  constructor(field: Field, value: string) {
    super(`No product with ${field} "${value}".`);
  }
}

/**
 * The one place a batch of products is fetched by id or slug: from the loader's early query
 * when it asked for these ids, else from the platform.
 */
async function fetchProducts(
  client: PlatformClient,
  config: SiteConfig,
  field: Field,
  values: string[],
) {
  const products =
    (field === 'id' && (await earlyProducts(config, values))) ||
    (await client.catalog.queryProducts(inQuery(field, values))).products;
  return new Map(products.map((product) => [String(product[field]), product]));
}

/** What the page knows of one product: the product, why it failed, or nothing yet. */
export type ProductState = Product | Error | undefined;

/** `id …` or `slug …`: a product's name in the store. */
type Name = `${Field} ${string}`;

export interface ProductStore {
  get(name: Name): ProductState;
  /** Calls `listener` when that product's state changes; returns the unsubscribe. */
  watch(name: Name, listener: () => void): () => void;
  /** Fetches the product unless it is here or on its way; `again`: also when it failed. */
  load(name: Name, again?: boolean): void;
  /** A product the page got another way (a list's page): either of its keys now finds it. */
  put(product: Product): void;
}

/**
 * The page's products by id and by slug, for every widget of one platform client. A widget
 * reads its own product and hears only of changes to it: no query observer, result object or
 * cache entry per card, and cards whose products arrive together re-render once, in a
 * transition. Products asked for in the same tick go out as one `$in` query per field (like
 * DataLoader: a macrotask, since elements upgraded in one task may mount over a few commits);
 * a failed query is retried like every query of the page (spec §9). When the loader's query
 * answered before the runtime started, the store starts with those products.
 */
/** A read that failed and may work again: not a product the platform said is not there. */
const isFailure = (state: ProductState) =>
  state instanceof Error && !(state instanceof ProductNotFoundError);

function createProductStore(client: PlatformClient, config: SiteConfig): ProductStore {
  const states = new Map<Name, ProductState>();
  const watchers = new Map<Name, Set<() => void>>();
  const queued = new Set<Name>();

  const set = (name: Name, state: ProductState) => {
    const was = states.get(name);
    states.set(name, state);
    if (was !== state) watchers.get(name)?.forEach((listener) => listener());
  };
  const put = (product: Product) => {
    set(`id ${product.id}`, product);
    if (product.slug) set(`slug ${product.slug}`, product);
  };
  const answer = (field: Field, value: string, found: Map<string, Product>) => {
    const product = found.get(value);
    if (product) put(product);
    else set(`${field} ${value}`, new ProductNotFoundError(field, value));
  };
  /** Tells the widgets of `values` their products, one RENDER_GROUP per task, the first now. */
  const deliver = async (field: Field, values: string[], found: Map<string, Product>) => {
    for (let start = 0; start < values.length; start += RENDER_GROUP) {
      if (start) await new Promise((resolve) => setTimeout(resolve));
      for (const value of values.slice(start, start + RENDER_GROUP)) answer(field, value, found);
    }
  };
  const fetch = async (field: Field, values: string[], failures: number): Promise<void> => {
    try {
      await deliver(field, values, await fetchProducts(client, config, field, values));
    } catch (error) {
      if (shouldRetry(failures, error))
        setTimeout(() => void fetch(field, values, failures + 1), retryDelay(failures, error));
      else for (const value of values) set(`${field} ${value}`, error as Error);
    }
  };
  const flush = () => {
    const names = [...queued];
    queued.clear();
    for (const field of ['id', 'slug'] as const) {
      const values = names.filter((name) => name.startsWith(`${field} `));
      for (let start = 0; start < values.length; start += MAX_BATCH) {
        const batch = values.slice(start, start + MAX_BATCH);
        void fetch(
          field,
          batch.map((name) => name.slice(field.length + 1)),
          0,
        );
      }
    }
  };

  const failures = () => [...states.keys()].filter((key) => isFailure(states.get(key)));
  const ask = (names: Name[]) => {
    if (!queued.size && names.length) setTimeout(flush);
    for (const name of names) {
      set(name, undefined);
      queued.add(name);
    }
  };
  // Back online, what the page could not read is asked for again, as a Try again would. (No
  // window when a React app renders on its server.)
  globalThis.addEventListener?.('online', () => ask(failures()), { signal: forgotten.signal });

  // Read once, as the store is made: the first cards' first render then shows them, no
  // skeleton first. The others are on their way too: no request of their own.
  const early = earlyProductsNow(config);
  if (early) {
    for (const id of early.ids) states.set(`id ${id}`, undefined);
    void deliver('id', early.ids, new Map(early.products.map((product) => [product.id, product])));
  }

  return {
    get: (name) => states.get(name),
    watch(name, listener) {
      const listeners = watchers.get(name) ?? new Set();
      watchers.set(name, listeners.add(listener));
      return () => listeners.delete(listener);
    },
    load(name, again) {
      if (states.has(name) && !(again && states.get(name) instanceof Error)) return;
      // One card's Try again tries every product the page could not read (one outage).
      ask(again ? failures() : [name]);
    },
    put,
  };
}

let stores = new WeakMap<PlatformClient, ProductStore>();
let forgotten = new AbortController();

/**
 * Forgets every product the page has read, and its stores stop listening (tests start each case
 * from an empty page).
 */
export function forgetProducts(): void {
  forgotten.abort();
  forgotten = new AbortController();
  stores = new WeakMap();
}

/** The product store of `config`'s platform client (tests give their own client). */
export function productStoreOf(
  config: SiteConfig,
  client: PlatformClient = platformFor(config),
): ProductStore {
  let store = stores.get(client);
  if (!store) stores.set(client, (store = createProductStore(client, config)));
  return store;
}

const bump = (count: number) => count + 1;

/**
 * One product by id or slug, read from the page's product store. Its arrival renders in a
 * transition: cards whose products come in one answer render in slices, not in one task.
 */
export function useProduct(key: ProductKey | null) {
  const store = productStoreOf(useSiteConfig());
  const name: Name | null = key && ('id' in key ? `id ${key.id}` : `slug ${key.slug}`);
  const state = name ? store.get(name) : undefined;
  const [, changed] = useReducer(bump, 0);
  useEffect(() => {
    if (!name) return;
    const stop = store.watch(name, () => startTransition(changed));
    store.load(name);
    // What changed between this render and the subscription.
    if (store.get(name) !== state) startTransition(changed);
    return stop;
  }, [store, name, state]);
  const failed = state instanceof Error;
  return {
    product: failed ? undefined : state,
    error: failed ? state : null,
    retry: () => name && store.load(name, true),
  };
}
