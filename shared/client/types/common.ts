/**
 * Small shapes several entities share (docs/wire.md "Conventions"). Types only, not parsed at
 * run time: the widgets must fit their bundle budget (zod/mini would add ~5 KB gzip), so the
 * answers are typed, and each widget reads optional fields defensively. Loose: unknown fields
 * pass, as the platform adds fields over time.
 */
export interface Loose {
  [field: string]: unknown;
}

export interface Image extends Loose {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
}

/** A page's address as the platform's answers give it (an event's `eventPageUrl`). */
export interface PageUrl extends Loose {
  /** The site, usually with its scheme: `https://example.com`. */
  base?: string;
  path?: string;
}

/**
 * A page's address in its newer form (a cart line's `url`): the full address and its path. The
 * official SDK reads it as the `url` string alone.
 */
export interface PageUrlV2 extends Loose {
  relativePath?: string;
  url?: string;
}

/** Money on carts, checkouts and orders: decimal strings. */
export interface Money extends Loose {
  amount: string;
  convertedAmount?: string;
  formattedAmount?: string;
}

export interface CatalogReference extends Loose {
  catalogItemId: string;
  appId: string;
  options?: Record<string, unknown>;
}
