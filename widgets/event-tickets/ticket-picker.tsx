import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApplicationError, type TicketQuantity } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { useAvailableTickets } from '../../shared/data/events';
import { useCreateReservation } from '../../shared/data/reservations';
import {
  ErrorNotice,
  Notice,
  formatMoney,
  formatNumber,
  messageOf,
  plural,
  useSharedText,
  type Translate,
} from '../../shared/ui';
import {
  donationProblem,
  isDonation,
  maxQuantity,
  typedMinimum,
  orderFull,
  orderLimitOf,
  saleState,
  ticketQuantitiesOf,
} from './ticket-choice';
import { useEventsText, type EventsKey } from './text';
import { TicketRow } from './ticket-row';
import { FlowState } from './flow-state';
import type { EventDetails, Ticket } from './types';
import { heldReservationOf, type HeldReservation } from './held-reservation';

interface TicketPickerProps {
  event: EventDetails;
  /** Why the visitor is back here (an expired reservation), if they are. */
  notice?: string | undefined;
  onReserved(held: HeldReservation, lines: TicketQuantity[]): void;
}

/** The tickets that sold out between loading the list and reserving, when that is the refusal. */
function soldMeanwhile(error: unknown): string[] | undefined {
  if (!isApplicationError(error) || error.code !== 'TICKETS_UNAVAILABLE') return undefined;
  return (error.data as { ticketDefinitionIds?: string[] } | undefined)?.ticketDefinitionIds ?? [];
}

/** Those tickets by name. */
function unavailableMessage(ids: string[], tickets: Ticket[], t: Translate<EventsKey>): string {
  const names = tickets.filter((t) => ids.includes(t.id)).map((t) => t.name);
  return t('unavailable', { what: names.length ? names.join(', ') : t('someTickets') });
}

export function TicketPicker({ event, notice, onReserved }: TicketPickerProps) {
  const { locale, currency: siteCurrency } = useSiteConfig();
  const t = useEventsText();
  const shared = useSharedText();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [donations, setDonations] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  // Each refused try takes the focus to the first field it names (a price out of bounds, or the
  // first quantity when none was chosen), once its error is shown: a keyboard or screen reader
  // user lands on the field and hears why.
  const [refused, setRefused] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused)
      form.current
        ?.querySelector<HTMLElement>(
          'input[aria-invalid="true"], [aria-invalid="true"] button:not([aria-disabled])',
        )
        ?.focus();
  }, [refused]);
  const errorId = useId();
  const tickets = useAvailableTickets<Ticket>(event.id);
  const reserve = useCreateReservation(
    event.id,
    event.registration?.tickets?.reservationDurationInMinutes,
  );

  if (tickets.isPending)
    return (
      <>
        <FlowState state="loading" />
        <p>{t('loadingTickets')}</p>
      </>
    );
  // Counts read again (after a refused or failed reservation) that fail keep the list and the
  // visitor's choices: the reservation's own error says what happened.
  if (tickets.isError && !tickets.data)
    return (
      <>
        <FlowState state="error" />
        <ErrorNotice error={tickets.error} onRetry={() => void tickets.refetch()} />
      </>
    );
  const list = tickets.data;
  // None, or every sale over (closed while a laptop slept, the hold gone with it): there is
  // nothing to reserve, so no Reserve button; why the visitor is back here is still said.
  if (list.every((ticket) => saleState(ticket) === 'SALE_ENDED'))
    return (
      <>
        <FlowState state="empty" />
        {notice ? <Notice>{notice}</Notice> : null}
        <Notice>{t('noTickets')}</Notice>
      </>
    );

  const problemOf = (ticket: Ticket) =>
    isDonation(ticket) && (quantities[ticket.id] ?? 0) > 0
      ? donationProblem(
          ticket,
          donations[ticket.id] ?? '',
          (n) => formatMoney(n, ticket.price?.currency || siteCurrency || 'USD', locale),
          t,
          locale,
        )
      : undefined;
  const lines = ticketQuantitiesOf(list, quantities, donations, locale);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const orderLimit = orderLimitOf(event);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reserve.isPending) return;
    setChecked(true);
    if (list.some(problemOf) || count === 0) return setRefused((n) => n + 1);
    reserve.mutate(lines, {
      onSuccess: (answer) => onReserved(heldReservationOf(answer), lines),
      onError: (error) => {
        // The list is refetched with what is left: the old choice no longer means anything.
        if (soldMeanwhile(error)) {
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
      setDonations((d) => ({ ...d, [ticket.id]: typedMinimum(ticket, locale) }));
    }
  };
  const sold = soldMeanwhile(reserve.error);
  const failure = reserve.error
    ? sold
      ? unavailableMessage(sold, list, t)
      : messageOf(reserve.error, shared)
    : undefined;
  const noneChosen = checked && count === 0;
  // Each sentence is tied to what it is about: the quantities it names, and the button pressed.
  const failureId = `${errorId}-failure`;
  const noneChosenId = `${errorId}-none`;
  const quantityErrorId = (ticket: Ticket) =>
    sold?.includes(ticket.id)
      ? failureId
      : noneChosen && maxQuantity(ticket) > 0
        ? noneChosenId
        : undefined;
  const reserveErrorIds = [failure && failureId, noneChosen && noneChosenId].filter(Boolean);

  return (
    <form
      ref={form}
      className="sw-picker"
      part="picker"
      onSubmit={submit}
      noValidate
      aria-label={t('chooseTickets')}
    >
      <FlowState state="ready" />
      {notice ? <Notice>{notice}</Notice> : null}
      <ul className="sw-tickets">
        {list.map((ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            quantity={quantities[ticket.id] ?? 0}
            orderLimit={orderLimit}
            others={count - (quantities[ticket.id] ?? 0)}
            onQuantity={(quantity) => choose(ticket, quantity)}
            donation={donations[ticket.id] ?? ''}
            onDonation={(amount) => setDonations((d) => ({ ...d, [ticket.id]: amount }))}
            donationError={checked ? problemOf(ticket) : undefined}
            quantityErrorId={quantityErrorId(ticket)}
            locale={locale}
            timeZone={event.dateAndTimeSettings?.timeZoneId}
          />
        ))}
      </ul>
      {orderFull(list, quantities, count, orderLimit) ? (
        <Notice>{t('orderMax', { count: formatNumber(orderLimit, locale) })}</Notice>
      ) : null}
      {failure ? (
        <div id={failureId}>
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      {noneChosen ? (
        <div id={noneChosenId}>
          <Notice tone="error">{t('atLeastOne')}</Notice>
        </div>
      ) : null}
      <button
        type="submit"
        className="sw-button sw-button-block"
        part="reserve"
        aria-disabled={reserve.isPending || undefined} // not `disabled`: that drops the focus
        aria-describedby={reserveErrorIds.join(' ') || undefined}
      >
        {reserve.isPending
          ? t('reserving')
          : count
            ? plural(locale, count, { one: t('reserveOne'), other: t('reserveOther') })
            : t('reserve')}
      </button>
    </form>
  );
}
