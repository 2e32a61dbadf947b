import { AddToCartAction } from '../../shared/element';
import type { Product } from '../../shared/client';
import type { Translate } from '../../shared/ui';
import { NotifyMe } from './notify-me';
import { Price } from './price';
import { imagesOf, ProductImage } from './product-image';
import { AVAILABILITY_LABEL, availabilityOf } from './stock';
import { useProductText, type ProductKey } from './text';
import { cartItem, optionsOf, priceOf } from './variant';

/**
 * A card adds only what needs no choice: one unit of the default variant. A product with
 * options needs its details, so the card says so instead of guessing a size.
 */
function purchaseOf(product: Product, t: Translate<ProductKey>) {
  if (optionsOf(product).length > 0) return { item: null, blockedReason: t('chooseOptions') };
  return { item: cartItem(product, {}, 1), blockedReason: undefined };
}

/**
 * The loaded card, shared by `<product-card>` and the grid of `<product-list>`. `eager`: the
 * card is in the first screen, its image loads at once and first.
 */
export function ProductTile({ product, eager }: { product: Product; eager?: boolean }) {
  const t = useProductText();
  const availability = availabilityOf(product);
  const { item, blockedReason } = purchaseOf(product, t);
  return (
    <article className="card" part="card">
      <div className="media">
        <ProductImage
          item={imagesOf(product)[0]}
          alt={product.name}
          className="image"
          part="image"
          eager={eager}
        />
        {product.ribbon ? (
          <span className="ribbon" part="ribbon">
            {product.ribbon}
          </span>
        ) : null}
      </div>
      <h3 className="name" part="name">
        {product.name}
      </h3>
      <Price price={priceOf(product)} />
      <p className="stock" part="stock" data-availability={availability}>
        {t(AVAILABILITY_LABEL[availability])}
      </p>
      {availability === 'out-of-stock' ? (
        <div className="actions">
          <NotifyMe product={product} />
        </div>
      ) : (
        <AddToCartAction
          className="actions"
          item={item}
          blockedReason={blockedReason}
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
