import { useId } from 'react';
import { Money, QuantityStepper } from '../../shared/ui';
import { formatInZone } from './event-dates';
import { isDonation, maxQuantity, minDonation } from './ticket-choice';
import type { Ticket } from './types';

interface TicketRowProps {
  ticket: Ticket;
  quantity: number;
  onQuantity(quantity: number): void;
  donation: string;
  onDonation(amount: string): void;
  donationError: string | undefined;
  locale: string;
  timeZone: string | undefined;
}

function saleNote(ticket: Ticket, locale: string, timeZone: string | undefined): string {
  if (ticket.soldOut) return 'Sold out';
  if (ticket.saleStatus === 'SALE_SCHEDULED') {
    const start = ticket.salePeriod?.startDate;
    return start ? `On sale from ${formatInZone(start, locale, timeZone)}` : 'Not on sale yet';
  }
  if (ticket.saleStatus === 'SALE_ENDED') return 'Sales ended';
  const end = ticket.salePeriod?.endDate;
  return end ? `On sale until ${formatInZone(end, locale, timeZone)}` : '';
}

const FEE_NOTES: Record<string, string> = {
  FEE_INCLUDED: 'Fee included',
  FEE_ADDED: 'Plus service fee',
  FEE_ADDED_AT_CHECKOUT: 'Plus service fee',
};

function Price({ ticket }: { ticket: Ticket }) {
  const currency = ticket.price?.currency;
  if (isDonation(ticket)) {
    return (
      <>
        Pay what you like, from <Money amount={minDonation(ticket)} currency={currency} />
      </>
    );
  }
  if (ticket.free || Number(ticket.price?.amount ?? 0) === 0) return <>Free</>;
  return <Money amount={ticket.price?.amount} currency={currency} />;
}

/** One ticket type: what it is, what it costs, whether it is on sale, how many to take. */
export function TicketRow(props: TicketRowProps) {
  const { ticket, quantity, locale, timeZone } = props;
  const id = useId();
  const max = maxQuantity(ticket);
  const note = saleNote(ticket, locale, timeZone);
  const fee = ticket.feeType ? FEE_NOTES[ticket.feeType] : undefined;
  const remaining = typeof ticket.remaining === 'number' ? ticket.remaining : undefined;
  return (
    <li className="sw-ticket" part="ticket" data-on-sale={max > 0}>
      <div className="sw-ticket-info">
        <h3 className="sw-ticket-name">{ticket.name}</h3>
        {ticket.description ? <p className="sw-ticket-description">{ticket.description}</p> : null}
        <p className="sw-ticket-price" part="price">
          <Price ticket={ticket} />
          {fee ? <span className="sw-ticket-fee"> · {fee}</span> : null}
        </p>
        {note ? (
          <p
            className="sw-ticket-sale"
            data-status={ticket.soldOut ? 'SOLD_OUT' : ticket.saleStatus}
          >
            {note}
          </p>
        ) : null}
        {max > 0 ? (
          <p className="sw-ticket-limit">
            Up to {max} per order
            {remaining !== undefined && remaining <= 10 ? ` · only ${remaining} left` : ''}
          </p>
        ) : null}
      </div>
      <div className="sw-ticket-choose">
        <QuantityStepper
          label={`Quantity of ${ticket.name}`}
          value={quantity}
          min={0}
          max={max}
          disabled={max === 0}
          onChange={props.onQuantity}
        />
        {isDonation(ticket) && quantity > 0 ? (
          <div className="sw-field">
            <label className="sw-label" htmlFor={`${id}-amount`}>
              Your price for {ticket.name}
            </label>
            <input
              id={`${id}-amount`}
              className="sw-input sw-donation"
              type="number"
              inputMode="decimal"
              min={minDonation(ticket)}
              step="0.01"
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
