/** Wire-shaped events and tickets for the component tests (docs/wire.md, Events). */
import type { EventDetails, FormControl, Ticket } from './types';

const input = (name: string, label: string, mandatory = false, options: string[] = []) => ({
  name,
  label,
  mandatory,
  options,
  maxLength: 200,
});

export const FULL_FORM: FormControl[] = [
  {
    id: 'c1',
    type: 'NAME',
    label: 'Name',
    inputs: [input('firstName', 'First name', true), input('lastName', 'Last name', true)],
  },
  { id: 'c2', type: 'INPUT', label: 'Email', inputs: [input('email', 'Email', true)] },
  {
    id: 'c3',
    type: 'GUEST_CONTROL',
    label: 'Guests',
    inputs: [input('additionalGuests', 'Additional guests', false, ['0', '1', '2'])],
  },
  { id: 'c4', type: 'ADDRESS_SHORT', label: 'Town', inputs: [input('address', 'Town or city')] },
  {
    id: 'c5',
    type: 'ADDRESS_FULL',
    label: 'Postal address',
    inputs: [input('fullAddress', 'Postal address')],
  },
  { id: 'c6', type: 'DATE', label: 'Date of birth', inputs: [input('birthday', 'Date of birth')] },
  {
    id: 'c7',
    type: 'DROPDOWN',
    label: 'Heard from',
    inputs: [input('heardFrom', 'How did you hear about us?', false, ['Friend', 'Poster'])],
  },
  {
    id: 'c8',
    type: 'RADIO',
    label: 'Seating',
    inputs: [input('seating', 'Seating preference', true, ['Standing', 'Seated'])],
  },
  {
    id: 'c9',
    type: 'CHECKBOX',
    label: 'Access',
    inputs: [
      input('accessibility', 'Accessibility needs', false, ['Hearing loop', 'Companion seat']),
    ],
  },
  { id: 'c10', type: 'TEXTAREA', label: 'Notes', inputs: [input('notes', 'Notes')] },
];

export const anEvent = (extra: Partial<EventDetails> = {}): EventDetails => ({
  id: 'evt-1',
  slug: 'velvet-static',
  title: 'The Velvet Static',
  status: 'UPCOMING',
  eventPageUrl: { base: 'https://site.test', path: '/events/velvet-static' },
  dateAndTimeSettings: {
    startDate: '2030-03-06T04:00:00.000Z',
    endDate: '2030-03-06T07:00:00.000Z',
    timeZoneId: 'America/Los_Angeles',
  },
  location: {
    type: 'VENUE',
    name: 'The Lantern Room',
    address: { formattedAddress: '12 Harbour St' },
  },
  registration: { type: 'TICKETING', status: 'OPEN_TICKETS', tickets: { soldOut: false } },
  form: { controls: FULL_FORM },
  ...extra,
});

const USD = (amount: string) => ({ amount, currency: 'USD' });

export const aTicket = (extra: Partial<Ticket> = {}): Ticket => ({
  id: 't-ga',
  eventId: 'evt-1',
  name: 'General Admission',
  description: 'Standing, main floor.',
  price: USD('25.00'),
  pricing: { pricingType: 'STANDARD', fixedPrice: USD('25.00') },
  free: false,
  wixFeeConfig: { type: 'FEE_INCLUDED' },
  saleStatus: 'SALE_STARTED',
  // Three left: the platform caps the limit by what is left.
  limitPerCheckout: 3,
  ...extra,
});

export const TICKETS: Ticket[] = [
  aTicket(),
  aTicket({ id: 't-early', name: 'Early Bird', limitPerCheckout: 0 }),
  aTicket({
    id: 't-vip',
    name: 'VIP',
    saleStatus: 'SALE_SCHEDULED',
    salePeriod: { startDate: '2030-03-01T18:00:00.000Z' },
  }),
  aTicket({
    id: 't-pwyc',
    name: 'Pay What You Can',
    price: USD('0.00'),
    pricing: { pricingType: 'DONATION', minPrice: USD('5.00') },
    wixFeeConfig: { type: 'FEE_ADDED' },
    limitPerCheckout: 10,
  }),
];
