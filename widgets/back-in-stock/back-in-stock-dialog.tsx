import { Dialog, DialogClose } from '../../shared/ui';
import { BackInStockForm, type BackInStockFormProps } from './back-in-stock-form';
import { useBackInStockText } from './text';

/**
 * The request form in a modal dialog, for a product card: its fixed box has no room for the
 * form, which squeezed the price and stock rows to slivers. Escape, the backdrop or Close shut
 * it, and focus goes back to the card's button.
 */
export function BackInStockDialog({
  onClose,
  ...form
}: BackInStockFormProps & { onClose(): void }) {
  const t = useBackInStockText();
  return (
    <Dialog open onClose={onClose} label={form.product.name} className="bis-dialog">
      <div className="bis-dialog-close">
        <DialogClose label={t('close')} onClose={onClose} />
      </div>
      <BackInStockForm {...form} />
    </Dialog>
  );
}
