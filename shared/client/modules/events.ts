/** Event management, version 3 (spec §7.5). Reads here; writes in `eventsAdmin`. */
import type { RequestOptions, Transport } from '../transport';
import { seg } from '../transport';
import type { Filter, Query } from '../query';
import type { EventAnswer, EventsAnswer, Event } from '../types';

/** Requestable event fields (spec §3): DETAILS, TEXTS, REGISTRATION, URLS, FORM, ... */
export type EventField = string;

/** Events v3's public prefix. */
const V3 = '/events/v3';

export const events = (t: Transport) => ({
  getEvent: (eventId: string, fields?: EventField[], call?: RequestOptions) =>
    t.get<EventAnswer>(`${V3}/events/${seg(eventId)}`, { eventId, fields }, call),
  getEventBySlug: (slug: string, fields?: EventField[], call?: RequestOptions) =>
    t.get<EventAnswer>(`${V3}/events/slug/${seg(slug)}`, { slug, fields }, call),
  /** Offset paged: `query.paging = { limit, offset }`. */
  queryEvents: (query: Query = {}, fields?: EventField[], call?: RequestOptions) =>
    t.post<EventsAnswer>(`${V3}/events/query`, { query, fields }, call),
  countEventsByStatus: (options: { filter?: Filter; facet?: string[]; includeDrafts?: boolean }) =>
    t.post<{ facets?: Record<string, unknown> }>(`${V3}/events/count-by-status`, options),
});

type EventInput = Partial<Event> & Record<string, unknown>;

export const eventsAdmin = (t: Transport) => ({
  createEvent: (event: EventInput, options: { draft?: boolean; fields?: EventField[] } = {}) =>
    t.post<EventAnswer>(`${V3}/events`, { event, ...options }),
  cloneEvent: (
    eventId: string,
    options: {
      event?: EventInput;
      draft?: boolean;
      fields?: EventField[];
      fieldMask?: string[];
    } = {},
  ) => t.post<EventAnswer>(`${V3}/events/${seg(eventId)}/clone`, { eventId, ...options }),
  /** `event.id` picks the event; `fieldMask` lists the paths being updated. */
  updateEvent: (
    event: EventInput & { id: string },
    options: { fields?: EventField[]; fieldMask?: string[] } = {},
  ) => t.patch<EventAnswer>(`${V3}/events/${seg(event.id)}`, { event, ...options }),
  publishEvent: (eventId: string, fields?: EventField[]) =>
    t.post<EventAnswer>(`${V3}/events/${seg(eventId)}/publish`, { eventId, fields }),
  cancelEvent: (eventId: string, fields?: EventField[]) =>
    t.post<EventAnswer>(`${V3}/events/${seg(eventId)}/cancel`, { eventId, fields }),
  /** The body wraps the filter in a query object, as the platform reads it. */
  bulkCancelEventsByFilter: (filter: Filter) =>
    t.post<Record<string, never>>(`${V3}/bulk/events/cancel-by-filter`, { filter: { filter } }),
  deleteEvent: (eventId: string) =>
    t.delete<Record<string, never>>(`${V3}/events/${seg(eventId)}`, { eventId }),
  bulkDeleteEventsByFilter: (filter: Filter) =>
    t.post<Record<string, never>>(`${V3}/bulk/events/delete-by-filter`, { filter: { filter } }),
});
