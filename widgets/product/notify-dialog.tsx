// A card's back-in-stock request, loaded with the first "Notify me when back" click.
import { Suspense } from 'react';
import { Dialog, DialogClose } from '../../shared/ui';
import { useDetailsText } from './details.text';
import { useLazyStyled } from './lazy-styled';
import { loadRequestForm, type RequestFormProps } from './request-form';

export { notifyDialogCss } from './notify-dialog.styles';

/**
 * The request form in a modal dialog: a card's fixed box has no room for it (inline, it
 * squeezed the price and stock rows to slivers). Escape, the backdrop or Close shut it, and
 * focus goes back to the card's button.
 */
export function NotifyDialog({ onClose = () => {}, ...form }: RequestFormProps) {
  const t = useDetailsText();
  const Form = useLazyStyled(loadRequestForm);
  return (
    <Dialog open onClose={onClose} label={form.product.name} className="notify-dialog">
      <div className="notify-dialog-close">
        <DialogClose label={t('close')} onClose={onClose} />
      </div>
      <Suspense fallback={null}>
        <Form {...form} />
      </Suspense>
    </Dialog>
  );
}
