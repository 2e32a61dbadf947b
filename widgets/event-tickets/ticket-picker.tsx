import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApplicationError } from '../../shared/client';
import { usePlatform, useSiteConfig } from '../../shared/data';
import { ErrorNotice, Notice, formatMoney, messageOf } from '../../shared/ui';
import { donationProblem, isDonation, minDonation, ticketQuantitiesOf } from './ticket-choice';
import { TicketRow } from './ticket-row';
import type { EventDetails, Ticket } from './types';
import { ticketsKey, useReserve, type HeldReservation } from './use-reservation';

interface TicketPickerProps {
  event: EventDetails;
  /** Why the visitor is back here (an expired reservation), if they are. */
  notice?: string | undefined;
  onReserved(held: HeldReservation): void;
}

/** The tickets that sold out between loading the list and reserving, by name. */
function unavailableMessage(error: unknown, tickets: Ticket[]): string | undefined {
  if (!isApplicationError(error) || error.code !== 'TICKETS_UNAVAILABLE') return undefined;
  const ids = (error.data as { ticketDefinitionIds?: string[] } | undefined)?.ticketDefinitionIds;
  const names = tickets.filter((t) => ids?.includes(t.id)).map((t) => t.name);
  const what = names.length ? names.join(', ') : 'Some of the tickets you chose';
  return `${what}: not enough left any more, someone was quicker. The list now shows what is left; please choose again.`;
}

export function TicketPicker({ event, notice, onReserved }: TicketPickerProps) {
  const client = usePlatform();
  const { locale, currency: siteCurrency } = useSiteConfig();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [donations, setDonations] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const tickets = useQuery({
    queryKey: ticketsKey(event.id),
    queryFn: async () =>
      (await client.ticketingCheckout.listAvailableTickets({ eventId: event.id, limit: 100 }))
        .definitions as Ticket[],
  });
  const reserve = useReserve(event.id);

  if (tickets.isPending) return <p>Loading tickets…</p>;
  if (tickets.isError)
    return <ErrorNotice error={tickets.error} onRetry={() => void tickets.refetch()} />;
  const list = tickets.data;
  if (!list.length) return <Notice>No tickets are on sale for this event.</Notice>;

  const problemOf = (ticket: Ticket) =>
    isDonation(ticket) && (quantities[ticket.id] ?? 0) > 0
      ? donationProblem(ticket, donations[ticket.id] ?? '', (n) =>
          formatMoney(n, ticket.price?.currency || siteCurrency || 'USD', locale),
        )
      : undefined;
  const lines = ticketQuantitiesOf(list, quantities, donations);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (count === 0 || list.some(problemOf)) return;
    reserve.mutate(lines, {
      onSuccess: onReserved,
      onError: (error) => {
        // The list is refetched with what is left: the old choice no longer means anything.
        if (unavailableMessage(error, list)) {
          setQuantities({});
          setChecked(false);
        }
      },
    });
  };
  const choose = (ticket: Ticket, quantity: number) => {
    setQuantities((q) => ({ ...q, [ticket.id]: quantity }));
    // Start a donation at its minimum so the common case needs no typing.
    if (isDonation(ticket) && donations[ticket.id] === undefined) {
      setDonations((d) => ({ ...d, [ticket.id]: String(minDonation(ticket)) }));
    }
  };
  const failure = reserve.error
    ? (unavailableMessage(reserve.error, list) ?? messageOf(reserve.error))
    : undefined;

  return (
    <form
      className="sw-picker"
      part="picker"
      onSubmit={submit}
      noValidate
      aria-label="Choose tickets"
    >
      {notice ? <Notice>{notice}</Notice> : null}
      <ul className="sw-tickets">
        {list.map((ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            quantity={quantities[ticket.id] ?? 0}
            onQuantity={(quantity) => choose(ticket, quantity)}
            donation={donations[ticket.id] ?? ''}
            onDonation={(amount) => setDonations((d) => ({ ...d, [ticket.id]: amount }))}
            donationError={checked ? problemOf(ticket) : undefined}
            locale={locale}
            timeZone={event.dateAndTimeSettings?.timeZoneId}
          />
        ))}
      </ul>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {checked && count === 0 ? <Notice tone="error">Choose at least one ticket.</Notice> : null}
      <button
        type="submit"
        className="sw-button sw-button-block"
        part="reserve"
        disabled={reserve.isPending}
      >
        {reserve.isPending
          ? 'Reserving…'
          : count
            ? `Reserve ${count} ticket${count === 1 ? '' : 's'}`
            : 'Reserve tickets'}
      </button>
    </form>
  );
}
