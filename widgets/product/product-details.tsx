import { useLayoutEffect, useState } from 'react';
import type { Product } from '../../shared/client';
import { addStyles, useHost } from '../../shared/element';
import {
  ErrorNotice,
  headingLevel,
  RichText,
  richTextCss,
  useSanitizerReady,
} from '../../shared/ui';
import { Gallery } from './gallery';
import { DetailsSkeleton } from './product-details-skeleton';
import { detailsViewCss } from './product-details-view.styles';
import { Purchase } from './purchase';
import type { ProductRefProps } from '../../shared/data';
import { useProductRef } from './use-product-ref';
import { chosenMedia } from './choices';
import type { Selection } from './variant';

// The card's quick view loads with this chunk: both show the purchase block, and one chunk for
// all that is beyond the card costs each page less than two that share half their code.
export { QuickView, quickViewCss } from './quick-view';

interface InfoSection {
  title: string;
  description: string;
}

/** `additionalInfoSections` has no type (answers are not parsed): keep well-formed entries. */
function infoSectionsOf(product: Product): InfoSection[] {
  const sections: unknown = product.additionalInfoSections;
  if (!Array.isArray(sections)) return [];
  return sections.filter(
    (s): s is InfoSection => typeof s?.title === 'string' && typeof s?.description === 'string',
  );
}

function DetailsView({ product, level }: { product: Product; level: number | undefined }) {
  const [selection, setSelection] = useState<Selection>({});
  const Name = `h${headingLevel(level, 2)}` as 'h2';
  return (
    <article className="details" part="details">
      <Gallery product={product} chosen={chosenMedia(product, selection)} />
      <div className="info">
        {product.ribbon ? (
          <span className="ribbon" part="ribbon">
            {product.ribbon}
          </span>
        ) : null}
        <Name className="name" part="name">
          {product.name}
        </Name>
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

interface ProductDetailsProps extends ProductRefProps {
  /** The name's heading level, 2 to 6 (default 2, under the page's own h1). */
  headingLevel?: number;
}

/** `<product-details product-id|product-slug heading-level>`: gallery, options, price, stock and add to cart. */
export function ProductDetails(props: ProductDetailsProps) {
  const { host } = useHost();
  useLayoutEffect(() => {
    // Before the view paints.
    addStyles(host.shadowRoot, richTextCss);
    addStyles(host.shadowRoot, detailsViewCss);
  }, [host]);
  const sanitizerReady = useSanitizerReady(); // loads alongside the product
  const { product, error, retry } = useProductRef(props, { waiting: !sanitizerReady });
  if (error) return <ErrorNotice error={error} {...(retry ? { onRetry: retry } : {})} />;
  if (!product || !sanitizerReady) return <DetailsSkeleton />;
  // Keyed: another product starts with nothing chosen.
  return <DetailsView key={product.id} product={product} level={props.headingLevel} />;
}
