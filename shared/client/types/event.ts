import type { Image, Loose, PageUrl } from './common';

export interface Event extends Loose {
  id: string;
  slug?: string;
  title: string;
  shortDescription?: string;
  status?: string;
  mainImage?: Image;
  eventPageUrl?: PageUrl;
  dateAndTimeSettings?: Loose & {
    startDate?: string;
    endDate?: string;
    timeZoneId?: string;
    dateAndTimeTbd?: boolean;
  };
  location?: Loose & {
    type?: string;
    name?: string;
    address?: Loose & { formattedAddress?: string };
  };
  registration?: Loose & { type?: string; status?: string };
}

/**
 * A ticket's or an order's money, as the events API writes it: `value`, which the official SDK
 * reads, and `amount`, the older name it still sends.
 */
export type EventMoney = Loose & { amount: string; value?: string; currency?: string };

export interface TicketDefinition extends Loose {
  id: string;
  eventId?: string;
  name: string;
  description?: string;
  price?: EventMoney;
  free?: boolean;
  /** Capped by the seats left: 0 when none are (the SDK's orders.TicketDefinition). */
  limitPerCheckout?: number;
  saleStatus?: string;
  salePeriod?: Loose & { startDate?: string; endDate?: string };
  /** The counts behind it, with the DASHBOARD fieldset, which only an elevated caller gets. */
  dashboard?: Loose & { limited?: boolean; unsold?: number | null };
}

export interface Reservation extends Loose {
  id: string;
  expires: string;
  reservations: Array<Loose & { ticket?: TicketDefinition; quantity: number }>;
}

export interface TicketingOrder extends Loose {
  orderNumber: string;
  reservationId?: string;
  eventId?: string;
  status: string;
  created?: string;
  /** The buyer's address, where the tickets go (fieldset DETAILS). */
  email?: string;
  /** What was bought and what it came to (fieldset INVOICE). */
  invoice?: Loose & {
    items?: Array<Loose & { id?: string; name?: string; quantity?: number; total?: EventMoney }>;
    grandTotal?: EventMoney;
  };
}

export interface EventAnswer extends Loose {
  event: Event;
}

export interface EventsAnswer extends Loose {
  events: Event[];
  pagingMetadata?: Loose & { count?: number; offset?: number; total?: number; hasNext?: boolean };
}

export interface TicketDefinitionsAnswer extends Loose {
  definitions: TicketDefinition[];
  metaData?: Loose & { offset?: number; count?: number; total?: number };
}

export interface CheckoutAnswer extends Loose {
  order: TicketingOrder;
  expires?: string;
}
