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
  const product = useProduct(productId ? { id: productId } : null);
  const t = useBackInStockText();
  const availability = product.data ? availabilityOf(product.data, variantId || undefined) : null;
  const state: WidgetState =
    !productId || product.isError || availability === 'unknown-variant'
      ? 'error'
      : !availability
        ? 'loading'
        : availability === 'out-of-stock'
          ? 'ready'
          : 'empty';
  useHostState(state);

  if (!productId) return <Notice tone="error">{t('needsProduct')}</Notice>;
  if (product.isError) {
    return <ErrorNotice error={product.error} onRetry={() => void product.refetch()} />;
  }
  if (availability === 'unknown-variant') {
    return <Notice tone="error">{t('noVariant', { variant: variantId ?? '' })}</Notice>;
  }
  if (!product.data || availability !== 'out-of-stock') return null;
  return <BackInStockForm product={product.data} variantId={variantId || undefined} />;
}
