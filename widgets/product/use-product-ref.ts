import { useEffect } from 'react';
import { dispatchWidgetEvent, useHost, useHostState } from '../../shared/element';
import { ProductNotFoundError, useProduct, type ProductKey } from '../../shared/data';
import { messageOf } from '../../shared/ui';

/** The attributes `<product-card>` and `<product-details>` accept to name their product. */
export interface ProductRefProps {
  productId?: string;
  productSlug?: string;
}

const keyOf = ({ productId, productSlug }: ProductRefProps): ProductKey | null =>
  productId ? { id: productId } : productSlug ? { slug: productSlug } : null;

/**
 * The product an element names, with its state reflected on the host. A missing attribute or
 * an unknown product is an error the site owner must fix, so it also fires `widget-error`.
 * `waiting`: the widget still shows its skeleton for something else (its state stays loading).
 */
export function useProductRef(props: ProductRefProps, { waiting = false } = {}) {
  const { host, tag } = useHost();
  const key = keyOf(props);
  const read = useProduct(key);
  const error = key
    ? read.error
    : new Error(`Add a product-id or product-slug attribute to <${tag}>.`);
  const product = error ? undefined : read.product;
  useHostState(error ? 'error' : product && !waiting ? 'ready' : 'loading');

  const message = error ? messageOf(error) : null;
  const code = !key
    ? 'MISSING_ATTRIBUTE'
    : error instanceof ProductNotFoundError
      ? 'NOT_FOUND'
      : undefined;
  useEffect(() => {
    if (message) dispatchWidgetEvent(host, 'widget-error', { tag, message, code });
  }, [host, tag, message, code]);

  // Retrying cannot find a product that is not there, nor add a missing attribute.
  const retry = error && !code ? read.retry : undefined;
  return { product, error, retry };
}
