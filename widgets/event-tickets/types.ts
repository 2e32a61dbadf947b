/**
 * The event and ticket fields these widgets read that the client's wire types leave out
 * (docs/wire.md, Events). Answers are typed, not parsed; every extra field is optional.
 */
import type { Event, TicketDefinition } from '../../shared/client';

export interface MoneyValue {
  amount?: string;
  value?: string;
  currency?: string;
}

export interface FormInput {
  name: string;
  label: string;
  mandatory?: boolean;
  options?: string[];
  maxLength?: number;
  type?: string;
}

export interface FormControl {
  id: string;
  type: string;
  label: string;
  orderIndex?: number;
  inputs: FormInput[];
}

export type EventDetails = Event & {
  description?: string;
  dateAndTimeSettings?: Event['dateAndTimeSettings'] & {
    dateAndTimeTbdMessage?: string;
    /** Show only the start. */
    hideEndDate?: boolean;
    /** Name the zone even for visitors in it. */
    showTimeZone?: boolean;
  };
  location?: { type?: string; name?: string; address?: { formattedAddress?: string } | null };
  registration?: {
    type?: string;
    status?: string;
    tickets?: {
      soldOut?: boolean;
      reservationDurationInMinutes?: number | null;
      /** Tickets of all types one order holds (ticket-choice.ts `orderLimitOf`). */
      ticketLimitPerOrder?: number;
    };
    external?: { url?: string };
  };
  form?: { controls?: FormControl[] };
};

export type Ticket = TicketDefinition & {
  pricing?: { pricingType?: string; minPrice?: MoneyValue; fixedPrice?: MoneyValue };
  /** Who pays the service fee (the SDK's TicketDefinition has no top-level `feeType`). */
  wixFeeConfig?: { type?: string };
};

export interface InputValue {
  inputName: string;
  value?: string;
  values?: string[];
}
