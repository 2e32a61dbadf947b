import { useId } from 'react';
import { formatNumber, Money, QuantityStepper, type Translate } from '../../shared/ui';
import { amountOf, decimalsOf } from './event-money';
import { formatInZone } from './event-dates';
import { useHeading } from './heading-level';
import { isDonation, maxQuantity, minDonation, saleState } from './ticket-choice';
import { useEventsText, type EventsKey } from './text';
import type { Ticket } from './types';

interface TicketRowProps {
  ticket: Ticket;
  quantity: number;
  /** The tickets of all types one order holds, and how many of the other types are picked. */
  orderLimit: number;
  others: number;
  onQuantity(quantity: number): void;
  donation: string;
  onDonation(amount: string): void;
  donationError: string | undefined;
  /** The id of the picker's sentence about this ticket's quantity, when there is one. */
  quantityErrorId: string | undefined;
  locale: string;
  timeZone: string | undefined;
}

function saleNote(
  ticket: Ticket,
  locale: string,
  timeZone: string | undefined,
  t: Translate<EventsKey>,
): string {
  const state = saleState(ticket);
  if (state === 'SOLD_OUT') return t('soldOut');
  if (state === 'SALE_SCHEDULED') {
    const start = ticket.salePeriod?.startDate;
    return start ? t('onSaleFrom', { date: formatInZone(start, locale, timeZone) }) : t('notYet');
  }
  if (state === 'SALE_ENDED') return t('salesEnded');
  const end = ticket.salePeriod?.endDate;
  return end ? t('onSaleUntil', { date: formatInZone(end, locale, timeZone) }) : '';
}

const isFree = (ticket: Ticket) =>
  !isDonation(ticket) && (ticket.free || Number(amountOf(ticket.price) ?? 0) === 0);

/**
 * The fee the buyer pays on top, named only when there is one: a free ticket has none, and
 * FEE_INCLUDED is the seller's (taken from the price, not added to it).
 */
function feeNote(ticket: Ticket, t: Translate<EventsKey>): string | undefined {
  if (isFree(ticket)) return undefined;
  const fee = ticket.wixFeeConfig?.type;
  const added = fee === 'FEE_ADDED' || fee === 'FEE_ADDED_AT_CHECKOUT';
  return added ? t('feeAdded') : undefined;
}

function Price({ ticket }: { ticket: Ticket }) {
  const t = useEventsText();
  const currency = ticket.price?.currency;
  if (isDonation(ticket)) {
    return (
      <>
        {t('payFrom')}
        <Money amount={minDonation(ticket)} currency={currency} />
      </>
    );
  }
  if (isFree(ticket)) return <>{t('free')}</>;
  return <Money amount={amountOf(ticket.price)} currency={currency} />;
}

/** One ticket type: what it is, what it costs, whether it is on sale, how many to take. */
export function TicketRow(props: TicketRowProps) {
  const { ticket, quantity, locale, timeZone } = props;
  const id = useId();
  const t = useEventsText();
  const max = maxQuantity(ticket, props.orderLimit);
  const note = saleNote(ticket, locale, timeZone, t);
  const fee = feeNote(ticket, t);
  const Name = useHeading(1);
  return (
    <li className="sw-ticket" part="ticket" data-on-sale={max > 0}>
      <div className="sw-ticket-info">
        <Name className="sw-ticket-name">{ticket.name}</Name>
        {ticket.description ? <p className="sw-ticket-description">{ticket.description}</p> : null}
        <p className="sw-ticket-price" part="price">
          <Price ticket={ticket} />
          {fee ? <span className="sw-ticket-fee"> · {fee}</span> : null}
        </p>
        {note ? (
          <p className="sw-ticket-sale" data-status={saleState(ticket)}>
            {note}
          </p>
        ) : null}
        {max > 0 ? (
          <p className="sw-ticket-limit">{t('upTo', { count: formatNumber(max, locale) })}</p>
        ) : null}
      </div>
      <div className="sw-ticket-choose">
        <QuantityStepper
          name={ticket.name}
          value={quantity}
          min={0}
          max={maxQuantity(ticket, props.orderLimit - props.others)}
          disabled={max === 0}
          onChange={props.onQuantity}
          errorId={props.quantityErrorId}
        />
        {isDonation(ticket) && quantity > 0 ? (
          <div className="sw-field">
            <label className="sw-label" htmlFor={`${id}-amount`}>
              {t('yourPrice', { name: ticket.name })}
            </label>
            <input
              id={`${id}-amount`}
              className="sw-input sw-donation"
              // Text, not number: a number input reads "12,50" by the browser's language.
              inputMode={decimalsOf(ticket.price?.currency) ? 'decimal' : 'numeric'}
              value={props.donation}
              aria-invalid={props.donationError ? true : undefined}
              aria-describedby={props.donationError ? `${id}-amount-error` : undefined}
              onChange={(e) => props.onDonation(e.target.value)}
            />
            {props.donationError ? (
              <p id={`${id}-amount-error`} className="sw-field-error">
                {props.donationError}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
