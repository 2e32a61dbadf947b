import type { EarlyStart } from '../../shared/client/auth/early-start';
import { LOADER_KEY } from './loader-slot';

/**
 * How long `<product-card>` waits, from its chunk's evaluation, for the products the loader is
 * already fetching (widgets/early-start.ts) before it shows its loading skeleton.
 */
export const SKELETON_DELAY_MS = 400;

/**
 * Resolves once the loader's products query has settled, answered or failed, or after `ms`; at
 * once when the loader asked for none or has its answer already. A short wait shows the cards
 * with their products at once: rendering a skeleton first and replacing it when the answer
 * comes tens of milliseconds later would flash it and do the cards' DOM work twice. Meanwhile
 * the cards keep the box the loader's sheet gives them, so nothing moves either way. Only a
 * wait: whatever the slot holds, the product store itself decides whose answer it uses
 * (shared/data/early-products.ts).
 */
export function earlyProductsOrTimeout(ms: number): Promise<unknown> {
  const early = (globalThis as { [LOADER_KEY]?: { early?: EarlyStart } })[LOADER_KEY]?.early;
  if (!early || early.answered) return Promise.resolve();
  return Promise.race([
    early.products.catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, ms)),
  ]);
}
