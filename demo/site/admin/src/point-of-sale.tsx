/** Selling tickets at the door: reserve the tickets, then a point-of-sale checkout paid offline. */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ActionResult, useAction } from './action-result';
import { useAdmin } from './admin-client';
import { useEventChoices } from './orders';

export function PointOfSale() {
  const client = useAdmin();
  const action = useAction();
  const events = useEventChoices();
  const [eventId, setEventId] = useState('');
  const tickets = useQuery({
    queryKey: ['pos', 'tickets', eventId],
    enabled: eventId !== '',
    // The seats left are the DASHBOARD fieldset's, which only an elevated caller may ask for.
    queryFn: () =>
      client.ticketingCheckout.queryAvailableTickets({
        filter: { eventId },
        fieldset: ['DASHBOARD'],
        limit: 100,
      }),
  });
  const onSale = (events.data ?? []).filter(
    (e) => e.status !== 'DRAFT' && e.status !== 'CANCELED' && e.status !== 'ENDED',
  );

  const onSell = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const ticketQuantities = (tickets.data?.definitions ?? [])
      .map((d) => ({ ticketDefinitionId: d.id, quantity: Number(data.get(d.id) ?? 0) }))
      .filter((q) => q.quantity > 0);
    const sold = await action.run(
      async () => {
        if (!ticketQuantities.length) throw new Error('Choose at least one ticket.');
        const reservation = await client.ticketingCheckout.createReservation({
          eventId,
          ticketQuantities,
        });
        return client.ticketingOrdersAdmin.posCheckout({ eventId, reservationId: reservation.id });
      },
      ({ order }) =>
        `Sold at the door: order ${order.orderNumber} is ${order.status} (paid offline).`,
    );
    if (sold) form.reset();
  };

  return (
    <section className="panel" aria-labelledby="pos">
      <h3 id="pos">Sell tickets at the door</h3>
      <label>
        Event
        <select value={eventId} onChange={(e) => setEventId(e.target.value)}>
          <option value="">Choose an event</option>
          {onSale.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </select>
      </label>
      {eventId && tickets.data ? (
        <form className="inline" onSubmit={(e) => void onSell(e)} aria-labelledby="pos">
          {tickets.data.definitions.length === 0 ? <p>This event has no tickets.</p> : null}
          {tickets.data.definitions.map((d) => (
            <label key={d.id}>
              {d.name} ({d.free ? 'free' : `${d.price?.amount ?? ''} ${d.price?.currency ?? ''}`}
              {d.dashboard?.unsold === 0
                ? ', sold out'
                : typeof d.dashboard?.unsold === 'number'
                  ? `, ${d.dashboard.unsold} left`
                  : ''}
              )
              <input
                name={d.id}
                type="number"
                min={0}
                max={d.limitPerCheckout ?? 50}
                defaultValue={0}
                disabled={d.limitPerCheckout === 0}
              />
            </label>
          ))}
          <button type="submit" disabled={action.pending}>
            Sell (paid offline)
          </button>
        </form>
      ) : null}
      {tickets.error ? <p role="alert">{(tickets.error as Error).message}</p> : null}
      <ActionResult outcome={action.outcome} />
    </section>
  );
}
