import { ErrorNotice } from '../../shared/ui';
import { useInFirstScreen } from './in-first-screen';
import { useProductPage } from './product-page';
import { ProductTile, ProductTileSkeleton } from './product-tile';
import type { ProductRefProps } from '../../shared/data';
import { useProductRef } from './use-product-ref';

export interface ProductCardProps extends ProductRefProps {
  /** This card's product page template, instead of `<site-config product-page>`. */
  productPage?: string;
  /** Its name's heading level, 2 to 6 (default 3): under the page's h1, 2. */
  headingLevel?: number;
}

/** `<product-card product-id|product-slug product-page heading-level>`: one product as a card. */
export function ProductCard({ productPage, headingLevel, ...ref }: ProductCardProps) {
  const { product, error, retry } = useProductRef(ref);
  const page = useProductPage(productPage);
  const eager = useInFirstScreen();
  // Its notice alone, in a notice's height (failedCardCss): a card's box with no product in
  // it reads as something that failed to show.
  if (error) return <ErrorNotice error={error} {...(retry ? { onRetry: retry } : {})} />;
  if (!product) return <ProductTileSkeleton />;
  return <ProductTile product={product} eager={eager} productPage={page} level={headingLevel} />;
}
