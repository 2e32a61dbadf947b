/**
 * The platform requests the loader (widgets/loader.ts) starts before the runtime has arrived,
 * and how the runtime takes them over. The loader publishes them on its global slot; the
 * runtime uses them only for the same client id and api-base as its own `<site-config>`.
 */
import { originFor } from '../hosts';
import type { Tokens } from './token-store';

/**
 * The loader's global slot (one per page, whichever copy of the script runs first); on each
 * `<product-card>` the loader placed, whether the card was in the first screen.
 */
export const LOADER_KEY = Symbol.for('site-widgets.loader');

/**
 * The products query the loader sent: the ids it asked for (none when it sent nothing) and the
 * platform's answer as it came, read by the runtime's own parser (early-products.ts).
 */
export interface EarlyProducts {
  ids: string[];
  answer: string;
}

export interface EarlyStart {
  clientId: string;
  /** As the runtime's config holds it: no trailing slash; undefined for the real platform. */
  apiBase: string | undefined;
  /**
   * A new visitor's anonymous tokens; rejects when the request failed. None for a returning
   * visitor, whose stored access token the loader's query used and the runtime keeps.
   */
  tokens?: Promise<Tokens> | undefined;
  /** The cards' products once the document is parsed; rejects when a request failed. */
  products: Promise<EarlyProducts>;
  /**
   * The same answer, set by the loader as it comes: a runtime that starts after it reads it at
   * once, so the cards' first render already shows their products (no skeleton first).
   */
  answered?: EarlyProducts;
}

type Host = typeof globalThis & { [LOADER_KEY]?: { early?: EarlyStart } };

/**
 * What the loader started for this client id and token origin (`originFor(apiBase, 'www')`),
 * or undefined: nothing started, or for another config (the page's other `<site-config>`,
 * or a forged slot), whose answers must not be used.
 */
export function earlyStartFor(clientId: string, origin: string): EarlyStart | undefined {
  const early = (globalThis as Host)[LOADER_KEY]?.early;
  return early?.clientId === clientId && originFor(early.apiBase, 'www') === origin
    ? early
    : undefined;
}

const taken = new WeakSet<EarlyStart>();
/** The refresh token of the loader's visitor, once the runtime has taken it. */
let adopted: string | undefined;

/** Whether `refreshToken` is the loader's visitor's: new on this page, so without a cart. */
export const isEarlyVisitor = (refreshToken: string): boolean => refreshToken === adopted;

/**
 * The loader's anonymous tokens, handed out once: a renewal hours later must ask the platform
 * again, not reuse an answer that has expired by then.
 */
export function takeEarlyTokens(clientId: string, origin: string): Promise<Tokens> | undefined {
  const early = earlyStartFor(clientId, origin);
  if (!early?.tokens || taken.has(early)) return undefined;
  taken.add(early);
  return early.tokens.then((tokens) => {
    adopted = tokens.refreshToken.value;
    return tokens;
  });
}
