import { lazy, Suspense } from 'react';
import { DetailsSkeleton } from './product-details-skeleton';
import type { ProductRefProps } from './use-product-ref';

/**
 * `<product-details>` is the only product widget with rich text, and so with DOMPurify (about
 * 9 KB gzip): loading it on first use keeps that weight off pages with cards and lists only.
 */
const ProductDetails = lazy(() =>
  import('./product-details').then((module) => ({ default: module.ProductDetails })),
);

export function LazyProductDetails(props: ProductRefProps) {
  return (
    <Suspense fallback={<DetailsSkeleton />}>
      <ProductDetails {...props} />
    </Suspense>
  );
}
