import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyProducts, earlyProductsNow } from './early-products';
import { LOADER_KEY, type EarlyStart } from '../client/auth/early-start';
import { emptyTokens } from '../client/auth/token-store';
import { DEFAULT_TIMEOUT_MS } from '../client/transport';
import type { SiteConfig } from '../session';

const API = 'https://platform.test';
const config: SiteConfig = { clientId: 'client-1', apiBase: API, locale: 'en-US' };

type Host = typeof globalThis & { [LOADER_KEY]?: { early?: EarlyStart } };

const product = (id: string) => ({ id, name: `Product ${id}` });

/** The loader asked for `ids` at client-1/API and the platform answered these products. */
function loaderAsked(ids: string[], answer: unknown, early: Partial<EarlyStart> = {}) {
  (globalThis as Host)[LOADER_KEY] = {
    early: {
      clientId: 'client-1',
      apiBase: API,
      tokens: Promise.resolve(emptyTokens()),
      products: Promise.resolve({ ids, answer: JSON.stringify(answer) }),
      ...early,
    },
  };
}

afterEach(() => {
  delete (globalThis as Host)[LOADER_KEY];
});

describe("the product batcher and the loader's first query", () => {
  it("ids the loader asked for: its answer for them, in the runtime's own parse", async () => {
    loaderAsked(['a1', 'a2', 'a3'], { products: [product('a1'), product('a2'), product('a3')] });
    await expect(earlyProducts(config, ['a3', 'a1'])).resolves.toEqual([
      product('a1'),
      product('a3'),
    ]);
  });

  it('answers each id once: a later read of it (a refetch, an invalidation) asks the platform', async () => {
    loaderAsked(['b1', 'b2'], { products: [product('b1'), product('b2')] });
    await expect(earlyProducts(config, ['b1'])).resolves.toEqual([product('b1')]);
    await expect(earlyProducts(config, ['b1'])).resolves.toBe(undefined);
    await expect(earlyProducts(config, ['b2'])).resolves.toEqual([product('b2')]);
  });

  it('an id the loader did not ask for (a card added later): undefined, for the whole batch', async () => {
    loaderAsked(['c1'], { products: [product('c1')] });
    await expect(earlyProducts(config, ['c1', 'c2'])).resolves.toBe(undefined);
    await expect(earlyProducts(config, ['c1'])).resolves.toEqual([product('c1')]);
  });

  it('asked for but not found: not in the answer, as the platform says', async () => {
    loaderAsked(['d1', 'gone'], { products: [product('d1')] });
    await expect(earlyProducts(config, ['d1', 'gone'])).resolves.toEqual([product('d1')]);
  });

  it.each([
    ['another client id', { ...config, clientId: 'client-2' }],
    ['another api-base', { ...config, apiBase: 'https://elsewhere.test' }],
    ['the real platform', { clientId: 'client-1', locale: 'en-US' }],
  ])("%s: undefined (never another config's answer)", async (_, other) => {
    loaderAsked(['e1'], { products: [product('e1')] });
    await expect(earlyProducts(other, ['e1'])).resolves.toBe(undefined);
  });

  it('an early query that never answers: undefined once the runtime would have given up', async () => {
    vi.useFakeTimers();
    loaderAsked(['g1'], {}, { products: new Promise(() => {}) });
    const answer = earlyProducts(config, ['g1']);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await expect(answer).resolves.toBe(undefined);
    vi.useRealTimers();
  });

  it('a failed or unreadable early query, or none at all: undefined', async () => {
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => {});
    loaderAsked(['f1'], {}, { products: failed });
    await expect(earlyProducts(config, ['f1'])).resolves.toBe(undefined);
    loaderAsked(['f2'], { message: 'not products' });
    await expect(earlyProducts(config, ['f2'])).resolves.toBe(undefined);
    delete (globalThis as Host)[LOADER_KEY];
    await expect(earlyProducts(config, ['f3'])).resolves.toBe(undefined);
  });
});

describe("the loader's answer when it came before the runtime", () => {
  const answered = (ids: string[], answer: unknown) => ({
    answered: { ids, answer: typeof answer === 'string' ? answer : JSON.stringify(answer) },
  });

  it('all its products at once, the ids asked included, each served once', async () => {
    loaderAsked(
      ['h1', 'h2', 'h-gone'],
      {},
      answered(['h1', 'h2', 'h-gone'], {
        products: [product('h1'), product('h2')],
      }),
    );
    expect(earlyProductsNow(config)).toEqual({
      ids: ['h1', 'h2', 'h-gone'],
      products: [product('h1'), product('h2')],
    });
    expect(earlyProductsNow(config)).toBe(undefined);
    loaderAsked(['h1'], { products: [product('h1')] });
    await expect(earlyProducts(config, ['h1'])).resolves.toBe(undefined);
  });

  it.each([
    ['not come yet', {}],
    ['not JSON', answered(['i1'], '{"products": [')],
    ['no product list', answered(['i2'], { message: 'not products' })],
  ])('%s: undefined', (_, early) => {
    loaderAsked(['i1', 'i2'], {}, early);
    expect(earlyProductsNow(config)).toBe(undefined);
  });

  it("another config's answer: undefined", () => {
    loaderAsked(['j1'], {}, answered(['j1'], { products: [product('j1')] }));
    expect(earlyProductsNow({ ...config, clientId: 'client-2' })).toBe(undefined);
  });
});
