/** The event tickets family: <event-list> and <event-tickets> (DESIGN.md §4). */
import '../../shared/element/runtime-entry';
import { defineWidget } from '../../shared/element';
import { uiCss } from '../../shared/ui';
import { lazyPart } from '../../shared/element/lazy-part';
import type { EventListProps } from './event-list';
import { EventListSkeleton } from './event-list-skeleton';
import { eventListCss } from './event-list.styles';
import { EventTickets, type EventTicketsProps } from './event-tickets';
import { eventTicketsCss } from './event-tickets.styles';

// The list (its items, actions and ticket dialog) loads with the first <event-list>: a page
// with only <event-tickets> does not pay for it (DESIGN.md §7). Its skeleton keeps the box.
const EventList = lazyPart(() => import('./event-list').then(({ EventList }) => EventList));

// Until a German (or other) text table has arrived, the list's skeleton keeps its box.
defineWidget<EventListProps>('event-list', EventList, {
  props: { pageSize: 'number', status: 'string', eventPage: 'string', headingLevel: 'number' },
  // The event's header's too: without an event page, "Tickets" opens it in a dialog (the flow
  // in it adds its own styles, as in <event-tickets>).
  styles: [uiCss, eventTicketsCss, eventListCss],
  skeleton: EventListSkeleton,
});

defineWidget<EventTicketsProps>('event-tickets', EventTickets, {
  props: { eventId: 'string', eventSlug: 'string', headingLevel: 'number' },
  styles: [uiCss, eventTicketsCss],
});
