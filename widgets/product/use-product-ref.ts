import { useHost, useHostState } from '../../shared/element';
import { missingAttribute, problemOf, useReportProblem } from '../../shared/element/widget-problem';
import { productKeyOf, useProduct, type ProductRefProps } from '../../shared/data';
import { useProductText } from './text';

/**
 * The product an element names, with its state reflected on the host. A missing attribute or
 * an unknown product is an error the site owner must fix, so it also fires `widget-error`.
 * `waiting`: the widget still shows its skeleton for something else (its state stays loading).
 */
export function useProductRef(props: ProductRefProps, { waiting = false } = {}) {
  const { tag } = useHost();
  const t = useProductText();
  const key = productKeyOf(props);
  const read = useProduct(key);
  const problem = key
    ? read.error && problemOf(read.error)
    : missingAttribute(tag, 'product-id or product-slug');
  // What the visitor reads is in the page's language; widget-error has the owner's detail.
  const error = !key
    ? new Error(t('needsProduct', { tag }))
    : problem?.code === 'NOT_FOUND'
      ? new Error(t('notFound'))
      : read.error;
  const product = error ? undefined : read.product;
  useHostState(error ? 'error' : product && !waiting ? 'ready' : 'loading');
  useReportProblem(problem);

  // Retrying cannot find a product that is not there, nor add a missing attribute.
  const retry = error && !problem?.code ? read.retry : undefined;
  return { product, error, retry };
}
