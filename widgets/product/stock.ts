import type { Product } from '../../shared/client';
import type { ProductKey } from './text';

export type Availability = 'in-stock' | 'partially-out-of-stock' | 'out-of-stock';

/** The product-level state a card shows, from the platform's inventory status. */
export function availabilityOf(product: Product): Availability {
  const status = product.stock?.inventoryStatus;
  if (status === 'OUT_OF_STOCK' || product.stock?.inStock === false) return 'out-of-stock';
  if (status === 'PARTIALLY_OUT_OF_STOCK') return 'partially-out-of-stock';
  return 'in-stock';
}

/** The text key of each availability. */
export const AVAILABILITY_LABEL: Record<Availability, ProductKey> = {
  'in-stock': 'inStock',
  'partially-out-of-stock': 'partlyOut',
  'out-of-stock': 'outOfStock',
};
