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
  if (error) {
    // In the card's frame, which fills the box kept for it: not a notice above an empty space.
    return (
      <div className="card" part="card">
        <ErrorNotice error={error} {...(retry ? { onRetry: retry } : {})} />
      </div>
    );
  }
  if (!product) return <ProductTileSkeleton />;
  return <ProductTile product={product} eager={eager} productPage={page} level={headingLevel} />;
}
