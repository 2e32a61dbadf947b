import { Suspense, useState } from 'react';
import type { Product } from '../../shared/client';
import { useHost } from '../../shared/element';
import { useLazyStyled } from './lazy-styled';
import { useProductText } from './text';

const loadIn = (dialog: boolean) => () =>
  import('../back-in-stock/embed').then((chunk) => ({
    Component: dialog ? chunk.BackInStockDialog : chunk.BackInStockForm,
    css: chunk.backInStockCss,
  }));
const loadForm = loadIn(false);
const loadDialog = loadIn(true);

/**
 * In place of Add to cart when the item is out of stock: a button the same size, which opens
 * the back-in-stock request form (issue: cards and details offer it where it applies), in a
 * dialog where the button sits in a card's fixed box.
 */
export function NotifyMe({
  product,
  variantId,
  inDialog,
}: {
  product: Product;
  variantId?: string;
  inDialog?: boolean;
}) {
  const { host } = useHost();
  const t = useProductText();
  const [open, setOpen] = useState(false);
  const Form = useLazyStyled(host.shadowRoot, inDialog ? loadDialog : loadForm);
  const button = (
    <button
      type="button"
      className="sw-button sw-button-quiet sw-button-block"
      part="notify-me"
      onClick={() => setOpen(true)}
    >
      {t('notifyMe')}
    </button>
  );
  if (!open) return button;
  const form = (
    <Form
      product={product}
      {...(variantId ? { variantId } : {})}
      autoFocus
      onClose={() => setOpen(false)}
    />
  );
  return inDialog ? (
    <>
      {button}
      <Suspense fallback={null}>{form}</Suspense>
    </>
  ) : (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>{form}</Suspense>
  );
}
