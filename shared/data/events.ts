/**
 * Events and tickets (spec §7.3-7.5): one key factory and one `queryOptions` per read, so
 * useQuery, fetchQuery and invalidateQueries name the same cache entry (TanStack's pattern).
 * Hooks take the event and ticket types the widget reads (`T`): answers are typed, not parsed.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Event, PlatformClient, TicketDefinition, TicketingOrder } from '../client';
import {
  EVENT_PAGE_EXAMPLE,
  EVENT_PAGE_PLACEHOLDERS,
  fillPageAddress,
  pageAddressProblem,
  pageBase,
} from '../session';
import { usePlatform, useSiteConfig } from './use-platform';

export type EventRef = { id: string } | { slug: string };

export interface EventListPage {
  statuses: readonly string[];
  limit: number;
  offset: number;
}

export const eventKeys = {
  all: ['events'] as const,
  detail: (ref: EventRef) => [...eventKeys.all, 'detail', ref] as const,
  list: ({ statuses, limit, offset }: EventListPage) =>
    [...eventKeys.all, 'list', statuses, limit, offset] as const,
  /** An event's tickets and what remains of them: invalidated by every reservation. */
  tickets: (eventId: string) => [...eventKeys.all, 'tickets', eventId] as const,
  order: (eventId: string, orderNumber: string) =>
    [...eventKeys.all, 'order', eventId, orderNumber] as const,
};

export const eventQuery = <T extends Event>(
  client: PlatformClient,
  ref: EventRef,
  fields: string[],
) =>
  queryOptions({
    queryKey: eventKeys.detail(ref),
    queryFn: async ({ signal }) =>
      (
        await ('id' in ref
          ? client.events.getEvent(ref.id, fields, { signal })
          : client.events.getEventBySlug(ref.slug, fields, { signal }))
      ).event as T,
  });

/** What a list item shows besides the basics: its image, its registration, its page. */
const LIST_FIELDS = ['DETAILS', 'REGISTRATION', 'URLS'];

export const eventListQuery = (client: PlatformClient, page: EventListPage) =>
  queryOptions({
    queryKey: eventKeys.list(page),
    queryFn: ({ signal }) =>
      client.events.queryEvents(
        {
          filter: { status: { $in: page.statuses } },
          sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
          paging: { limit: page.limit, offset: page.offset },
        },
        LIST_FIELDS,
        { signal },
      ),
    // Paging keeps the page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const ticketsQuery = <T extends TicketDefinition>(client: PlatformClient, eventId: string) =>
  queryOptions({
    queryKey: eventKeys.tickets(eventId),
    queryFn: async ({ signal }) =>
      (await client.ticketingCheckout.listAvailableTickets({ eventId, limit: 100 }, { signal }))
        .definitions as T[],
  });

const ORDER_FIELDS = ['DETAILS', 'INVOICE'];

export const ticketingOrderQuery = (client: PlatformClient, eventId: string, orderNumber: string) =>
  queryOptions({
    queryKey: eventKeys.order(eventId, orderNumber),
    queryFn: async ({ signal }) =>
      // The buyer's details and the invoice: the confirmation lists the tickets and the address.
      (await client.ticketingOrders.getOrder(eventId, orderNumber, ORDER_FIELDS, { signal }))
        .order as TicketingOrder,
  });

/** One event by id or slug; idle while the widget has neither. */
export function useEvent<T extends Event>(ref: EventRef | undefined, fields: string[]) {
  const client = usePlatform();
  return useQuery({
    ...eventQuery<T>(client, ref ?? { slug: '' }, fields),
    enabled: Boolean(ref),
  });
}

export const useEventList = (page: EventListPage) => useQuery(eventListQuery(usePlatform(), page));

export const useAvailableTickets = <T extends TicketDefinition>(eventId: string) =>
  useQuery(ticketsQuery<T>(usePlatform(), eventId));

export const useTicketingOrder = (eventId: string, orderNumber: string) =>
  useQuery(ticketingOrderQuery(usePlatform(), eventId, orderNumber));

/** Where the site shows one event, or why a list's own template cannot be used. */
export type EventPageAddress =
  | { hrefOf(event: { id: string; slug?: string | undefined }): string | undefined }
  | { problem: string };

/**
 * The site's event page: a list's own `event-page` template, else `<site-config event-page>`
 * (checked when the config was read). Each address is filled from the event's slug or id and
 * never leaves the template (session/page-address.ts); none configured, none given.
 */
export function useEventPage(override: string | undefined): EventPageAddress {
  const { eventPage } = useSiteConfig();
  const problem =
    override === undefined
      ? null
      : pageAddressProblem(override, EVENT_PAGE_PLACEHOLDERS, EVENT_PAGE_EXAMPLE, pageBase());
  if (problem) return { problem };
  const template = override ?? eventPage;
  return {
    hrefOf: (event) =>
      template
        ? fillPageAddress(template, { id: event.id, slug: event.slug }, pageBase())
        : undefined,
  };
}
