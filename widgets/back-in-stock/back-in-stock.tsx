import { useProduct } from '../../shared/data';
import { useHostState, type WidgetState } from '../../shared/element';
import { ErrorNotice, Notice } from '../../shared/ui';
import { BackInStockForm } from './back-in-stock-form';
import { availabilityOf } from './stock';
import { useBackInStockText } from './text';

export interface BackInStockProps {
  productId?: string;
  variantId?: string;
}

/**
 * `<back-in-stock product-id variant-id>`: the notify-me form, shown only while the item (or
 * the given variant) is out of stock; otherwise nothing, with `state="empty"`.
 */
export function BackInStock({ productId, variantId }: BackInStockProps) {
  const { product, error, retry } = useProduct(productId ? { id: productId } : null);
  const t = useBackInStockText();
  const availability = product ? availabilityOf(product, variantId || undefined) : null;
  const state: WidgetState =
    !productId || error || availability === 'unknown-variant'
      ? 'error'
      : !availability
        ? 'loading'
        : availability === 'out-of-stock'
          ? 'ready'
          : 'empty';
  useHostState(state);

  if (!productId) return <Notice tone="error">{t('needsProduct')}</Notice>;
  if (error) return <ErrorNotice error={error} onRetry={retry} />;
  if (availability === 'unknown-variant') {
    return <Notice tone="error">{t('noVariant', { variant: variantId ?? '' })}</Notice>;
  }
  if (!product || availability !== 'out-of-stock') return null;
  return <BackInStockForm product={product} variantId={variantId || undefined} />;
}
