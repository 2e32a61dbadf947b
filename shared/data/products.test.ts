import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
import type { PlatformClient, Product, Query } from '../client';
import type { SiteConfig } from '../session';
import { LOADER_KEY, type EarlyStart } from '../client/auth/early-start';
import { emptyTokens } from '../client/auth/token-store';
import { ProductNotFoundError, productStoreOf } from './products';

afterEach(() => vi.useRealTimers());

type Filter = { [field: string]: { $in: string[] } };

/** A client whose catalog answers from `products`, or fails while `failures` lasts. */
function fakeClient(products: Product[], failures: unknown[] = []) {
  const asked: Filter[] = [];
  const queryProducts = vi.fn(async (query: Query) => {
    const filter = query.filter as Filter;
    asked.push(filter);
    if (failures.length) throw failures.shift();
    const [field, { $in }] = Object.entries(filter)[0]!;
    return {
      products: products.filter((p) => $in.includes(String(p[field as 'id' | 'slug']))),
    };
  });
  return { client: { catalog: { queryProducts } } as unknown as PlatformClient, asked };
}

/** No loader ran in these tests: no early products for this config. */
const CONFIG = { clientId: 'test-client', apiBase: 'http://127.0.0.1:1' } as SiteConfig;

const product = (id: string): Product => ({ id, slug: `slug-${id}`, name: id });
/** Until every listed name has a state (a product or an error). */
const settled = (store: ReturnType<typeof productStoreOf>, names: `${'id' | 'slug'} ${string}`[]) =>
  vi.waitFor(() => names.forEach((name) => expect(store.get(name)).toBeDefined()));

it('asks for products named in the same tick with one query per field, each once', async () => {
  const { client, asked } = fakeClient([product('a'), product('b')]);
  const store = productStoreOf(CONFIG, client);
  ['id a', 'id b', 'id a', 'slug slug-b'].forEach((name) => store.load(name as 'id a'));
  await settled(store, ['id a', 'id b', 'slug slug-b']);
  // One query per field, in either order (the id query first looks for the loader's answer).
  expect(asked).toHaveLength(2);
  expect(asked).toEqual(
    expect.arrayContaining([{ id: { $in: ['a', 'b'] } }, { slug: { $in: ['slug-b'] } }]),
  );
  expect(store.get('slug slug-a')).toMatchObject({ id: 'a' }); // either key finds it
});

it('splits more than 100 products into queries of 100', async () => {
  const ids = Array.from({ length: 150 }, (_, i) => `p${i}`);
  const { client, asked } = fakeClient(ids.map(product));
  const store = productStoreOf(CONFIG, client);
  ids.forEach((id) => store.load(`id ${id}`));
  await settled(store, [`id p0`, `id p149`]);
  expect(asked.map((filter) => filter.id!.$in.length)).toEqual([100, 50]);
});

it('tells the watchers of a product once when it arrives, and an unknown one as not found', async () => {
  const { client } = fakeClient([product('a')]);
  const store = productStoreOf(CONFIG, client);
  const heard = vi.fn();
  store.watch('id a', heard);
  store.load('id a');
  store.load('id nope');
  await settled(store, ['id a', 'id nope']);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(store.get('id nope')).toBeInstanceOf(ProductNotFoundError);
});

it('retries a failed query with back-off, and asks again on retry after giving up', async () => {
  vi.useFakeTimers();
  const down = Object.assign(new Error('down'), { status: 503 });
  const { client, asked } = fakeClient([product('a')], [down, down, down, down]);
  const store = productStoreOf(CONFIG, client);
  store.load('id a');
  await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000); // spec §9: 1 s, 2 s, 4 s
  expect(asked).toHaveLength(4);
  expect(store.get('id a')).toBe(down);
  store.load('id a'); // nothing new: it failed, and was not asked to retry
  store.load('id a', true);
  expect(store.get('id a')).toBeUndefined();
  await vi.advanceTimersByTimeAsync(0);
  expect(store.get('id a')).toMatchObject({ id: 'a' });
  expect(asked).toHaveLength(5);
});

