import { defineMessages } from '../../shared/ui';

/** Text of the order form and the confirmation: loaded with them, not with the family. */
const en = {
  yourDetails: 'Your details',
  holder: 'Ticket {n} holder (optional: leave blank to use your details)',
  namedHolder: '{ticket}: holder (optional: leave blank to use your details)',
  yourTicket: 'Your details ({ticket})',
  ticketOf: '{name}, ticket {n} of {count}',
  checkAnswers: 'Some answers need another look; see the marked fields.',
  placingOrder: 'Placing order…',
  continue: 'Continue',
  choose: 'Choose…',
  waiting: 'Your order is waiting for payment',
  going: "You're going!",
  orderNumber: 'Order number',
  confirmByEmail: 'We will confirm your tickets by email once the payment is through.',
  total: 'Total',
  ticketsOnTheirWay: 'Your tickets are on their way to {email}.',
  addToCalendar: 'Add to calendar',
  calendarDescription: 'Order {number}',
  online: 'Online',
  unpaid:
    'Order {number} is not paid yet. Pay for it before the time runs out, or choose other tickets.',
  payNow: 'Pay now',
  chooseAgain: 'Choose other tickets',
  leaveQuestion: 'Close and give back your tickets? What you entered here will be lost.',
  keepTickets: 'Keep my tickets',
  releaseTickets: 'Give them back and close',
  stillHeld: 'Your tickets are still held: choose Tickets to finish your order.',
};

export type OrderKey = keyof typeof en;

export const useOrderText = defineMessages(en, { de: () => import('./order.text.de') });
