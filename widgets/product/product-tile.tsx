import { AddToCartAction } from '../../shared/element';
import type { Product } from '../../shared/client';
import { headingLevel } from '../../shared/ui';
import { NotifyMe } from './notify-me';
import { Price } from './price';
import { productPageUrl } from './product-page';
import { imagesOf } from './images';
import { ProductImage } from './product-image';
import { QuickViewButton } from './quick-view-button';
import { AVAILABILITY_LABEL, availabilityOf } from './stock';
import { useProductText } from './text';
import { cartItem, optionsOf, priceOf } from './variant';

/**
 * The loaded card, shared by `<product-card>` and the grid of `<product-list>`. `eager`: the
 * card is in the first screen, its image loads at once and first. `level`: the host's
 * `heading-level` for the name (h3 without one).
 */
export function ProductTile({
  product,
  productPage,
  eager,
  level,
}: {
  product: Product;
  productPage?: string | undefined;
  eager?: boolean;
  level?: number | undefined;
}) {
  const t = useProductText();
  const Name = `h${headingLevel(level, 3)}` as 'h3';
  const availability = availabilityOf(product);
  const href = productPageUrl(productPage, product);
  const image = (
    <ProductImage
      item={imagesOf(product)[0]}
      alt={product.name}
      className="image"
      part="image"
      eager={eager}
    />
  );
  return (
    <article className="card" part="card">
      <div className="media">
        {/* The name's link is the one to tab to and hear; the image repeats it for the mouse. */}
        {href ? (
          <a href={href} className="image-link" part="image-link" tabIndex={-1} aria-hidden>
            {image}
          </a>
        ) : (
          image
        )}
        {product.ribbon ? (
          <span className="ribbon" part="ribbon">
            {product.ribbon}
          </span>
        ) : null}
      </div>
      {/* Two lines, then an ellipsis: the whole name shows on hover, and is read in full. */}
      <Name className="name" part="name" title={product.name}>
        {href ? (
          <a href={href} className="name-link" part="name-link">
            {product.name}
          </a>
        ) : (
          product.name
        )}
      </Name>
      <Price price={priceOf(product)} />
      <p className="stock" part="stock" data-availability={availability}>
        {t(AVAILABILITY_LABEL[availability])}
      </p>
      {/* What needs no choice is added at once (one unit of the default variant); a product
          with options opens the quick view to choose them (see quick-view-button.tsx). */}
      {availability === 'out-of-stock' ? (
        <div className="actions">
          <NotifyMe product={product} inDialog />
        </div>
      ) : optionsOf(product).length > 0 ? (
        <QuickViewButton product={product} productPage={productPage} />
      ) : (
        <AddToCartAction
          className="actions"
          item={cartItem(product, {}, 1)}
          productName={product.name}
        />
      )}
    </article>
  );
}

/** Same boxes as the loaded card, so nothing moves when the product arrives. */
export function ProductTileSkeleton() {
  return (
    <div className="card" part="card" aria-hidden>
      <div className="media sw-skeleton" />
      <div className="name">
        <span className="bar sw-skeleton" />
      </div>
      <p className="price">
        <span className="bar short sw-skeleton" />
      </p>
      <p className="stock">
        <span className="bar short sw-skeleton" />
      </p>
      <div className="actions">
        <span className="button-bar sw-skeleton" />
      </div>
    </div>
  );
}
