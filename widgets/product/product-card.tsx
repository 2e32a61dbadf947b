import { useInFirstScreen } from '../../shared/element';
import { ErrorNotice } from '../../shared/ui';
import { ProductTile, ProductTileSkeleton } from './product-tile';
import { useProductRef, type ProductRefProps } from './use-product-ref';

/** `<product-card product-id|product-slug>`: one product as a card. */
export function ProductCard(props: ProductRefProps) {
  const { product, error, retry } = useProductRef(props);
  const eager = useInFirstScreen();
  if (error) return <ErrorNotice error={error} {...(retry ? { onRetry: retry } : {})} />;
  if (!product) return <ProductTileSkeleton />;
  return <ProductTile product={product} eager={eager} />;
}
