/**
 * The first products query, started by the loader as soon as the page was parsed (see
 * shared/client/auth/early-start.ts): the product batcher takes its answer instead of asking
 * again, so a first visit costs one products request and the cards skip a round trip.
 */
import { originFor, parseAnswer, type Product, type ProductsAnswer } from '../client';
import { earlyStartFor } from '../client/auth/early-start';
import { DEFAULT_TIMEOUT_MS } from '../client/transport';
import type { SiteConfig } from '../session';

/** Ids already answered from the loader's query: a later read of one asks the platform. */
const served = new Set<string>();

/**
 * The loader's products for `ids` when its query asked for every one of them (and none was
 * served before) with the same client id and api-base as `config`; else undefined, and the
 * batcher asks the platform itself. A failed or hanging early request is undefined too.
 */
export async function earlyProducts(
  config: SiteConfig,
  ids: readonly string[],
): Promise<Product[] | undefined> {
  const early = earlyStartFor(config.clientId, originFor(config.apiBase, 'www'));
  if (!early) return undefined;
  // Waiting for it instead of asking, but never longer than for an answer of our own.
  const asked = await Promise.race([
    early.products,
    new Promise<undefined>((resolve) => setTimeout(resolve, DEFAULT_TIMEOUT_MS)),
  ]).catch(() => undefined);
  if (!asked || !ids.every((id) => asked.ids.includes(id) && !served.has(id))) return undefined;
  const { products } = parseAnswer(asked.answer) as ProductsAnswer;
  if (!Array.isArray(products)) return undefined;
  for (const id of ids) served.add(id);
  return products.filter((product) => ids.includes(product.id));
}
