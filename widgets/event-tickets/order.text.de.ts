import type { OrderKey } from './order.text';

const de: Record<OrderKey, string> = {
  yourDetails: 'Ihre Angaben',
  holder: 'Inhaber von Ticket {n} (optional: leer lassen, um Ihre Angaben zu verwenden)',
  namedHolder: '{ticket}: Inhaber (optional: leer lassen, um Ihre Angaben zu verwenden)',
  yourTicket: 'Ihre Angaben ({ticket})',
  ticketOf: '{name}, Ticket {n} von {count}',
  checkAnswers: 'Einige Antworten brauchen einen zweiten Blick; siehe die markierten Felder.',
  placingOrder: 'Bestellung wird aufgegeben…',
  continue: 'Weiter',
  choose: 'Bitte wählen…',
  waiting: 'Ihre Bestellung wartet auf die Zahlung',
  going: 'Sie sind dabei!',
  orderNumber: 'Bestellnummer',
  total: 'Gesamt',
  ticketsOnTheirWay: 'Ihre Tickets an {email} sind unterwegs.',
  confirmByEmail: 'Wir bestätigen Ihre Tickets per E-Mail, sobald die Zahlung eingegangen ist.',
  addToCalendar: 'Zum Kalender hinzufügen',
  calendarDescription: 'Bestellung {number}',
  online: 'Online',
  unpaid:
    'Bestellung {number} ist noch nicht bezahlt. Bezahlen Sie sie, bevor die Zeit abläuft, oder wählen Sie andere Tickets.',
  payNow: 'Jetzt bezahlen',
  chooseAgain: 'Andere Tickets wählen',
  leaveQuestion:
    'Schließen und Ihre Tickets freigeben? Was Sie hier eingegeben haben, geht dann verloren.',
  keepTickets: 'Tickets behalten',
  releaseTickets: 'Freigeben und schließen',
  stillHeld:
    'Ihre Tickets sind noch reserviert: Wählen Sie „Tickets“, um die Bestellung abzuschließen.',
};

export default de;
