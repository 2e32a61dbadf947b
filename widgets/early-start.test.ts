// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly } from './early-start';
import { PREVIEW } from './preview';
import { createPlatformClient } from '../shared/client/client';
import { inQuery } from '../shared/client/in-query';
import { LOADER_KEY } from '../shared/client/auth/early-start';
import { emptyTokens, type Tokens } from '../shared/client/auth/token-store';

const API = 'https://platform.test';
const KEY = `site-widgets:tokens:${API}/client-1`;
const products: object[] = [{ id: 'p-1', name: 'One' }];

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** The platform as fetch sees it: a token answer, a products answer; every request kept. */
function platform({ tokenStatus = 200, answer = { products } as object } = {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v])),
      body: await request.text(),
    });
    if (request.url.endsWith('/oauth2/token'))
      return Response.json(
        { access_token: 'early-access', expires_in: 14400, refresh_token: 'early-refresh' },
        { status: tokenStatus },
      );
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

function page(config: string, cards = '') {
  document.body.innerHTML = `${config}${cards}`;
  return document.querySelector('site-config')!;
}

const settle = (promise: Promise<unknown> | undefined) => promise?.catch((error: unknown) => error);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("the loader's early start", () => {
  it("asks for a visitor's token at once, then for the document's cards, as the runtime would", async () => {
    const sent = platform();
    const config = page(
      `<site-config client-id="client-1" api-base="${API}/"></site-config>`,
      '<product-card product-id="p-1"></product-card><product-card product-id="p-2"></product-card>' +
        '<product-card product-id="p-1"></product-card><product-card product-id=""></product-card>' +
        '<product-list product-id="not-a-card"></product-list>',
    );
    const early = startEarly(config)!;
    expect(early).toMatchObject({ clientId: 'client-1', apiBase: API });
    await expect(early.tokens).resolves.toMatchObject({
      accessToken: { value: 'early-access' },
      refreshToken: { value: 'early-refresh', role: 'visitor' },
    });
    await expect(early.products).resolves.toEqual({
      ids: ['p-1', 'p-2'],
      answer: JSON.stringify({ products }),
    });
    expect(sent[0]).toEqual({
      url: `${API}/oauth2/token`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'anonymous', clientId: 'client-1' }),
    });

    // The runtime's own catalog client, asked for the same ids with the same token.
    const session = {
      getTokens: (): Tokens => ({
        ...emptyTokens(),
        accessToken: { value: 'early-access', expiresAt: Number.MAX_SAFE_INTEGER },
      }),
      setTokens: () => {},
    };
    const client = createPlatformClient({ clientId: 'client-1', apiBase: API, session });
    await client.catalog.queryProducts(inQuery('id', ['p-1', 'p-2']));
    expect(sent).toHaveLength(3);
    expect(sent[1]).toEqual(sent[2]);
    expect(sent[1]!.url).toMatch(`${API}/stores-reader/v1/products/query-platformized?.r=`);
  });

  it('without an api-base, asks the real platform: tokens on www, the query on edge', async () => {
    const sent = platform();
    const config = page(
      '<site-config client-id="client-1"></site-config>',
      '<product-card product-id="p-1"></product-card>',
    );
    await startEarly(config)!.products;
    expect(sent.map((request) => new URL(request.url).origin)).toEqual([
      'https://www.wixapis.com',
      'https://edge.wixapis.com',
    ]);
  });

  it("a returning visitor with a good access token: the cards' query alone, with it", async () => {
    const sent = platform();
    const stored = {
      accessToken: { value: 'stored-access', expiresAt: Date.now() / 1000 + 600 },
      refreshToken: { value: 'stored-refresh', role: 'member' },
    };
    localStorage.setItem(KEY, JSON.stringify(stored));
    const early = startEarly(
      page(
        `<site-config client-id="client-1" api-base="${API}"></site-config>`,
        '<product-card product-id="p-1"></product-card>',
      ),
    )!;
    expect(early.tokens).toBe(undefined); // the runtime keeps the stored ones
    await expect(early.products).resolves.toMatchObject({ ids: ['p-1'] });
    expect(sent.map(({ url, headers }) => [new URL(url).pathname, headers.authorization])).toEqual([
      ['/stores-reader/v1/products/query-platformized', 'stored-access'],
    ]);
  });

  it.each([
    ['expired', { ...emptyTokens(), accessToken: { value: 'old', expiresAt: 1 } }],
    [
      'good for less than a minute',
      { ...emptyTokens(), accessToken: { value: 'a', expiresAt: Date.now() / 1000 + 30 } },
    ],
    ['without an access token', { refreshToken: { value: 'r', role: 'visitor' } }],
  ])(
    'a returning visitor whose access token is %s gets nothing started (the runtime renews it)',
    (_, stored) => {
      const sent = platform();
      localStorage.setItem(KEY, JSON.stringify(stored));
      expect(startEarly(page(`<site-config client-id="client-1" api-base="${API}">`))).toBe(
        undefined,
      );
      expect(sent).toEqual([]);
    },
  );

  it('a stored value no one can read counts as a first visit, as the runtime reads it', async () => {
    const sent = platform();
    localStorage.setItem(KEY, '{not json');
    await startEarly(page(`<site-config client-id="client-1" api-base="${API}">`))!.tokens;
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual(['/oauth2/token']);
  });

  it.each([
    ['no client id', `<site-config api-base="${API}"></site-config>`],
    [
      'an api-base the runtime refuses',
      '<site-config client-id="c" api-base="javascript:alert(1)">',
    ],
    ['a relative api-base', '<site-config client-id="c" api-base="/api"></site-config>'],
  ])('%s: nothing is sent anywhere', (_, markup) => {
    const sent = platform();
    expect(startEarly(page(markup))).toBe(undefined);
    expect(sent).toEqual([]);
  });

  it('a refused token fails both promises quietly and sends no query', async () => {
    const sent = platform({ tokenStatus: 500 });
    const early = startEarly(
      page(
        `<site-config client-id="client-1" api-base="${API}"></site-config>`,
        '<product-card product-id="p-1"></product-card>',
      ),
    )!;
    await settle(early.products);
    await expect(early.tokens).rejects.toBeUndefined();
    await expect(early.products).rejects.toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('a page without cards asks for no products', async () => {
    const sent = platform();
    const early = startEarly(page(`<site-config client-id="client-1" api-base="${API}">`))!;
    await expect(early.products).resolves.toEqual({ ids: [], answer: '' });
    expect(sent).toHaveLength(1);
  });

  it("asks for the first screen's card images at once, as the cards will (same URL, high priority)", async () => {
    const image = (url: string) => ({ image: { url, width: 600, height: 600 } });
    const answer = {
      products: [
        { id: 'p-1', media: { mainMedia: image('/main-1.png'), items: [image('/first-1.png')] } },
        { id: 'p-2', media: { mainMedia: image('/main-2.png') } },
        { id: 'p-3', media: { mainMedia: image('/main-3.png') } },
        { id: 'p-4' },
      ],
    };
    platform({ answer });
    const made: { fetchPriority?: string; src?: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        constructor() {
          made.push(this);
        }
      },
    );
    const config = page(
      `<site-config client-id="client-1" api-base="${API}"></site-config>`,
      ['p-1', 'p-2', 'p-3', 'p-4']
        .map((id) => `<product-card product-id="${id}"></product-card>`)
        .join(''),
    );
    // p-3's card starts below the first screen: its image stays lazy, as the card's own does.
    const below = document.querySelector<HTMLElement>('[product-id="p-3"]')!;
    vi.spyOn(below, 'getBoundingClientRect').mockReturnValue({ top: innerHeight } as DOMRect);

    await startEarly(config)!.products;
    expect(made).toEqual([
      { fetchPriority: 'high', src: '/first-1.png' },
      { fetchPriority: 'high', src: '/main-2.png' },
    ]);
    // Until the cards render, their boxes show those images (reserved-boxes.ts).
    const previews = [...document.querySelectorAll<HTMLElement>('product-card')].map((card) =>
      card.style.getPropertyValue(PREVIEW),
    );
    expect(previews).toEqual(['url("/first-1.png")', 'url("/main-2.png")', '', '']);
    // Each card keeps what was read, under the loader's key (product/in-first-screen.ts).
    const places = [...document.querySelectorAll('product-card')].map(
      (card) => (card as Element & { [LOADER_KEY]?: boolean })[LOADER_KEY],
    );
    expect(places).toEqual([true, true, false, true]);
  });

  it("reads every card's place before it shows any preview: one layout, not one per card", async () => {
    const image = { image: { url: '/main.png', width: 600, height: 600 } };
    const ids = ['p-1', 'p-2', 'p-3'];
    platform({ answer: { products: ids.map((id) => ({ id, media: { mainMedia: image } })) } });
    vi.stubGlobal('Image', class {});
    const config = page(
      `<site-config client-id="client-1" api-base="${API}"></site-config>`,
      ids.map((id) => `<product-card product-id="${id}"></product-card>`).join(''),
    );
    // A style written between two reads would make the browser lay the page out again.
    const steps: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('product-card')) {
      const id = card.getAttribute('product-id');
      vi.spyOn(card, 'getBoundingClientRect').mockImplementation(() => {
        steps.push(`read ${id}`);
        return { top: 0 } as DOMRect;
      });
      vi.spyOn(card.style, 'setProperty').mockImplementation(() => void steps.push(`write ${id}`));
    }

    await startEarly(config)!.products;
    expect(steps).toEqual([
      'read p-1',
      'read p-2',
      'read p-3',
      'write p-1',
      'write p-2',
      'write p-3',
    ]);
  });

  it('an answer without a product list fails the early query (the runtime asks) and preloads nothing', async () => {
    platform({ answer: {} });
    const config = page(
      `<site-config client-id="client-1" api-base="${API}"></site-config>`,
      '<product-card product-id="p-1"></product-card>',
    );
    const image = vi.fn();
    vi.stubGlobal('Image', image);
    await expect(startEarly(config)!.products).rejects.toBeInstanceOf(TypeError);
    expect(image).not.toHaveBeenCalled();
  });
});