it('asks again for every product that failed when the browser is back online', async () => {
  vi.useFakeTimers();
  const online = new EventTarget();
  vi.stubGlobal('addEventListener', online.addEventListener.bind(online));
  onTestFinished(() => void vi.unstubAllGlobals());
  const down = Object.assign(new Error('offline'), { status: 0 });
  const { client, asked } = fakeClient([product('a'), product('b')], [down, down, down, down]);
  const store = productStoreOf(CONFIG, client);
  online.dispatchEvent(new Event('online')); // nothing failed yet: nothing to ask
  await vi.advanceTimersByTimeAsync(0);
  expect(asked).toHaveLength(0);
  ['id a', 'id b'].forEach((name) => store.load(name as 'id a'));
  await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
  expect([store.get('id a'), store.get('id b')]).toEqual([down, down]);

  online.dispatchEvent(new Event('online'));
  expect(store.get('id a')).toBeUndefined(); // loading again, not failed
  await vi.advanceTimersByTimeAsync(0);
  expect([store.get('id a'), store.get('id b')]).toMatchObject([{ id: 'a' }, { id: 'b' }]);
  expect(asked.at(-1)).toEqual({ id: { $in: ['a', 'b'] } });
  online.dispatchEvent(new Event('online')); // all read: nothing more
  await vi.advanceTimersByTimeAsync(0);
  expect(asked).toHaveLength(5);
});

it("one card's retry asks again for every product that failed, in one query, not the missing ones", async () => {
  vi.useFakeTimers();
  const down = Object.assign(new Error('down'), { status: 503 });
  const { client, asked } = fakeClient([product('a'), product('b')], [down, down, down, down]);
  const store = productStoreOf(CONFIG, client);
  ['id a', 'id b'].forEach((name) => store.load(name as 'id a'));
  await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
  expect([store.get('id a'), store.get('id b')]).toEqual([down, down]);
  store.load('id gone');
  await vi.advanceTimersByTimeAsync(0);
  expect(store.get('id gone')).toBeInstanceOf(ProductNotFoundError);

  store.load('id a', true);
  await vi.advanceTimersByTimeAsync(0);
  expect(store.get('id b')).toMatchObject({ id: 'b' });
  expect(store.get('id gone')).toBeInstanceOf(ProductNotFoundError);
  expect(asked.at(-1)).toEqual({ id: { $in: ['a', 'b'] } });
});

it('tells the widgets of one answer in groups of 12, a task apart (one commit per group)', async () => {
  const ids = Array.from({ length: 30 }, (_, i) => `p${i}`);
  const { client } = fakeClient(ids.map(product));
  const store = productStoreOf(CONFIG, client);
  const told = () => ids.filter((id) => store.get(`id ${id}`) !== undefined);
  // Microtasks queued by the first group's last widget run before the next group is told.
  const afterFirstGroup = new Promise<string[]>((resolve) =>
    store.watch('id p11', () => queueMicrotask(() => resolve(told()))),
  );
  ids.forEach((id) => store.load(`id ${id}`));
  expect(await afterFirstGroup).toEqual(ids.slice(0, 12));
  await settled(store, ['id p29']);
});

it("holds the loader's products from its creation when their answer came first: no request", async () => {
  vi.useFakeTimers();
  // A first group now (the first one was not found), the rest a task later.
  const ids = ['gone', ...Array.from({ length: 12 }, (_, i) => `e${i + 1}`)];
  const config = { clientId: 'early-client', apiBase: 'http://127.0.0.1:2' } as SiteConfig;
  const early: EarlyStart = {
    clientId: config.clientId,
    apiBase: config.apiBase,
    tokens: Promise.resolve(emptyTokens()),
    products: new Promise(() => {}), // only `answered` is read
    answered: { ids, answer: JSON.stringify({ products: ids.slice(1).map(product) }) },
  };
  const host = globalThis as { [LOADER_KEY]?: { early: EarlyStart } };
  host[LOADER_KEY] = { early };
  onTestFinished(() => void delete host[LOADER_KEY]);
  const { client, asked } = fakeClient(ids.map(product));

  const store = productStoreOf(config, client);
  expect(store.get('id gone')).toBeInstanceOf(ProductNotFoundError);
  expect(store.get('id e11')).toEqual(product('e11'));
  expect(store.get('slug slug-e11')).toEqual(product('e11'));
  expect(store.get('id e12')).toBe(undefined);
  store.load('id e12');
  await vi.runAllTimersAsync();
  expect(store.get('id e12')).toEqual(product('e12'));
  expect(asked).toEqual([]);
});
