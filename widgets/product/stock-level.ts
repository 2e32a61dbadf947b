/**
 * How many a chosen variant has left, and how the product page says it. Only the product page
 * and the quick view read it (their chunk): a card shows the product's availability
 * (stock.ts), so the cards' chunk does not carry this.
 */
import type { Product, Variant } from '../../shared/client';
import { formatNumber, type Translate } from '../../shared/ui';
import type { ProductKey } from './text';

export interface Stock {
  inStock: boolean;
  /** Units left; only when inventory is tracked. */
  quantity?: number | undefined;
}

/** Stock of one variant, or of the product as a whole when no variant is chosen yet. */
export function stockOf(product: Product, variant?: Variant): Stock {
  const tracked = variant ? variant.stock?.trackQuantity : product.stock?.trackInventory;
  const quantity = (variant ? variant.stock : product.stock)?.quantity;
  const flagged = (variant ? variant.stock : product.stock)?.inStock !== false;
  if (!tracked || quantity === undefined) return { inStock: flagged };
  return { inStock: flagged && quantity > 0, quantity: Math.max(0, quantity) };
}

const LOW_STOCK = 5;

/** "Only 3 left" when a tracked variant runs low; plain in/out otherwise. */
export function stockLabel(stock: Stock, locale: string, t: Translate<ProductKey>): string {
  if (!stock.inStock) return t('outOfStock');
  if (stock.quantity !== undefined && stock.quantity <= LOW_STOCK)
    return t('fewLeft', { count: formatNumber(stock.quantity, locale) });
  return t('inStock');
}
