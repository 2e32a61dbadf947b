import { Suspense, useState } from 'react';
import type { Product } from '../../shared/client';
import { useLazyStyled } from './lazy-styled';
import { loadRequestForm } from './request-form';
import { useProductText } from './text';

const loadDialog = () =>
  import('./notify-dialog').then((chunk) => [chunk.NotifyDialog, chunk.notifyDialogCss] as const);

/**
 * In place of Add to cart when the item is out of stock: a button the same size, which opens
 * the back-in-stock request form (cards and details offer it where it applies), in a
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
  const t = useProductText();
  const [open, setOpen] = useState(false);
  // A dialog waits for its Try again back online: by itself it would open over the page.
  const Form = useLazyStyled(inDialog ? loadDialog : loadRequestForm, inDialog);
  const button = (
    <button
      type="button"
      className="sw-button sw-button-quiet sw-button-block"
      part="notify-me"
      aria-label={`${t('notifyMe')}, ${product.name}`}
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
