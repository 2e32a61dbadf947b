import { ErrorNotice } from '../../shared/ui';
import { useInFirstScreen } from './in-first-screen';
import { useProductPage } from './product-page';
import { ProductTile, ProductTileSkeleton } from './product-tile';
import { useProductRef, type ProductRefProps } from './use-product-ref';

export interface ProductCardProps extends ProductRefProps {
  /** This card's product page template, instead of `<site-config product-page>`. */
  productPage?: string;
}

/** `<product-card product-id|product-slug product-page>`: one product as a card. */
export function ProductCard({ productPage, ...ref }: ProductCardProps) {
  const { product, error, retry } = useProductRef(ref);
  const page = useProductPage(productPage);
  const eager = useInFirstScreen();
  if (error) return <ErrorNotice error={error} {...(retry ? { onRetry: retry } : {})} />;
  if (!product) return <ProductTileSkeleton />;
  return <ProductTile product={product} eager={eager} productPage={page} />;
}
