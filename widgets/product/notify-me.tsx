import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../shared/client';
import { sheetFor, useHost } from '../../shared/element';
import { useProductText } from './text';

/** The back-in-stock form, with its styles adopted into this widget's shadow root on arrival. */
function useBackInStockForm(root: ShadowRoot | null) {
  const [Form] = useState(() =>
    lazy(() =>
      import('../back-in-stock/embed').then(({ BackInStockForm, backInStockCss }) => {
        const sheet = sheetFor(backInStockCss); // one shadow root may hold many cards
        if (root && !root.adoptedStyleSheets.includes(sheet)) {
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        }
        return { default: BackInStockForm };
      }),
    ),
  );
  return Form;
}

/**
 * In place of Add to cart when the item is out of stock: a button the same size, which opens
 * the back-in-stock request form (issue: cards and details offer it where it applies).
 */
export function NotifyMe({ product, variantId }: { product: Product; variantId?: string }) {
  const { host } = useHost();
  const t = useProductText();
  const [open, setOpen] = useState(false);
  const Form = useBackInStockForm(host.shadowRoot);
  if (!open) {
    return (
      <button
        type="button"
        className="sw-button sw-button-quiet sw-button-block"
        part="notify-me"
        onClick={() => setOpen(true)}
      >
        {t('notifyMe')}
      </button>
    );
  }
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <Form product={product} {...(variantId ? { variantId } : {})} />
    </Suspense>
  );
}
