import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Parts of the ticket flow needed only after the first steps, each its own chunk so a page
 * with <event-tickets> loads only the header and the picker up front (DESIGN.md §7 budget).
 */
const LazyCheckoutForm = lazy(() =>
  import('./checkout-form').then(({ CheckoutForm }) => ({ default: CheckoutForm })),
);
const LazyConfirmation = lazy(() =>
  import('./confirmation').then(({ Confirmation }) => ({ default: Confirmation })),
);

/** The form (every input type of the spec), fetched while the visitor watches the countdown. */
export function CheckoutForm(props: ComponentProps<typeof LazyCheckoutForm>) {
  return (
    <Suspense fallback={<p role="status">Loading the order form…</p>}>
      <LazyCheckoutForm {...props} />
    </Suspense>
  );
}

/** The confirmation and its calendar file, fetched once there is an order. */
export function Confirmation(props: ComponentProps<typeof LazyConfirmation>) {
  return (
    <Suspense fallback={<p role="status">Loading your confirmation…</p>}>
      <LazyConfirmation {...props} />
    </Suspense>
  );
}
