import { useCartText } from './text';

/** The cart's boxes while its lines, or the code that draws them, are on their way. */
export function CartSkeleton() {
  const t = useCartText();
  return (
    <div className="cart-skeleton" aria-busy="true">
      <p className="sw-visually-hidden">{t('loading')}</p>
      <div className="sw-skeleton skeleton-line" />
      <div className="sw-skeleton skeleton-totals" />
      <div className="sw-skeleton skeleton-button" />
    </div>
  );
}
