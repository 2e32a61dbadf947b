import { useState } from 'react';
import type { Cart } from '../../shared/client';
import { useCartTotals } from '../../shared/data/cart-view';
import { ErrorNotice, Money } from '../../shared/ui';
import { rowsOf } from './price-summary';
import { usePanelText } from './panel.text';

/** Totals from estimate-totals; skeleton rows of the same height while the server estimates. */
export function Totals({ cart }: { cart: Cart }) {
  const estimate = useCartTotals(cart);
  const t = usePanelText();
  // The shared hook estimates only carts with store lines; a cart of custom lines shows its
  // own subtotal instead of waiting forever.
  const notEstimated = estimate.isPending && estimate.fetchStatus === 'idle';
  // The totals last estimated belong to the cart as it was then: once it has changed, they are
  // not shown while it is estimated again (slowly, or failing offline), or they would contradict
  // its lines. A cart read again unchanged is the same object, so that alone hides nothing.
  const [estimated, setEstimated] = useState({ at: estimate.dataUpdatedAt, cart });
  if (estimated.at !== estimate.dataUpdatedAt) setEstimated({ at: estimate.dataUpdatedAt, cart });
  const outdated = estimate.isFetching && estimated.cart !== cart;
  const summary = outdated
    ? null
    : (estimate.data?.priceSummary ?? (notEstimated ? { subtotal: cart.subtotal } : null));
  return (
    // Kept through an error, and focusable from script only: Try again's focus lands on the
    // totals it brought, not at the top of the cart.
    <div className="totals" part="totals" aria-busy={estimate.isFetching} tabIndex={-1}>
      {estimate.isError ? (
        <ErrorNotice error={estimate.error} onRetry={estimate.refetch} />
      ) : summary ? (
        <dl>
          {rowsOf(summary).map((row) => (
            <div key={row.label} className={row.total ? 'totals-row totals-total' : 'totals-row'}>
              <dt>{t(row.label)}</dt>
              <dd>
                <Money amount={row.money?.amount} currency={cart.currency} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <TotalsSkeleton />
      )}
    </div>
  );
}

function TotalsSkeleton() {
  const t = usePanelText();
  return (
    <>
      <p className="sw-visually-hidden">{t('calculating')}</p>
      <div aria-hidden>
        {(['subtotal', 'shipping', 'tax', 'total'] as const).map((label) => (
          <div key={label} className="totals-row">
            <span>{t(label)}</span>
            <span className="sw-skeleton totals-skeleton" />
          </div>
        ))}
      </div>
    </>
  );
}
