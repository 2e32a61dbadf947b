import type { StoredEvent } from '../db/types.ts';
import { slugify } from '../ids.ts';
import { tileUrl } from '../domain/media.ts';
import { localTime } from '../domain/event-dates.ts';
import { basicForm, registrationForm } from './forms.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The venue's zone: every seeded time is its wall-clock time, whatever the server's zone. */
export const VENUE_TIME_ZONE = 'America/Los_Angeles';

const VENUE: StoredEvent['location'] = {
  type: 'VENUE',
  name: 'The Lantern Room',
  // The REST form, as the platform answers and the SDK sends it (its formatted and addressLine1).
  address: {
    formattedAddress: '12 Harbour Street, Portland, OR 97209, USA',
    addressLine: '12 Harbour Street',
    streetAddress: { name: 'Harbour Street', number: '12', apt: '' },
    city: 'Portland',
    subdivision: 'OR',
    country: 'US',
    postalCode: '97209',
    geocode: { latitude: 45.5231, longitude: -122.6765 },
  },
};

const ONLINE: StoredEvent['location'] = { type: 'ONLINE', name: 'Online', address: null };

export interface TicketSeed {
  name: string;
  price: number;
  capacity: number | null;
  sold?: number;
  donationMin?: number;
  saleStartsInDays?: number;
  limitPerCheckout?: number;
  description?: string;
}

interface EventSeed {
  title: string;
  /**
   * Its id when `evt-<slug>` would be too long: the platform's ids are GUIDs (36 characters),
   * and its ticket definitions' ids add `-t<n>`.
   */
  id?: string;
  colour: string;
  startsInDays: number;
  /** Local start time in the venue's zone: shows are at 8 pm, doors an hour before. */
  startsAt?: { hour: number; minute: number };
  /** Length; a multi-day event runs over several days. */
  hours: number;
  /** Midnight to midnight on the local day(s) (`hours` / 24 of them), without show times. */
  allDay?: true;
  status: 'UPCOMING' | 'DRAFT' | 'CANCELED';
  online?: boolean;
  registrationType: 'TICKETING' | 'RSVP';
  fullForm?: boolean;
  tickets: TicketSeed[];
  shortDescription: string;
  category: string;
}

const SEEDS: EventSeed[] = [
  {
    title: 'The Velvet Static Album Release Show',
    id: 'evt-velvet-static-release',
    colour: '#34495e',
    startsInDays: 14,
    hours: 3.5,
    status: 'UPCOMING',
    registrationType: 'TICKETING',
    fullForm: true,
    category: 'Rock',
    shortDescription: 'Midnight Radio, played front to back, with Harbor Lights opening.',
    tickets: [
      {
        name: 'General Admission',
        price: 25,
        capacity: 200,
        limitPerCheckout: 10,
        description: 'Standing, main floor.',
      },
      {
        name: 'Balcony Seat',
        price: 40,
        capacity: 30,
        limitPerCheckout: 6,
        description: 'Reserved seating upstairs.',
      },
      {
        name: 'Early Bird',
        price: 18,
        capacity: 50,
        sold: 50,
        description: 'The first fifty tickets.',
      },
      {
        name: 'VIP Meet and Greet',
        price: 80,
        capacity: 20,
        saleStartsInDays: 7,
        limitPerCheckout: 2,
        description: 'Soundcheck access and a signed LP.',
      },
      {
        name: 'Pay What You Can',
        price: 0,
        capacity: 40,
        donationMin: 5,
        description: 'Name your price, from $5.',
      },
    ],
  },
  {
    title: 'Small Hours Jazz Trio',
    colour: '#8e44ad',
    startsInDays: 5,
    hours: 3,
    status: 'UPCOMING',
    registrationType: 'TICKETING',
    category: 'Jazz',
    shortDescription: 'Late-night standards in the back room. Ten seats only.',
    tickets: [
      {
        name: 'Front Row Seat',
        price: 30,
        capacity: 10,
        limitPerCheckout: 4,
        description: 'One of ten seats by the piano.',
      },
    ],
  },
  {
    title: 'Open Mic Night',
    colour: '#27ae60',
    startsInDays: 3,
    hours: 3,
    status: 'UPCOMING',
    registrationType: 'TICKETING',
    category: 'Community',
    shortDescription: 'Sign up at the door, play two songs, make friends.',
    tickets: [{ name: 'Free Entry', price: 0, capacity: 120, limitPerCheckout: 4 }],
  },
  {
    title: 'Harbor Lights Livestream',
    colour: '#16a085',
    startsInDays: 9,
    hours: 2,
    status: 'UPCOMING',
    online: true,
    registrationType: 'TICKETING',
    category: 'Livestream',
    shortDescription: 'Watch the sold-out Harbor Lights show from anywhere.',
    tickets: [
      { name: 'Stream Pass', price: 5, capacity: null, limitPerCheckout: 5 },
      { name: 'Stream Pass and Download', price: 12, capacity: null, limitPerCheckout: 5 },
    ],
  },
  {
    title: 'Poetry and Pints',
    colour: '#d35400',
    startsInDays: 6,
    hours: 2,
    status: 'UPCOMING',
    registrationType: 'RSVP',
    category: 'Spoken word',
    shortDescription: 'Readings from local poets. RSVP so we save you a chair.',
    tickets: [],
  },
  {
    title: "New Year's Eve Party",
    colour: '#c0392b',
    startsInDays: 60,
    hours: 6,
    status: 'DRAFT',
    registrationType: 'TICKETING',
    category: 'Party',
    shortDescription: 'Three bands, one countdown. Line-up to be announced.',
    tickets: [{ name: 'Party Ticket', price: 45, capacity: 250 }],
  },
  {
    title: 'Summer Rooftop Session',
    colour: '#f39c12',
    startsInDays: 20,
    hours: 3,
    status: 'CANCELED',
    registrationType: 'TICKETING',
    category: 'Outdoor',
    shortDescription: 'Cancelled: the roof did not pass inspection. Refunds issued.',
    tickets: [{ name: 'Rooftop Ticket', price: 20, capacity: 80 }],
  },
  {
    title: 'Opening Night Retrospective',
    colour: '#7f8c8d',
    startsInDays: -30,
    hours: 3.5,
    status: 'UPCOMING',
    registrationType: 'TICKETING',
    category: 'Rock',
    shortDescription: 'A look back at the first night the lantern was lit.',
    tickets: [{ name: 'General Admission', price: 15, capacity: 100, sold: 100 }],
  },
  {
    title: 'Folk Weekend on the Harbour',
    colour: '#2c3e50',
    startsInDays: 24,
    startsAt: { hour: 18, minute: 0 },
    hours: 2 * 24 + 4,
    status: 'UPCOMING',
    registrationType: 'TICKETING',
    category: 'Festival',
    shortDescription: 'Three evenings of folk on two stages, one pass.',
    tickets: [
      {
        name: 'Weekend Pass',
        price: 60,
        capacity: 150,
        limitPerCheckout: 6,
        description: 'All three evenings.',
      },
    ],
  },
  {
    title: 'Record Fair',
    colour: '#b03a2e',
    startsInDays: 28,
    hours: 24,
    allDay: true,
    status: 'UPCOMING',
    registrationType: 'TICKETING',
    category: 'Market',
    shortDescription: 'Crates of vinyl from twenty local sellers, all day long.',
    tickets: [{ name: 'Day Entry', price: 0, capacity: 300, limitPerCheckout: 6 }],
  },
];

