import { useLayoutEffect, useState } from 'react';
import type { Product } from '../../shared/client';
import { addStyles, useHost } from '../../shared/element';
import { ErrorNotice, RichText, useSanitizerReady } from '../../shared/ui';
import { Gallery } from './gallery';
import { DetailsSkeleton } from './product-details-skeleton';
import { detailsViewCss } from './product-details-view.styles';
import { Purchase } from './purchase';
import { useProductRef, type ProductRefProps } from './use-product-ref';
import { chosenMedia } from './choices';
import type { Selection } from './variant';

// The card's quick view loads with this chunk: both show the purchase block, and one chunk for
// all that is beyond the card costs each page less than two that share half their code.
export { QuickView, quickViewCss } from './quick-view';

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

function DetailsView({ product }: { product: Product }) {
  const [selection, setSelection] = useState<Selection>({});
  return (
    <article className="details" part="details">
      <Gallery product={product} chosen={chosenMedia(product, selection)} />
      <div className="info">
        {product.ribbon ? (
          <span className="ribbon" part="ribbon">
            {product.ribbon}
          </span>
        ) : null}
        <h2 className="name" part="name">
          {product.name}
        </h2>
        <Purchase product={product} selection={selection} onSelect={setSelection} />
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
  const { host } = useHost();
  useLayoutEffect(() => addStyles(host.shadowRoot, detailsViewCss), [host]); // before the view paints
  const sanitizerReady = useSanitizerReady(); // loads alongside the product
  const { product, error, retry } = useProductRef(props, { waiting: !sanitizerReady });
  if (error) return <ErrorNotice error={error} {...(retry ? { onRetry: retry } : {})} />;
  if (!product || !sanitizerReady) return <DetailsSkeleton />;
  // Keyed: another product starts with nothing chosen.
  return <DetailsView key={product.id} product={product} />;
}
