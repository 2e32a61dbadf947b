import { Suspense, useState } from 'react';
import type { Product } from '../../shared/client';
import { useLazyStyled } from './lazy-styled';
import { useProductText } from './text';

const loadQuickView = () =>
  import('./product-details').then((chunk) => [chunk.QuickView, chunk.quickViewCss] as const);

/**
 * A card's "Choose options": opens the quick view, a dialog with the product's pickers, price,
 * stock and add to cart. Its code loads on the first click (cards are the common case and
 * most are never opened); the dialog shows once it has, so focus moves straight into it.
 */
export function QuickViewButton({
  product,
  productPage,
}: {
  product: Product;
  productPage?: string | undefined;
}) {
  const t = useProductText();
  const [open, setOpen] = useState(false);
  // Failed, its notice stays in the card until Try again: back online, the dialog does not
  // open by itself over whatever the visitor went on to.
  const QuickView = useLazyStyled(loadQuickView, true);
  // The dialog sits beside the card's actions row, not in it: that row's fixed-height
  // buttons are the card's, not the dialog's.
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="sw-button sw-button-block"
          part="choose-options"
          aria-haspopup="dialog"
          aria-label={`${t('chooseOptions')}, ${product.name}`}
          onClick={() => setOpen(true)}
        >
          {t('chooseOptions')}
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <QuickView product={product} productPage={productPage} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
