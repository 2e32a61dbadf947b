// The card's quick view: loaded with the first "Choose options" click (quick-view-button.tsx).
import { useState } from 'react';
import type { Product } from '../../shared/client';
import { Dialog, DialogClose } from '../../shared/ui';
import { productPageUrl } from './product-page';
import { imagesOf } from './images';
import { ProductImage } from './product-image';
import { Purchase } from './purchase';
import { useDetailsText } from './details.text';
import { chosenMedia } from './choices';
import type { Selection } from './variant';

export { quickViewCss } from './quick-view.styles';

export interface QuickViewProps {
  product: Product;
  /** The product page template, for the "Full details" link. */
  productPage?: string | undefined;
  onClose(): void;
}

/**
 * The product's option pickers, the chosen variant's image, price and stock, and add to cart, in
 * a modal dialog: focus moves in (to Close, first), stays in, and goes back to "Choose options"
 * when it closes (Escape, the backdrop or Close; see shared/ui/dialog.tsx).
 */
export function QuickView({ product, productPage, onClose }: QuickViewProps) {
  const t = useDetailsText();
  const [selection, setSelection] = useState<Selection>({});
  const image = chosenMedia(product, selection) ?? imagesOf(product)[0];
  const href = productPageUrl(productPage, product);
  return (
    <Dialog open onClose={onClose} label={product.name} className="quick-view">
      <div className="qv-header" part="quick-view-header">
        <h2 className="qv-title">{product.name}</h2>
        <DialogClose label={t('close')} onClose={onClose} />
      </div>
      <div className="qv-body">
        <div className="qv-media">
          <ProductImage item={image} alt={image?.title || product.name} className="image" eager />
        </div>
        <div className="qv-info">
          <Purchase product={product} selection={selection} onSelect={setSelection} />
          {href ? (
            <a className="qv-details" part="details-link" href={href}>
              {t('fullDetails')}
            </a>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