const iso = (ms: number) => new Date(ms).toISOString();

const SHOW_TIME = { hour: 20, minute: 0 };

/** "7 PM", "6:30 PM": the times the venue's copy names. */
const clock = (hour: number, minute: number) => {
  const h = hour % 12 || 12;
  return `${h}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
};

const descriptionOf = (seed: EventSeed): string => {
  if (seed.allDay) return `<p>${seed.shortDescription}</p><p>Open all day. All ages.</p>`;
  const { hour, minute } = seed.startsAt ?? SHOW_TIME;
  const doors = seed.online
    ? `The stream starts at ${clock(hour, minute)} Pacific time.`
    : `Doors open at ${clock(hour - 1, minute)}, the show starts at ${clock(hour, minute)}.`;
  return `<p>${seed.shortDescription}</p><p>${doors} All ages until 9 PM.</p>`;
};

/** Start and end: shows at their local time, all-day events from midnight to midnight. */
const timesOf = (seed: EventSeed, nowMs: number) => {
  if (seed.allDay) {
    const day = (n: number) => localTime(nowMs, n, 0, 0, VENUE_TIME_ZONE);
    return { start: day(seed.startsInDays), end: day(seed.startsInDays + seed.hours / 24) };
  }
  const { hour, minute } = seed.startsAt ?? SHOW_TIME;
  const start = localTime(nowMs, seed.startsInDays, hour, minute, VENUE_TIME_ZONE);
  return { start, end: start + seed.hours * HOUR };
};

export const seedEvents = (nowMs: number) =>
  SEEDS.map((seed) => {
    const slug = slugify(seed.title);
    const id = seed.id ?? `evt-${slug}`;
    const { start, end } = timesOf(seed, nowMs);
    const created = iso(nowMs - 40 * DAY);
    const event: StoredEvent = {
      id,
      slug,
      title: seed.title,
      shortDescription: seed.shortDescription,
      description: descriptionOf(seed),
      status: seed.status,
      mainImage: {
        id: `${id}-image`,
        url: tileUrl(seed.colour, seed.title.slice(0, 2).toUpperCase()),
        width: 1200,
        height: 630,
      },
      dateAndTimeSettings: {
        startDate: iso(start),
        endDate: iso(end),
        timeZoneId: VENUE_TIME_ZONE,
        dateAndTimeTbd: false,
      },
      location: seed.online ? ONLINE : VENUE,
      registration: {
        type: seed.registrationType,
        rsvp:
          seed.registrationType === 'RSVP'
            ? { startDate: created, endDate: iso(start) }
            : undefined,
      },
      form: seed.fullForm ? registrationForm() : basicForm(),
      categories: [
        { id: `cat-${slugify(seed.category)}`, name: seed.category, createdDate: created },
      ],
      createdDate: created,
      updatedDate: created,
    };
    const tickets = seed.tickets.map((t, i) => ({ seed: t, id: `${id}-t${i + 1}`, eventId: id }));
    return { event, tickets, nowMs };
  });
