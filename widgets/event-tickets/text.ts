import { defineMessages, translator } from '../../shared/ui';

const en = {
  // <event-tickets>: the event and why there are no tickets here
  soldOutEvent: 'This event is sold out.',
  registerElsewhere: "Register on the organiser's site",
  elsewhere: 'Registration happens elsewhere; see {link}.',
  rsvpOnly: 'This event takes RSVPs, which this widget does not handle. Please RSVP on {link}.',
  eventPage: 'the event page',
  canceledEvent: 'This event has been canceled.',
  closedEvent: 'Registration is closed.',
  needsEvent: 'Add an event-id or event-slug attribute to <event-tickets>.',
  loadingEvent: 'Loading event…',
  loadingTickets: 'Loading tickets…',
  loadingForm: 'Loading the order form…',
  loadingConfirmation: 'Loading your confirmation…',
  loadingOrder: 'Loading your order…',
  tba: 'Date to be announced',
  allDay: 'all day',
  online: 'Online',
  // <event-list>
  events: 'Events',
  noEvents: 'No upcoming events right now.',
  eventPages: 'Event pages',
  previous: 'Previous',
  next: 'Next',
  loadingEvents: 'Loading events…',
  open: 'Tickets on sale',
  'sold-out': 'Sold out',
  scheduled: 'Registration opens soon',
  closed: 'Registration is closed',
  rsvp: 'RSVP',
  external: 'Register on another site',
  canceled: 'Canceled',
  // the picker
  chooseTickets: 'Choose tickets',
  noTickets: 'No tickets are on sale for this event.',
  atLeastOne: 'Choose at least one ticket.',
  reserving: 'Reserving…',
  reserveOne: 'Reserve {count} ticket',
  reserveOther: 'Reserve {count} tickets',
  reserve: 'Reserve tickets',
  someTickets: 'Some of the tickets you chose',
  unavailable:
    '{what}: not enough left any more, someone was quicker. The list now shows what is left; please choose again.',
  soldOut: 'Sold out',
  onSaleFrom: 'On sale from {date}',
  notYet: 'Not on sale yet',
  salesEnded: 'Sales ended',
  onSaleUntil: 'On sale until {date}',
  feeAdded: 'Plus service fee',
  payFrom: 'Pay what you like, from ',
  free: 'Free',
  upTo: 'Up to {count} per order',
  fewLeft: ' · only {count} left',
  quantityOf: 'Quantity of {name}',
  yourPrice: 'Your price for {name}',
  enterAmount: 'Enter the amount you want to pay for {name}.',
  amountNumber: 'Enter the amount for {name} as a number, like {example}.',
  minimum: 'The minimum for {name} is {amount}.',
  // the reservation
  heldFor: 'Tickets held for ',
  aboutMinutesOne: 'about {count} minute',
  aboutMinutesOther: 'about {count} minutes',
  minutesLeftOne: '{count} minute left to complete your order.',
  minutesLeftOther: '{count} minutes left to complete your order.',
  secondsLeft: '{count} seconds left to complete your order.',
  expired: 'Your reservation expired and the tickets were released. Choose again to start over.',
  reservationCanceled: 'Your reservation was canceled and the tickets released.',
  resuming: 'Loading your reservation…',
  toPayment: 'Taking you to payment…',
  cancelReservation: 'Cancel reservation',
};

export type EventsKey = keyof typeof en;

/** The event tickets family's text; German loads on demand. */
export const useEventsText = defineMessages(en, { de: () => import('./text.de') });

export const eventsEnglish = translator(en);
