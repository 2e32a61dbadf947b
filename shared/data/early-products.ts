/**
 * The first products query, started by the loader as soon as the page was parsed (see
 * shared/client/auth/early-start.ts): the product store takes its answer instead of asking
 * again, so the page costs one products request and the cards skip a round trip.
 */
import { originFor, parseAnswer, type Product, type ProductsAnswer } from '../client';
import { earlyStartFor, type EarlyProducts } from '../client/auth/early-start';
import { DEFAULT_TIMEOUT_MS } from '../client/transport';
import type { SiteConfig } from '../session';

/** Ids already answered from the loader's query: a later read of one asks the platform. */
const served = new Set<string>();

const earlyFor = (config: SiteConfig) =>
  earlyStartFor(config.clientId, originFor(config.apiBase, 'www'));

/** The answer's products, once per id; undefined when one was served or it is unreadable. */
function serve(asked: EarlyProducts, ids: readonly string[]): Product[] | undefined {
  if (!ids.every((id) => asked.ids.includes(id) && !served.has(id))) return undefined;
  let products: unknown;
  try {
    ({ products } = parseAnswer(asked.answer) as ProductsAnswer);
  } catch {
    return undefined; // not JSON: the store asks the platform itself
  }
  if (!Array.isArray(products)) return undefined;
  for (const id of ids) served.add(id);
  return (products as Product[]).filter((product) => ids.includes(product.id));
}

/**
 * The loader's products for `ids` when its query asked for every one of them (and none was
 * served before) with the same client id and api-base as `config`; else undefined, and the
 * store asks the platform itself. A failed or hanging early request is undefined too.
 */
export async function earlyProducts(
  config: SiteConfig,
  ids: readonly string[],
): Promise<Product[] | undefined> {
  const early = earlyFor(config);
  if (!early) return undefined;
  // Waiting for it instead of asking, but never longer than for an answer of our own.
  const asked = await Promise.race([
    early.products,
    new Promise<undefined>((resolve) => setTimeout(resolve, DEFAULT_TIMEOUT_MS)),
  ]).catch(() => undefined);
  return asked && serve(asked, ids);
}

/**
 * Every product of the loader's answer if it has already come (on a slow network it often
 * beats the runtime's chunk), for the product store to hold from its creation: the cards then
 * render their product at once instead of a skeleton first. The ids asked for, found or not.
 */
export function earlyProductsNow(
  config: SiteConfig,
): { ids: string[]; products: Product[] } | undefined {
  const asked = earlyFor(config)?.answered;
  const products = asked && serve(asked, asked.ids);
  return products && { ids: asked.ids, products };
}
