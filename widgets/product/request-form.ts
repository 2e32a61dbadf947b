import type { Product } from '../../shared/client';
import type { StyledChunk } from './lazy-styled';

/** What a card or product page gives the form: the item, and to focus it at once. */
export interface RequestFormProps {
  product: Product;
  variantId?: string;
  autoFocus?: boolean;
  /** Shuts the form where it can be shut (a card's dialog); the form itself ignores it. */
  onClose?(): void;
}

/**
 * The back-in-stock request form and its styles, fetched on the first "Notify me when back"
 * click (the back-in-stock family's own chunk, not part of the product family's code).
 */
export const loadRequestForm = (): Promise<StyledChunk<RequestFormProps>> =>
  import('../back-in-stock/embed').then((chunk) => [chunk.BackInStockForm, chunk.backInStockCss]);
