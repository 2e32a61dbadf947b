/**
 * The loader's global key (shared/client/auth/early-start.ts), by its global name: importing it
 * would make the runtime chunk export one more name, bytes every page pays (the cart-count page
 * has almost none left). The loader publishes its slot under it, and notes under it on each card
 * it placed whether the card was in the first screen (widgets/early-start.ts).
 */
export const LOADER_KEY = Symbol.for('site-widgets.loader');
