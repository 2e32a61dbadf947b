import { productKeyOf, useProduct, type ProductRefProps } from '../../shared/data';
import { useHostState, type WidgetState } from '../../shared/element';
import { missingAttribute, problemOf, useReportProblem } from '../../shared/element/widget-problem';
import { ErrorNotice, Notice } from '../../shared/ui';
import { BackInStockForm } from './back-in-stock-form';
import { availabilityOf } from './stock';
import { useBackInStockText } from './text';

export interface BackInStockProps extends ProductRefProps {
  variantId?: string;
}

/**
 * `<back-in-stock product-id|product-slug variant-id>`: the notify-me form, shown only while the
 * item (or the given variant) is out of stock; otherwise nothing, with `state="empty"`.
 */
export function BackInStock({ variantId, ...ref }: BackInStockProps) {
  const key = productKeyOf(ref);
  const { product, error, retry } = useProduct(key);
  const t = useBackInStockText();
  const availability = product ? availabilityOf(product, variantId || undefined) : null;
  const problem = !key
    ? missingAttribute('back-in-stock', 'product-id or product-slug')
    : error
      ? problemOf(error)
      : availability === 'unknown-variant'
        ? {
            message: `Product ${product!.id} has no variant "${variantId}".`,
            code: 'NOT_FOUND' as const,
          }
        : null;
  useReportProblem(problem);
  const state: WidgetState = problem
    ? 'error'
    : !availability
      ? 'loading'
      : availability === 'out-of-stock'
        ? 'ready'
        : 'empty';
  useHostState(state);

  if (!key) return <Notice tone="error">{t('needsProduct')}</Notice>;
  // Retrying cannot find a product that is not there.
  // The owner's detail went with widget-error; the visitor reads it in the page's language.
  if (problem?.code === 'NOT_FOUND' && error) return <Notice tone="error">{t('notFound')}</Notice>;
  if (error) return <ErrorNotice error={error} onRetry={problem?.code ? undefined : retry} />;
  if (availability === 'unknown-variant') {
    return <Notice tone="error">{t('noVariant', { variant: variantId ?? '' })}</Notice>;
  }
  if (!product || availability !== 'out-of-stock') return null;
  return <BackInStockForm product={product} variantId={variantId || undefined} />;
}
