import { Suspense, useState } from 'react';
import type { Product } from '../../shared/client';
import { useHost } from '../../shared/element';
import { useLazyStyled } from './lazy-styled';
import { useProductText } from './text';

const loadForm = () =>
  import('../back-in-stock/embed').then(({ BackInStockForm, backInStockCss }) => ({
    Component: BackInStockForm,
    css: backInStockCss,
  }));

/**
 * In place of Add to cart when the item is out of stock: a button the same size, which opens
 * the back-in-stock request form (issue: cards and details offer it where it applies).
 */
export function NotifyMe({ product, variantId }: { product: Product; variantId?: string }) {
  const { host } = useHost();
  const t = useProductText();
  const [open, setOpen] = useState(false);
  const Form = useLazyStyled(host.shadowRoot, loadForm);
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
      <Form product={product} {...(variantId ? { variantId } : {})} autoFocus />
    </Suspense>
  );
}
