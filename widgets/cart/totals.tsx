import type { Cart, EstimateTotalsAnswer, Money as WireMoney } from '../../shared/client';
import { useCartTotals } from '../../shared/data';
import { ErrorNotice, Money } from '../../shared/ui';

type Summary = NonNullable<EstimateTotalsAnswer['priceSummary']>;
type Row = { label: string; money: WireMoney | undefined; total?: boolean };

/** Totals from estimate-totals; skeleton rows of the same height while the server estimates. */
export function Totals({ cart }: { cart: Cart }) {
  const estimate = useCartTotals(cart);
  if (estimate.isError) return <ErrorNotice error={estimate.error} onRetry={estimate.refetch} />;
  // The shared hook estimates only carts with store lines; a cart of custom lines shows its
  // own subtotal instead of waiting forever.
  const notEstimated = estimate.isPending && estimate.fetchStatus === 'idle';
  const summary =
    estimate.data?.priceSummary ?? (notEstimated ? { subtotal: cart.subtotal } : null);
  return (
    <div className="totals" part="totals" aria-busy={estimate.isFetching}>
      {summary ? (
        <dl>
          {rowsOf(summary).map((row) => (
            <div key={row.label} className={row.total ? 'totals-row totals-total' : 'totals-row'}>
              <dt>{row.label}</dt>
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

/** The rows the server answered; a discount only when there is one, shown as negative. */
function rowsOf(summary: Summary): Row[] {
  const discount = Number(summary.discount?.amount);
  const rows: Row[] = [
    { label: 'Subtotal', money: summary.subtotal },
    ...(discount > 0 ? [{ label: 'Discounts', money: { amount: String(-discount) } }] : []),
    { label: 'Shipping', money: summary.shipping },
    { label: 'Tax', money: summary.tax },
    { label: 'Total', money: summary.total, total: true },
  ];
  return rows.filter((row) => row.money);
}

function TotalsSkeleton() {
  return (
    <>
      <p className="sw-visually-hidden">Calculating totals…</p>
      <div aria-hidden>
        {['Subtotal', 'Shipping', 'Tax', 'Total'].map((label) => (
          <div key={label} className="totals-row">
            <span>{label}</span>
            <span className="sw-skeleton totals-skeleton" />
          </div>
        ))}
      </div>
    </>
  );
}
