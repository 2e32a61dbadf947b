import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../shared/element/lazy-part';
import { FlowState } from './flow-state';
import { useEventsText, type EventsKey } from './text';
import type * as TicketFlowModule from './ticket-flow';

/** Says what is on its way, in the page's language. */
function Loading({ what }: { what: EventsKey }) {
  return (
    <>
      <FlowState state="loading" />
      <p role="status">{useEventsText()(what)}</p>
    </>
  );
}

/*
 * Parts of the ticket flow needed only after the first steps, each its own chunk so a page
 * with <event-tickets> loads only the header and the picker up front (DESIGN.md §7 budget).
 */
let flow: Promise<typeof TicketFlowModule> | undefined;
/**
 * The picker and the reservation: started as soon as an <event-tickets> renders (no waterfall).
 * A failed fetch (the connection dropped meanwhile) is forgotten: the flow asks again.
 */
export const loadTicketFlow = () =>
  (flow ??= import('./ticket-flow').catch((error: unknown) => {
    flow = undefined;
    throw error;
  }));
// Each says so in its place, with Try again, when its code fails to arrive (lazyPart).
const LazyTicketFlow = lazyPart(() => loadTicketFlow().then(({ TicketFlow }) => TicketFlow));
const LazyCheckoutForm = lazyPart(() =>
  import('./checkout-form').then(({ CheckoutForm }) => CheckoutForm),
);
const LazyConfirmation = lazyPart(() =>
  import('./confirmation').then(({ Confirmation }) => Confirmation),
);
const LazyReturnedOrder = lazyPart(() =>
  import('./returned-order').then(({ ReturnedOrder }) => ReturnedOrder),
);

/** Tickets to pick, then the reservation; loaded alongside the event (the picker reports). */
export function TicketFlow(props: ComponentProps<typeof LazyTicketFlow>) {
  return (
    <Suspense fallback={<Loading what="loadingTickets" />}>
      <LazyTicketFlow {...props} />
    </Suspense>
  );
}

/** The form (every input type of the spec), fetched while the visitor watches the countdown. */
export function CheckoutForm(props: ComponentProps<typeof LazyCheckoutForm>) {
  return (
    <Suspense fallback={<Loading what="loadingForm" />}>
      <FlowState state="ready" />
      <LazyCheckoutForm {...props} />
    </Suspense>
  );
}

/** The confirmation and its calendar file, fetched once there is an order. */
export function Confirmation(props: ComponentProps<typeof LazyConfirmation>) {
  return (
    <Suspense fallback={<Loading what="loadingConfirmation" />}>
      <FlowState state="ready" />
      <LazyConfirmation {...props} />
    </Suspense>
  );
}

/** An order back from the hosted checkout: fetched only when one comes back. */
export function ReturnedOrder(props: ComponentProps<typeof LazyReturnedOrder>) {
  return (
    <Suspense fallback={<Loading what="loadingOrder" />}>
      <LazyReturnedOrder {...props} />
    </Suspense>
  );
}
