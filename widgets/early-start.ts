/**
 * The page's first platform requests, started by the loader as soon as `<site-config>` is in
 * the page, while the runtime's chunks are still on their way: a new visitor's token, then
 * the query for the cards in the parsed document (a returning visitor's query goes with the
 * stored access token). The runtime takes them over (shared/client/auth/early-start.ts)
 * instead of asking again, which takes a round trip off the chain. The requests are built by
 * the client's own code, so they are the runtime's own.
 */
import { LOADER_KEY, type EarlyProducts, type EarlyStart } from '../shared/client/auth/early-start';
import {
  nowInSeconds,
  postToken,
  tokensFromAnswer,
  type TokenAnswer,
} from '../shared/client/auth/oauth';
import type { Tokens } from '../shared/client/auth/token-store';
import { originFor } from '../shared/client/hosts';
import { inQuery } from '../shared/client/in-query';
import type { ProductsAnswer } from '../shared/client';
import { queryProductsCall } from '../shared/client/modules/catalog';
import { encodeR } from '../shared/client/encoding';
import { callHeaders, MAX_QUERY_LENGTH } from '../shared/client/transport';
import { apiBaseOf } from '../shared/session/config';
import { storageKey } from '../shared/session/persist';
import { platformOrigin } from '../shared/session/platform-origin';
import { imagesOf } from './product/images';
import { PREVIEW } from './preview';

/** The product store's batch (shared/data/products.ts): more ids would be a second query. */
const MAX_IDS = 100;

/**
 * What a returning visitor has stored for this client and platform: anything at all, and the
 * access token if it is still good for a minute. Stored tokens without one start nothing (the
 * runtime renews them, or finds them unreadable and asks for a visitor: that visit only loses
 * its head start); a value that is not JSON counts as none, as it does for the runtime.
 */
function storedTokens(clientId: string, apiBase: string | undefined) {
  try {
    const raw = localStorage.getItem(storageKey({ clientId, origin: platformOrigin(apiBase) }));
    const access = raw && (JSON.parse(raw) as Partial<Tokens>).accessToken;
    return {
      raw,
      token: access && access.expiresAt > nowInSeconds() + 60 && String(access.value),
    };
  } catch {
    return {}; // no storage, or a value the runtime cannot read either: it asks for a visitor
  }
}

/** Once the document is parsed (the event comes once: its listener needs no removing). */
const parsed = () =>
  new Promise((resolve) =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', resolve)
      : resolve(0),
  );

/** The ids of the document's cards, as their elements hold them: data in the query, nothing else. */
const cardIds = () => [
  ...new Set(
    [...document.querySelectorAll('product-card[product-id]')]
      .map((card) => card.getAttribute('product-id')!)
      .filter(Boolean),
  ),
];

/** A card, with whether the loader found it in the first screen. */
type Placed = HTMLElement & { [LOADER_KEY]?: boolean };

/**
 * The first screen's card images, asked for as soon as the products are known, as the cards
 * will ask for them (same URL, high priority), and shown in the cards' boxes until the cards
 * render (preview.ts): the page's largest paint waits for the image, not for the runtime as
 * well. The cards take the places read here (product/in-first-screen.ts); a box is final from
 * the first frame.
 */
function preloadFirstScreen(answer: string): void {
  // An answer without a product list throws: the early query fails and the runtime asks.
  const { products } = JSON.parse(answer) as ProductsAnswer;
  // Every card's place read before any card is written to: a read after a write would lay the
  // page out again, once per card (48 cards: 20 ms). Each card keeps what was read, under the
  // loader's key, for when it renders (product/in-first-screen.ts).
  const cards = [...document.querySelectorAll<Placed>('product-card[product-id]')];
  const first = cards.filter(
    (card) => (card[LOADER_KEY] = card.getBoundingClientRect().top < innerHeight),
  );
  for (const card of first) {
    const product = products.find(({ id }) => id === card.getAttribute('product-id'));
    const url = product && imagesOf(product)[0]?.image?.url;
    if (url) {
      Object.assign(new Image(), { fetchPriority: 'high', src: url });
      // A CSS string from JSON's: quotes and backslashes escaped, so the address stays one.
      card.style.setProperty(PREVIEW, `url(${JSON.stringify(url)})`);
    }
  }
}

/**
 * The catalog client's `queryProducts(inQuery('id', ids))` for the document's cards: its path,
 * parameters, encoding and headers. A query too long for a GET would go as a POST: that one,
 * rare, is left to the runtime.
 */
async function queryCards(apiBase: string | undefined, token: string): Promise<EarlyProducts> {
  const ids = cardIds().slice(0, MAX_IDS);
  const [path, params] = queryProductsCall(inQuery('id', ids));
  // A query call with a nested filter: the client's encodeParams sends it as `.r=`, always.
  const search = `.r=${encodeR(params)}`;
  if (!ids.length || search.length > MAX_QUERY_LENGTH) return { ids: [], answer: '' };
  const response = await fetch(`${originFor(apiBase, 'edge')}${path}?${search}`, {
    headers: callHeaders(token, false),
  });
  if (!response.ok) return Promise.reject();
  const answer = await response.text();
  preloadFirstScreen(answer);
  return { ids, answer };
}

const ignore = () => {};

/**
 * Starts the requests for `<site-config>`'s client id and api-base, read as the runtime reads
 * them, unless it would refuse them: a new visitor's token and the cards' query with it, or
 * for a returning visitor the query alone, with the stored access token while it is good (the
 * runtime keeps and renews the stored tokens itself). A failed request is silent: the runtime
 * then asks itself.
 */
export function startEarly(config: Element): EarlyStart | undefined {
  const clientId = config.getAttribute('client-id');
  const apiBase = apiBaseOf(config.getAttribute('api-base'));
  if (!clientId || apiBase === null) return undefined;
  const { raw, token } = storedTokens(clientId, apiBase);
  if (raw && !token) return undefined;
  const tokens = token
    ? undefined
    : postToken({ origin: originFor(apiBase, 'www') }, { grantType: 'anonymous', clientId })
        .then((response) =>
          response.ok ? (response.json() as Promise<TokenAnswer>) : Promise.reject(),
        )
        .then((answer) => tokensFromAnswer(answer, 'visitor'));
  const products = Promise.all([
    token || tokens!.then(({ accessToken }) => accessToken.value),
    parsed(),
  ]).then(([value]) => queryCards(apiBase, value));
  const early: EarlyStart = { clientId, apiBase, tokens, products };
  // The catch also covers the tokens' failure: Promise.all handles it.
  products.then((answer) => (early.answered = answer), ignore);
  return early;
}
