import { AddToCartAction } from '../../shared/element';
import { useState } from 'react';
import type { Product } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import {
  ErrorNotice,
  QuantityStepper,
  RichText,
  useSanitizerReady,
  type Translate,
} from '../../shared/ui';
import { Gallery } from './gallery';
import { NotifyMe } from './notify-me';
import { OptionPickers } from './option-pickers';
import { DetailsSkeleton } from './product-details-skeleton';
import { Price } from './price';
import { AVAILABILITY_LABEL, availabilityOf, stockLabel, stockOf } from './stock';
import { useProductText, type ProductKey } from './text';
import { useProductRef, type ProductRefProps } from './use-product-ref';
import {
  cartItem,
  missingOption,
  optionsOf,
  priceOf,
  resolveVariant,
  type Selection,
} from './variant';

const MAX_QUANTITY = 99;

interface InfoSection {
  title: string;
  description: string;
}

/** `additionalInfoSections` is not in the lenient schema; keep only well-formed entries. */
function infoSectionsOf(product: Product): InfoSection[] {
  const sections: unknown = product.additionalInfoSections;
  if (!Array.isArray(sections)) return [];
  return sections.filter(
    (s): s is InfoSection => typeof s?.title === 'string' && typeof s?.description === 'string',
  );
}

/** Why the chosen item cannot be added yet, in the words the button shows. */
function blockedReasonOf(
  product: Product,
  selection: Selection,
  t: Translate<ProductKey>,
): string | undefined {
  const missing = missingOption(product, selection);
  if (missing) return t('chooseA', { option: missing });
  const variant = resolveVariant(product, selection);
  if (!variant && product.variants?.length) return t('notAvailable');
  if (!stockOf(product, variant).inStock) return t('outOfStock');
  return undefined;
}

function Purchase({ product }: { product: Product }) {
  const { locale } = useSiteConfig();
  const t = useProductText();
  const [selection, setSelection] = useState<Selection>({});
  const [wanted, setWanted] = useState(1);
  const variant = resolveVariant(product, selection);
  const stock = stockOf(product, variant);
  const chosen = variant !== undefined || optionsOf(product).length === 0;
  const max = Math.max(1, Math.min(stock.quantity ?? MAX_QUANTITY, MAX_QUANTITY));
  // Another variant may have fewer left: clamp rather than keep an amount that cannot be bought.
  const quantity = Math.min(wanted, max);
  const blockedReason = blockedReasonOf(product, selection, t);
  return (
    <>
      <Price price={priceOf(product, variant)} />
      <p className="stock" part="stock">
        {chosen ? stockLabel(stock, locale, t) : t(AVAILABILITY_LABEL[availabilityOf(product)])}
      </p>
      <OptionPickers
        product={product}
        selection={selection}
        onChange={(name, value) => setSelection({ ...selection, [name]: value })}
      />
      <div className="buy" part="buy">
        <QuantityStepper
          value={quantity}
          onChange={setWanted}
          max={max}
          label={t('quantityOf', { name: product.name })}
          disabled={!stock.inStock}
        />
        {blockedReason === t('outOfStock') ? (
          <div className="add">
            <NotifyMe product={product} {...(variant ? { variantId: variant.id } : {})} />
          </div>
        ) : (
          <AddToCartAction
            className="add"
            item={blockedReason ? null : cartItem(product, selection, quantity)}
            blockedReason={blockedReason}
            productName={product.name}
          />
        )}
      </div>
    </>
  );
}

function DetailsView({ product }: { product: Product }) {
  return (
    <article className="details" part="details">
      <Gallery product={product} />
      <div className="info">
        {product.ribbon ? (
          <span className="ribbon" part="ribbon">
            {product.ribbon}
          </span>
        ) : null}
        <h2 className="name" part="name">
          {product.name}
        </h2>
        <Purchase product={product} />
        {product.description ? (
          <div part="description">
            <RichText html={product.description} className="description" />
          </div>
        ) : null}
        {infoSectionsOf(product).map((section, i) => (
          <details key={i} className="section" part="info-section">
            <summary>{section.title}</summary>
            <RichText html={section.description} />
          </details>
        ))}
      </div>
    </article>
  );
}

/** `<product-details product-id|product-slug>`: gallery, options, price, stock and add to cart. */
export function ProductDetails(props: ProductRefProps) {
  const sanitizerReady = useSanitizerReady(); // loads alongside the product
  const { product, error, retry } = useProductRef(props, { waiting: !sanitizerReady });
  if (error) return <ErrorNotice error={error} {...(retry ? { onRetry: retry } : {})} />;
  if (!product || !sanitizerReady) return <DetailsSkeleton />;
  // Keyed: another product starts with nothing chosen.
  return <DetailsView key={product.id} product={product} />;
}
