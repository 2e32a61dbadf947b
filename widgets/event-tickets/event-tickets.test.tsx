// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, waitFor } from '@testing-library/react';
import { API, tokenEndpoint, useServer } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import {
  adopts,
  mount,
  shadowText,
  sourcesAfterFailureAndOnline,
  widgetErrors,
} from '../../shared/element/test-support';
import { stepperCss } from '../../shared/ui';
import { checkoutFormCss } from './checkout-form.styles';
import { confirmationCss } from './confirmation.styles';
import { eventTicketsCss } from './event-tickets.styles';
import { ticketFlowCss } from './ticket-flow.styles';
import { getPageSession } from '../../shared/session';
import { TICKETS, aTicket, anEvent } from './test-fixtures';
import type { EventDetails } from './types';
import { freshPage } from './test-support';
import './index';
import { applicationError, validationError } from '../../shared/client/testing/answers';

const seen: Array<{ method: string; path: string; body: unknown }> = [];
let reservationExpires = () => new Date(Date.now() + 20 * 60_000).toISOString();

const record = async (request: Request) => {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  seen.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
  });
};

const handlers = (event: EventDetails = anEvent()) => [
  tokenEndpoint().handler,
  http.get(`${API}/events/v3/events/:id`, () => HttpResponse.json({ event })),
  http.get(`${API}/events/v3/events/slug/:slug`, () => HttpResponse.json({ event })),
  http.get(`${API}/events/v1/checkout/available-tickets`, () =>
    HttpResponse.json({ definitions: TICKETS, metaData: { offset: 0, count: 4, total: 4 } }),
  ),
  http.get(`${API}/events/v1/checkout/options`, () => HttpResponse.json({})),
  http.post(`${API}/events/v1/checkout/reservations`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(
      { id: 'res-1', expires: reservationExpires(), reservations: [{ quantity: 2 }] },
      { headers: { Date: new Date().toUTCString() } },
    );
  }),
  http.delete(`${API}/events/v1/checkout/reservations/:id`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({});
  }),
];

const server = useServer(...handlers());

/** Checkouts are recorded (and would be taken): for tests that show none is asked for. */
const recordCheckouts = () =>
  server.use(
    http.post(`${API}/events/v1/checkout`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({});
    }),
  );

beforeEach(async () => {
  await freshPage();
  getPageSession().getState().setMember(null);
  seen.length = 0;
  reservationExpires = () => new Date(Date.now() + 20 * 60_000).toISOString();
});
afterEach(() => vi.restoreAllMocks());

const $ = (el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: HTMLElement, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
const row = (el: HTMLElement, name: string) =>
  $$(el, '[part="ticket"]').find((r) => r.textContent!.includes(name))!;
const quantityOf = (el: HTMLElement, name: string) =>
  row(el, name).querySelector('output')!.textContent;
/** One click per render: the stepper adds one to the value it was rendered with. */
async function increase(el: HTMLElement, name: string) {
  const before = quantityOf(el, name);
  row(el, name)
    // The stepper's label in either language the tests use.
    .querySelector<HTMLButtonElement>(
      'button[aria-label^="Increase"], button[aria-label$="erhöhen"]',
    )!
    .click();
  await waitFor(() => expect(quantityOf(el, name)).not.toBe(before));
}
const click = (el: HTMLElement, selector: string) => $(el, selector)!.click();
/** The sentences an element is described by (aria-describedby), joined. */
const describedBy = (el: HTMLElement, element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => el.shadowRoot!.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function mountPicker(attributes: Record<string, string> = { 'event-id': 'evt-1' }) {
  const el = mount('event-tickets', attributes);
  await waitFor(() => expect($$(el, '[part="ticket"]')).toHaveLength(4));
  return el;
}

async function reserveTwo(el: HTMLElement, label = 'Reserve 2 tickets') {
  await increase(el, 'General Admission');
  await increase(el, 'General Admission');
  expect($(el, '[part="reserve"]')!.textContent).toBe(label);
  click(el, '[part="reserve"]');
  await waitFor(() => expect($(el, '[part="timer"]')).not.toBeNull());
  // The form arrives with its own chunk: on a test's first load, after the timer.
  await waitFor(() => expect($(el, '[part="checkout"]')).not.toBeNull());
}

/** The buyer's required answers: name, email and a seating preference. */
function fillRequired(el: HTMLElement) {
  const form = $(el, '[part="checkout-form"]')!;
  const type = (name: string, value: string) =>
    fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
  type('firstName', 'Ada');
  type('lastName', 'Lovelace');
  type('email', 'ada@example.com');
  fireEvent.click(form.querySelector('input[type="radio"][value="Standing"]')!);
}

describe('<event-tickets> removed mid-request', () => {
  it('cancels its event request: the query hands its AbortSignal to the transport', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch');
    const eventRequest = new Promise<Request>((resolve) =>
      server.use(
        http.get(`${API}/events/v3/events/:id`, () => {
          // Answered only once aborted: the request's signal is the one fetch was given.
          const request = fetching.mock.calls
            .map(([input]) => input)
            .find(
              (input): input is Request =>
                input instanceof Request && /\/events\/v3\//.test(input.url),
            )!;
          resolve(request);
          return new Promise<Response>((answer) =>
            request.signal.addEventListener('abort', () => answer(HttpResponse.json({}))),
          );
        }),
      ),
    );
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    const request = await eventRequest;
    expect(request.signal.aborted).toBe(false);
    el.remove();
    await waitFor(() => expect(request.signal.aborted).toBe(true));
  });

  it('gives back the seats of a reservation that came back after it was removed (a route change)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/events/v1/checkout/reservations`, async ({ request }) => {
        await record(request);
        await answered;
        return HttpResponse.json({ id: 'res-late', expires: reservationExpires() });
      }),
    );
    const created = vi.fn();
    document.addEventListener('reservation-created', created);
    onTestFinished(() => document.removeEventListener('reservation-created', created));
    const el = await mountPicker();
    await increase(el, 'General Admission');
    click(el, '[part="reserve"]');
    await waitFor(() => expect(seen.map((call) => call.method)).toEqual(['POST']));
    el.remove();
    await new Promise((resolve) => setTimeout(resolve));
    answer();
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        method: 'DELETE',
        path: '/events/v1/checkout/reservations/res-late',
      }),
    );
    expect(created).not.toHaveBeenCalled();
  });
});

describe('<event-tickets> reading the event again', () => {
  it('keeps the event, the reservation and the typed answers when the refetch fails', async () => {
    const el = await mountPicker();
    await reserveTwo(el);
    const form = $(el, '[part="checkout-form"]')!;
    const first = form.querySelector<HTMLInputElement>('[name="firstName"]')!;
    fireEvent.change(first, { target: { value: 'Ada' } });
    server.use(
      http.get(`${API}/events/v3/events/:id`, () => HttpResponse.json({}, { status: 503 })),
    );
    await getQueryClient().refetchQueries();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the widget's render
    expect($(el, '[part="checkout-form"]')).toBe(form);
    expect(first.value).toBe('Ada');
    expect(seen.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(el.getAttribute('state')).not.toBe('error');
  });
});

describe('<event-tickets> that cannot work', () => {
  it('tells the page of a missing attribute and an unknown event, and offers no retry', async () => {
    server.use(
      http.get(`${API}/events/v3/events/slug/:slug`, () =>
        applicationError(404, 'NOT_FOUND', 'Event no-such-show not found'),
      ),
    );
    const errors = widgetErrors();
    const bare = mount('event-tickets');
    await waitFor(() => expect(bare.getAttribute('state')).toBe('error'));
    const unknown = mount('event-tickets', { 'event-slug': 'no-such-show' });
    await waitFor(() => expect(unknown.getAttribute('state')).toBe('error'));
    // The visitor reads the page's language; the page hears the platform's detail.
    expect(shadowText(unknown)).toBe('This event could not be found.');
    expect(unknown.shadowRoot!.querySelector('[part="notice"] button')).toBeNull();
    expect(errors).toEqual([
      {
        tag: 'event-tickets',
        code: 'MISSING_ATTRIBUTE',
        message: 'Add an event-id or event-slug attribute to <event-tickets>.',
      },
      { tag: 'event-tickets', code: 'NOT_FOUND', message: 'Event no-such-show not found' },
    ]);
  });

  it('says an id the platform refuses as malformed names no event, tells the page, and offers no retry', async () => {
    const tooLong = 'e'.repeat(40);
    server.use(
      http.get(`${API}/events/v3/events/:id`, () =>
        validationError({
          field: 'eventId',
          description: 'must be at most 36 characters',
          violatedRule: 'MAX_LENGTH',
        }),
      ),
    );
    const errors = widgetErrors();
    const el = mount('event-tickets', { 'event-id': tooLong });
    await waitFor(() => expect(el.getAttribute('state')).toBe('error'));
    expect(shadowText(el)).toBe('This event could not be found.');
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
    expect(errors).toEqual([
      {
        tag: 'event-tickets',
        code: 'INVALID_ATTRIBUTE',
        message: 'Must be at most 36 characters',
      },
    ]);
  });

  it('says in German that the event is not there', async () => {
    server.use(
      http.get(`${API}/events/v3/events/slug/:slug`, () =>
        applicationError(404, 'NOT_FOUND', 'Event no-such-show not found'),
      ),
    );
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const unknown = mount('event-tickets', { 'event-slug': 'no-such-show' });
    await waitFor(() => expect(unknown.getAttribute('state')).toBe('error'));
    await waitFor(() =>
      expect(shadowText(unknown)).toBe('Diese Veranstaltung wurde nicht gefunden.'),
    );
  });
});

describe('<event-tickets heading-level>', () => {
  const levels = (el: HTMLElement) => ({
    title: $(el, '[part="title"]')?.localName,
    tickets: [...new Set($$(el, '.sw-ticket-name').map((name) => name.localName))],
  });

  it('puts the title at the level the page gives and the ticket names one under it', async () => {
    const plain = await mountPicker();
    expect(levels(plain)).toEqual({ title: 'h2', tickets: ['h3'] });
    const deeper = await mountPicker({ 'event-id': 'evt-1', 'heading-level': '4' });
    expect(levels(deeper)).toEqual({ title: 'h4', tickets: ['h5'] });
    deeper.setAttribute('heading-level', '6'); // nothing under h6: the names stay h6
    await waitFor(() => expect(levels(deeper)).toEqual({ title: 'h6', tickets: ['h6'] }));
    deeper.setAttribute('heading-level', '0');
    await waitFor(() => expect(levels(deeper)).toEqual({ title: 'h2', tickets: ['h3'] }));
  });
});

describe('<event-tickets> picker', () => {
  it('adds each part’s styles as it shows: the family’s first load has only the header’s', async () => {
    const el = await mountPicker();
    expect(adopts(el, stepperCss)).toBe(true);
    expect(adopts(el, ticketFlowCss)).toBe(true);
    expect(adopts(el, checkoutFormCss)).toBe(false);
    for (const part of ['.sw-ticket', '.sw-checkout', '.sw-receipt'])
      expect(eventTicketsCss).not.toContain(part);
    await reserveTwo(el);
    expect(adopts(el, checkoutFormCss)).toBe(true);
    expect(adopts(el, confirmationCss)).toBe(false);
  });

  it("asks again for the event's image that failed to load once the browser is back online", async () => {
    const mainImage = { url: 'https://static.test/show.jpg', width: 1200, height: 630 };
    server.use(...handlers(anEvent({ mainImage })));
    const el = await mountPicker();
    const image = el.shadowRoot!.querySelector<HTMLImageElement>('[part="image"]')!;
    // The header's image is on screen at once: not lazily loaded (the list's are).
    expect(image.hasAttribute('loading')).toBe(false);
    expect(await sourcesAfterFailureAndOnline(image)).toEqual([mainImage.url]);
  });

  it('shows price, fee, sale states, limits; sold out and scheduled cannot be chosen', async () => {
    const el = await mountPicker();
    expect(shadowText(el)).toContain('The Velvet Static');
    const ga = row(el, 'General Admission');
    expect(ga.textContent).toContain('$25.00');
    // The seller's fee (FEE_INCLUDED) is not the buyer's: only an added fee is named.
    expect(ga.textContent).not.toMatch(/fee/i);
    expect(row(el, 'Pay What You Can').textContent).toContain('Plus service fee');
    expect(ga.textContent).toContain('Up to 3 per order'); // the limit, capped by 3 left
    expect(row(el, 'Early Bird').textContent).toContain('Sold out');
    expect(row(el, 'VIP').textContent).toMatch(/On sale from Fri, Mar 1, 2030, 10:00\s*AM\s*PST/);
    for (const name of ['Early Bird', 'VIP']) {
      const plus = row(el, name).querySelector<HTMLButtonElement>(
        'button[aria-label^="Increase quantity"]',
      )!;
      expect(plus.getAttribute('aria-disabled')).toBe('true');
    }
    for (let i = 0; i < 3; i++) await increase(el, 'General Admission');
    const plus = row(el, 'General Admission').querySelector<HTMLButtonElement>(
      'button[aria-label^="Increase quantity"]',
    )!;
    expect(quantityOf(el, 'General Admission')).toBe('3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(row(el, 'Pay What You Can').textContent).toContain('Plus service fee');
  });

  it('validates donations against the minimum and sends the chosen price', async () => {
    const el = await mountPicker();
    await increase(el, 'Pay What You Can');
    const amount = row(el, 'Pay What You Can').querySelector<HTMLInputElement>('input')!;
    expect(amount.value).toBe('5.00');
    fireEvent.change(amount, { target: { value: '4' } });
    click(el, '[part="reserve"]');
    await waitFor(() =>
      expect(row(el, 'Pay What You Can').textContent).toContain(
        'The minimum for Pay What You Can is $5.00.',
      ),
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    // The field takes the focus from the button, its error said with it.
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(amount));
    expect(
      el.shadowRoot!.getElementById(amount.getAttribute('aria-describedby')!)!.textContent,
    ).toBe('The minimum for Pay What You Can is $5.00.');
    expect(seen).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '12' } });
    click(el, '[part="reserve"]');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({
      eventId: 'evt-1',
      ticketQuantities: [{ ticketDefinitionId: 't-pwyc', quantity: 1, priceOverride: '12.00' }],
    });
  });

  it('reads a donation typed with a comma as cents and refuses one it would have to guess', async () => {
    // As a German page writes it: a number input in an English Chromium made "7,50" 750.
    const el = await mountPicker();
    await increase(el, 'Pay What You Can');
    const amount = row(el, 'Pay What You Can').querySelector<HTMLInputElement>('input')!;
    fireEvent.change(amount, { target: { value: '1.000' } });
    click(el, '[part="reserve"]');
    await waitFor(() =>
      expect(row(el, 'Pay What You Can').textContent).toContain(
        'Enter the amount for Pay What You Can as a number, like 12.50.',
      ),
    );
    // The test before releases its reservation as it unmounts: only the reservations count.
    const reserved = () => seen.filter((call) => call.method === 'POST');
    expect(reserved()).toEqual([]);
    fireEvent.change(amount, { target: { value: '7,50' } });
    click(el, '[part="reserve"]');
    await waitFor(() => expect(reserved()).toHaveLength(1));
    expect(reserved()[0]!.body).toMatchObject({
      ticketQuantities: [{ ticketDefinitionId: 't-pwyc', quantity: 1, priceOverride: '7.50' }],
    });
  });

  it("ties 'choose at least one' to the tickets on sale and takes the focus to the first", async () => {
    const el = await mountPicker();
    click(el, '[part="reserve"]');
    const ga = row(el, 'General Admission');
    await waitFor(() =>
      expect(el.shadowRoot!.activeElement).toBe(
        ga.querySelector('button[aria-label^="Increase quantity"]'),
      ),
    );
    const group = (name: string) => row(el, name).querySelector('[role="group"]')!;
    for (const name of ['General Admission', 'Pay What You Can']) {
      expect(group(name).getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(el, group(name))).toBe('Choose at least one ticket.');
    }
    for (const name of ['Early Bird', 'VIP'])
      expect(group(name).getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(el, $(el, '[part="reserve"]')!)).toBe('Choose at least one ticket.');
    expect(seen.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('ties a failed reservation to the Reserve button, the choice kept', async () => {
    const el = await mountPicker();
    server.use(http.post(`${API}/events/v1/checkout/reservations`, () => HttpResponse.error()));
    await increase(el, 'General Admission');
    click(el, '[part="reserve"]');
    await waitFor(() =>
      expect(describedBy(el, $(el, '[part="reserve"]')!)).toBe(
        'We could not connect. Check your connection and try again.',
      ),
    );
    expect(quantityOf(el, 'General Admission')).toBe('1');
    expect(row(el, 'General Admission').querySelector('[aria-invalid]')).toBeNull();
  });

  it('says which tickets sold out in the meantime', async () => {
    const el = await mountPicker();
    server.use(
      http.post(`${API}/events/v1/checkout/reservations`, () =>
        applicationError(409, 'TICKETS_UNAVAILABLE', 'Not enough tickets left', {
          ticketDefinitionIds: ['t-ga'],
        }),
      ),
    );
    await increase(el, 'General Admission');
    click(el, '[part="reserve"]');
    await waitFor(() =>
      expect(shadowText(el)).toContain('General Admission: not enough left any more'),
    );
    expect(row(el, 'General Admission').querySelector('output')!.textContent).toBe('0');
    // Said of the ticket that sold out, with its quantity, and of the button pressed.
    const group = row(el, 'General Admission').querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(el, group)).toContain('General Admission: not enough left any more');
    expect(describedBy(el, $(el, '[part="reserve"]')!)).toContain('General Admission');
    expect(row(el, 'VIP').querySelector('[aria-invalid]')).toBeNull();
  });

  /** Two ticket types of `limitPerCheckout` each, for an event of `ticketLimitPerOrder`. */
  async function twoTypes(limitPerCheckout: number, ticketLimitPerOrder?: number) {
    const type = (id: string, name: string) => aTicket({ id, name, limitPerCheckout });
    const tickets = ticketLimitPerOrder ? { soldOut: false, ticketLimitPerOrder } : undefined;
    // The first handler that answers a request wins: the tickets' before the usual ones.
    server.use(
      http.get(`${API}/events/v1/checkout/available-tickets`, () =>
        HttpResponse.json({ definitions: [type('t-a', 'Floor'), type('t-b', 'Balcony')] }),
      ),
      ...handlers(
        anEvent(
          tickets && { registration: { type: 'TICKETING', status: 'OPEN_TICKETS', tickets } },
        ),
      ),
    );
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect($$(el, '[part="ticket"]')).toHaveLength(2));
    return el;
  }
  const button = (el: HTMLElement, name: string, which: 'Increase' | 'Decrease') =>
    row(el, name).querySelector<HTMLButtonElement>(`button[aria-label^="${which}"]`)!;

  it('keeps the tickets of all types within 20 an order by default, and says so only when that is the stop', async () => {
    // Each type's own limit per checkout is at most 20 (the SDK's orders.TicketDefinition).
    const el = await twoTypes(12);
    const cap = 'At most 20 tickets per order.';
    for (let i = 0; i < 12; i++) await increase(el, 'Floor');
    // Floor's own limit stops it: nothing to say about the order.
    expect(button(el, 'Floor', 'Increase').getAttribute('aria-disabled')).toBe('true');
    expect(shadowText(el)).not.toContain(cap);
    for (let i = 0; i < 8; i++) await increase(el, 'Balcony');
    expect(button(el, 'Balcony', 'Increase').getAttribute('aria-disabled')).toBe('true');
    expect(shadowText(el)).toContain(cap);
    button(el, 'Balcony', 'Increase').click();
    button(el, 'Floor', 'Decrease').click();
    await waitFor(() => expect(quantityOf(el, 'Floor')).toBe('11'));
    expect(quantityOf(el, 'Balcony')).toBe('8');
    expect(shadowText(el)).not.toContain(cap);
    await increase(el, 'Balcony');
    expect(shadowText(el)).toContain(cap);
    click(el, '[part="reserve"]');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({
      ticketQuantities: [
        { ticketDefinitionId: 't-a', quantity: 11 },
        { ticketDefinitionId: 't-b', quantity: 9 },
      ],
    });
  });

  it("keeps an order within the event's own tickets per order, and says so on each type", async () => {
    const el = await twoTypes(12, 3);
    // What one order may have of a type is at most the order's.
    expect(row(el, 'Floor').textContent).toContain('Up to 3 per order');
    await increase(el, 'Floor');
    await increase(el, 'Floor');
    await increase(el, 'Balcony');
    expect(button(el, 'Balcony', 'Increase').getAttribute('aria-disabled')).toBe('true');
    expect(button(el, 'Floor', 'Increase').getAttribute('aria-disabled')).toBe('true');
    expect(shadowText(el)).toContain('At most 3 tickets per order.');
  });
});

describe('<event-tickets> reservation', () => {
  it('fires reservation-created and counts down on the server clock even when ours is off', async () => {
    // The visitor's clock is 5 minutes fast: the server's Date header says so.
    const serverNow = () => Date.now() - 5 * 60_000;
    server.use(
      http.post(`${API}/events/v1/checkout/reservations`, () =>
        HttpResponse.json(
          {
            id: 'res-1',
            expires: new Date(serverNow() + 20 * 60_000).toISOString(),
            reservations: [{ quantity: 2 }],
          },
          { headers: { Date: new Date(serverNow()).toUTCString() } },
        ),
      ),
    );
    const created = vi.fn();
    document.addEventListener('reservation-created', created, { once: true });
    const el = await mountPicker();
    await reserveTwo(el);
    expect(created.mock.calls[0]![0].detail).toMatchObject({
      reservationId: 'res-1',
      eventId: 'evt-1',
    });
    expect($(el, '.sw-timer-clock')!.textContent).toMatch(/^(20:0[01]|19:5\d)$/); // not 25:00;
    expect($(el, '.sw-timer-clock')!.getAttribute('aria-hidden')).toBe('true');
  });

  it("counts down on the server clock from the event's hold when no Date header is readable", async () => {
    // The visitor's clock is 5 minutes fast and the answer's Date header is not exposed (CORS):
    // the event's hold (20 minutes, SDK's `reservationDurationInMinutes`) dates the reservation.
    // The checkout options say nothing of it, as on the real platform.
    const serverNow = () => Date.now() - 5 * 60_000;
    server.use(
      http.get(`${API}/events/v3/events/:id`, () =>
        HttpResponse.json({
          event: anEvent({
            registration: {
              type: 'TICKETING',
              status: 'OPEN_TICKETS',
              tickets: { soldOut: false, reservationDurationInMinutes: 20 },
            },
          }),
        }),
      ),
      http.post(`${API}/events/v1/checkout/reservations`, () =>
        HttpResponse.json({
          id: 'res-1',
          expires: new Date(serverNow() + 20 * 60_000).toISOString(),
          reservations: [{ quantity: 2 }],
        }),
      ),
    );
    const el = await mountPicker();
    await reserveTwo(el);
    expect($(el, '.sw-timer-clock')!.textContent).toMatch(/^(20:0[01]|19:5\d)$/); // not 15:00
  });

  it('on expiry announces, fires reservation-expired and returns to the picker', async () => {
    reservationExpires = () => new Date(Date.now() + 1500).toISOString();
    const expired = vi.fn();
    document.addEventListener('reservation-expired', expired, { once: true });
    const el = await mountPicker();
    await reserveTwo(el);
    // 1.5 s left is under the 30 s threshold: said once, politely.
    await waitFor(() =>
      expect($(el, '[part="timer"] [role="status"]')!.textContent).toBe(
        '30 seconds left to complete your order.',
      ),
    );
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(expired.mock.calls[0]![0].detail).toEqual({ reservationId: 'res-1', eventId: 'evt-1' });
    await waitFor(() => expect(shadowText(el)).toContain('Your reservation expired'));
    expect($(el, '[part="picker"]')).not.toBeNull();
  });

  it('counts the seats it gave back when closed: shown again, it reads what is left anew', async () => {
    // The page's default: a list read under 30 s ago is shown as it is.
    getQueryClient().setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    let reads = 0;
    server.use(
      http.get(`${API}/events/v1/checkout/available-tickets`, () => {
        reads += 1;
        return HttpResponse.json({
          definitions: TICKETS,
          metaData: { offset: 0, count: 4, total: 4 },
        });
      }),
    );
    const el = await mountPicker();
    await reserveTwo(el);
    await waitFor(() => expect(reads).toBe(2)); // on show, and after the reservation
    el.remove(); // an app's route change
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ method: 'DELETE' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await mountPicker();
    await waitFor(() => expect(reads).toBe(3));
  });

  it('cancel releases the reservation with DELETE', async () => {
    const el = await mountPicker();
    await reserveTwo(el);
    click(el, '[part="cancel"]');
    await waitFor(() => expect(shadowText(el)).toContain('Your reservation was canceled'));
    expect(seen.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/events/v1/checkout/reservations/res-1',
    });
  });
});

describe('<event-tickets> checkout', () => {
  it("sends a blank form for a holder left blank before one filled in, never a hole (the buyer's ticket)", async () => {
    recordCheckouts();
    const el = await mountPicker();
    for (let i = 0; i < 3; i++) await increase(el, 'General Admission');
    click(el, '[part="reserve"]');
    await waitFor(() => expect($(el, '[part="checkout"]')).not.toBeNull());
    fillRequired(el);
    // The third ticket's holder named, the second's left blank (it is the buyer's then).
    const third = $$(el, '[part="guest"]')[2]!.querySelector('[name="firstName"]')!;
    fireEvent.change(third, { target: { value: 'Cy' } });
    click(el, '[part="checkout"]');
    await waitFor(() =>
      expect(seen.filter((call) => call.path === '/events/v1/checkout')).toHaveLength(1),
    );
    const { guests } = seen.find((call) => call.path === '/events/v1/checkout')!.body as {
      guests: unknown[];
    };
    expect(guests).toHaveLength(3);
    expect(guests[1]).toEqual({ form: { inputValues: [] } });
    expect(guests[2]).toEqual({ form: { inputValues: [{ inputName: 'firstName', value: 'Cy' }] } });
  });

  it('renders every input type of the registration form, with labels', async () => {
    const el = await mountPicker();
    await reserveTwo(el);
    const form = $(el, '[part="checkout-form"]')!;
    const types = (name: string) => form.querySelector(`[name$="${name}"]`);
    expect(types('firstName')!.getAttribute('autocomplete')).toBe('given-name');
    expect(types('email')!.getAttribute('type')).toBe('email');
    expect(types('additionalGuests')!.tagName).toBe('SELECT');
    expect(types('address')!.getAttribute('autocomplete')).toBe('address-level2');
    expect(types('fullAddress')!.tagName).toBe('TEXTAREA');
    expect(types('birthday')!.getAttribute('type')).toBe('date');
    expect(types('heardFrom')!.tagName).toBe('SELECT');
    expect(form.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(form.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(types('notes')!.tagName).toBe('TEXTAREA');
    for (const control of form.querySelectorAll(
      'input:not([type=radio]):not([type=checkbox]), select, textarea',
    )) {
      expect(
        form.querySelector(`label[for="${control.id}"]`),
        control.getAttribute('name')!,
      ).not.toBeNull();
    }
    // Two tickets: the second holder gets name and email only.
    expect($$(el, '[part="guest"]')).toHaveLength(2);
    expect($$(el, '[part="guest"]')[1]!.querySelectorAll('input')).toHaveLength(3);
  });

  it.each([
    [
      'en-US',
      'Reserve 3 tickets',
      [
        'Your details (VIP, ticket 1 of 1)',
        'General Admission, ticket 1 of 2: holder (optional: leave blank to use your details)',
        'General Admission, ticket 2 of 2: holder (optional: leave blank to use your details)',
      ],
    ],
    [
      'de-DE',
      '3 Tickets reservieren',
      [
        'Ihre Angaben (VIP, Ticket 1 von 1)',
        'General Admission, Ticket 1 von 2: Inhaber (optional: leer lassen, um Ihre Angaben zu verwenden)',
        'General Admission, Ticket 2 von 2: Inhaber (optional: leer lassen, um Ihre Angaben zu verwenden)',
      ],
    ],
  ])('names each holder’s ticket type and place in %s', async (locale, reserve, legends) => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale } });
    const vip = aTicket({ id: 't-vip', name: 'VIP' });
    server.use(
      http.get(`${API}/events/v1/checkout/available-tickets`, () =>
        HttpResponse.json({ definitions: [vip, aTicket()] }),
      ),
      // The reservation's lines as the platform answers them: each with its definition.
      http.post(`${API}/events/v1/checkout/reservations`, async ({ request }) => {
        const { ticketQuantities } = (await request.json()) as {
          ticketQuantities: Array<{ ticketDefinitionId: string; quantity: number }>;
        };
        return HttpResponse.json({
          id: 'res-1',
          expires: reservationExpires(),
          reservations: ticketQuantities.map(({ ticketDefinitionId, quantity }) => ({
            ticket: [vip, aTicket()].find((t) => t.id === ticketDefinitionId),
            quantity,
          })),
        });
      }),
    );
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect($$(el, '[part="ticket"]')).toHaveLength(2));
    await increase(el, 'VIP');
    await increase(el, 'General Admission');
    await increase(el, 'General Admission');
    expect($(el, '[part="reserve"]')!.textContent).toBe(reserve);
    click(el, '[part="reserve"]');
    await waitFor(() => expect($(el, '[part="checkout"]')).not.toBeNull());
    // Each group's legend is its accessible name: the type is heard, not only a number.
    expect($$(el, '[part="guest"]').map((g) => g.querySelector('legend')!.textContent)).toEqual(
      legends,
    );
  });

  it('names every blank required field at once, focuses the first, and asks nothing', async () => {
    recordCheckouts();
    const el = await mountPicker();
    await reserveTwo(el);
    click(el, '[part="checkout"]');
    const form = $(el, '[part="checkout-form"]')!;
    await waitFor(() => expect(form.querySelectorAll('.sw-field-error')).toHaveLength(4));
    expect([...form.querySelectorAll('.sw-field-error')].map((e) => e.textContent)).toEqual([
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Seating preference is required.',
    ]);
    expect(el.shadowRoot!.activeElement?.getAttribute('name')).toBe('firstName');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.filter((call) => call.path === '/events/v1/checkout')).toEqual([]);
  });

  it("refuses an email that is no address, the other holder's too, before asking", async () => {
    recordCheckouts();
    const el = await mountPicker();
    await reserveTwo(el);
    fillRequired(el);
    const [, holder] = $$(el, '[part="guest"]');
    fireEvent.change(holder!.querySelector('[name="email"]')!, { target: { value: 'bad@' } });
    click(el, '[part="checkout"]');
    const form = $(el, '[part="checkout-form"]')!;
    await waitFor(() => expect(form.querySelectorAll('.sw-field-error')).toHaveLength(1));
    expect(holder!.querySelector('.sw-field-error')!.textContent).toBe(
      'Email: enter an address that can receive mail, like name@example.com.',
    );
    expect(el.shadowRoot!.activeElement).toBe(holder!.querySelector('[name="email"]'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.filter((call) => call.path === '/events/v1/checkout')).toEqual([]);

    // Blank, the other holder's email is fine: their ticket goes to the buyer.
    fireEvent.change(holder!.querySelector('[name="email"]')!, { target: { value: '' } });
    click(el, '[part="checkout"]');
    await waitFor(() =>
      expect(seen.filter((call) => call.path === '/events/v1/checkout')).toHaveLength(1),
    );
  });

  it('focuses the first choice of a required group left blank, marked invalid', async () => {
    getPageSession()
      .getState()
      .setMember({ id: 'mem-1', email: 'ada@example.com', name: 'Ada Lovelace' });
    const el = await mountPicker();
    await reserveTwo(el);
    const form = $(el, '[part="checkout-form"]')!;
    click(el, '[part="checkout"]');
    await waitFor(() => expect(form.querySelectorAll('.sw-field-error')).toHaveLength(1));
    const group = form.querySelector('input[type="radio"]')!.closest('fieldset')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(el.shadowRoot!.activeElement).toBe(group.querySelector('input[type="radio"]'));
  });

  it('prefills a member and shows server violations on their fields', async () => {
    getPageSession()
      .getState()
      .setMember({ id: 'mem-1', email: 'ada@example.com', name: 'Ada Lovelace' });
    server.use(
      http.post(`${API}/events/v1/checkout`, async ({ request }) => {
        await record(request);
        return validationError({
          field: 'guests.0.form.inputValues.email',
          description: 'must be a deliverable address',
          violatedRule: 'FORMAT',
        });
      }),
    );
    const el = await mountPicker();
    await reserveTwo(el);
    const form = $(el, '[part="checkout-form"]')!;
    expect(form.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('ada@example.com');
    expect(form.querySelector<HTMLInputElement>('[name="lastName"]')!.value).toBe('Lovelace');
    fireEvent.click(form.querySelector('input[type="radio"][value="Seated"]')!);
    click(el, '[part="checkout"]');
    await waitFor(() => expect(form.querySelector('.sw-field-error')).not.toBeNull());
    const email = form.querySelector<HTMLInputElement>('[name="email"]')!;
    expect(
      form.querySelector(`#${CSS.escape(email.getAttribute('aria-describedby')!)}`)!.textContent,
    ).toBe('Email: enter an address that can receive mail, like name@example.com.');
    // The field with the error takes the focus from the button.
    expect(el.shadowRoot!.activeElement).toBe(email);
    expect(seen.at(-1)!.body).toMatchObject({
      memberId: 'mem-1',
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
  });

  it("says a violation the form's own checks let through in German, by the field", async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    server.use(
      http.post(`${API}/events/v1/checkout`, () =>
        validationError(
          {
            field: 'guests.0.form.inputValues.email',
            description: 'must be a deliverable address',
            violatedRule: 'FORMAT',
          },
          { field: 'guests.0.form.inputValues.lastName', description: 'is odd' },
        ),
      ),
    );
    const el = await mountPicker();
    await reserveTwo(el, '2 Tickets reservieren');
    fillRequired(el);
    const form = $(el, '[part="checkout-form"]')!;
    click(el, '[part="checkout"]');
    await waitFor(() => expect(form.querySelectorAll('.sw-field-error')).toHaveLength(2));
    const errorOf = (name: string) => {
      const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return form.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)!
        .textContent;
    };
    // The event's own labels name the fields; the platform's English is not shown.
    expect(errorOf('email')).toBe(
      'Email: Bitte geben Sie eine Adresse an, die E-Mails empfangen kann, z. B. name@example.com.',
    );
    expect(errorOf('lastName')).toBe('Last name: Bitte prüfen Sie diese Angabe.');
    expect(form.textContent).not.toMatch(/deliverable|is odd/);
    // The first field in the form's order takes the focus.
    expect(el.shadowRoot!.activeElement).toBe(form.querySelector('[name="lastName"]'));
  });

  it('confirms a free order in place with an .ics file, order-created once', async () => {
    server.use(
      http.post(`${API}/events/v1/checkout`, () =>
        HttpResponse.json({
          order: {
            orderNumber: 'FREE-0001',
            reservationId: 'res-1',
            eventId: 'evt-1',
            status: 'FREE',
            invoice: {
              items: [{ id: 'tkt-free', name: 'Guest list', quantity: 2, total: { amount: '0' } }],
              grandTotal: { amount: '0.00', currency: 'EUR' },
            },
          },
        }),
      ),
    );
    const created = vi.fn();
    document.addEventListener('order-created', created);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (blob) => (blobs.push(blob as Blob), 'blob:ics'),
    );
    const el = await mountPicker({ 'event-id': 'evt-1', 'heading-level': '3' });
    await reserveTwo(el);
    fillRequired(el);
    click(el, '[part="checkout"]');
    await waitFor(() => expect($(el, '[part="order-number"]')?.textContent).toBe('FREE-0001'));
    expect(adopts(el, confirmationCss)).toBe(true); // with its chunk
    // Its heading is one under the event's title, as the ticket names were.
    expect($(el, '#sw-confirmation-title')?.localName).toBe('h4');
    // Nothing to pay reads as the picker said it, not "€0.00".
    expect($$(el, '[part="tickets-bought"] li').map((li) => li.textContent)).toEqual([
      'Guest list × 2Free',
      'TotalFree',
    ]);
    expect($(el, '[part="calendar"]')!.getAttribute('href')).toBe('blob:ics');
    const ics = await blobs[0]!.text();
    expect(ics).toContain('DTSTART:20300306T040000Z');
    expect(ics).toContain('SUMMARY:The Velvet Static');
    // A second render of the same order (e.g. after a reload) does not fire again.
    const again = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect($$(again, '[part="ticket"]')).toHaveLength(4));
    document.removeEventListener('order-created', created);
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]![0].detail).toEqual({
      orderNumber: 'FREE-0001',
      eventId: 'evt-1',
    });
  });

  it('sends paid orders to the hosted events checkout and confirms on return', async () => {
    server.use(
      http.post(`${API}/events/v1/checkout`, () =>
        HttpResponse.json({
          order: {
            orderNumber: 'PAID-0002',
            reservationId: 'res-1',
            eventId: 'evt-1',
            status: 'PENDING',
          },
        }),
      ),
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          redirectSession: { id: 'rs', fullUrl: 'https://platform.test/hosted/x' },
        });
      }),
      // As the platform answers: the buyer's details and the invoice only when asked for.
      http.get(`${API}/events/v1/events/evt-1/orders/PAID-0002`, ({ request }) => {
        const fieldsets = new URL(request.url).searchParams.getAll('fieldset');
        const money = (amount: string) => ({ amount, currency: 'EUR' });
        return HttpResponse.json({
          order: {
            orderNumber: 'PAID-0002',
            eventId: 'evt-1',
            status: 'PAID',
            ...(fieldsets.includes('DETAILS') ? { email: 'ada@example.com' } : {}),
            ...(fieldsets.includes('INVOICE')
              ? {
                  invoice: {
                    items: [{ id: 'tkt-ga', name: 'General', quantity: 2, total: money('50.00') }],
                    grandTotal: money('50.00'),
                  },
                }
              : {}),
          },
        });
      }),
    );
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await mountPicker();
    await reserveTwo(el);
    fillRequired(el);
    click(el, '[part="checkout"]');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://platform.test/hosted/x'));
    const session = seen.find((s) => s.path === '/_api/redirects-api/v1/redirect-session')!
      .body as {
      eventsCheckout: unknown;
      callbacks: { postFlowUrl: string };
    };
    expect(session.eventsCheckout).toEqual({ eventSlug: 'velvet-static', reservationId: 'res-1' });
    const back = new URL(session.callbacks.postFlowUrl);
    expect(back.searchParams.get('sw-order')).toBe('PAID-0002');
    // Kept for the tab: coming back unpaid finds the order, not a picker that forgot it.
    const keptOrder = () => sessionStorage.getItem(`site-widgets:reservations:${API}/test`);
    expect(JSON.parse(keptOrder()!)).toMatchObject({
      'evt-1': { reservationId: 'res-1', orderNumber: 'PAID-0002' },
    });

    history.replaceState(null, '', `${back.pathname}${back.search}`);
    const created = vi.fn();
    document.addEventListener('order-created', created);
    // Even when an expectation fails: the next tests must not start back from a checkout.
    onTestFinished(() => {
      document.removeEventListener('order-created', created);
      history.replaceState(null, '', '/');
    });
    const returned = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect(shadowText(returned)).toContain("You're going!"));
    // What was bought, what it came to, and where the tickets went.
    const receipt = returned.shadowRoot!.querySelector('[part="tickets-bought"]')!;
    expect([...receipt.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'General × 2€50.00',
      'Total€50.00',
    ]);
    expect(shadowText(returned)).toContain('Your tickets are on their way to ada@example.com.');
    expect(created).toHaveBeenCalledTimes(1);
    expect(keptOrder()).toBeNull();
  });

  it('asks again for the payment page when opening it failed, the order kept', async () => {
    let failing = true;
    server.use(
      http.post(`${API}/events/v1/checkout`, () =>
        HttpResponse.json({
          order: {
            orderNumber: 'P-4',
            reservationId: 'res-1',
            eventId: 'evt-1',
            status: 'PENDING',
          },
        }),
      ),
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, () =>
        failing
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ redirectSession: { id: 'rs', fullUrl: 'https://pay.test/rs' } }),
      ),
    );
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await mountPicker();
    await reserveTwo(el);
    fillRequired(el);
    click(el, '[part="checkout"]');
    const again = await waitFor(() => {
      const button = [...el.shadowRoot!.querySelectorAll('button')].find(
        (b) => b.textContent === 'Try again',
      );
      expect(button).toBeDefined();
      return button!;
    });
    // The order is placed: no form to send again, no reservation to cancel.
    expect($(el, '[part="checkout-form"]')).toBeNull();
    expect($(el, '[part="cancel"]')).toBeNull();
    failing = false;
    again.click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/rs'));
  });

  it('refuses a hosted events checkout that is not a web page: no navigation, widget-error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${API}/events/v1/checkout`, () =>
        HttpResponse.json({
          order: {
            orderNumber: 'P-3',
            reservationId: 'res-1',
            eventId: 'evt-1',
            status: 'PENDING',
          },
        }),
      ),
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, () =>
        HttpResponse.json({ redirectSession: { id: 'rs', fullUrl: 'javascript:alert(1)' } }),
      ),
    );
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const errors = vi.fn();
    document.addEventListener('widget-error', errors);
    const el = await mountPicker();
    await reserveTwo(el);
    fillRequired(el);
    click(el, '[part="checkout"]');
    await waitFor(() => expect(shadowText(el)).toContain('could not be opened safely'));
    expect(assign).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ detail: expect.objectContaining({ code: 'UNSAFE_URL' }) }),
    );
    document.removeEventListener('widget-error', errors);
  });
});

describe('<event-tickets> registration states', () => {
  it.each([
    [{ status: 'OPEN_RSVP' }, 'RSVP on the event page', 'https://site.test/events/velvet-static'],
    [
      { status: 'OPEN_EXTERNAL', external: { url: 'https://tix.example/x' } },
      "Register on the organiser's site",
      'https://tix.example/x',
    ],
    [{ status: 'CLOSED_AUTOMATICALLY' }, 'Registration is closed.', undefined],
    [{ status: 'OPEN_TICKETS', tickets: { soldOut: true } }, 'This event is sold out.', undefined],
  ] as const)('%j', async (registration, text, href) => {
    server.use(...handlers(anEvent({ registration })));
    const el = mount('event-tickets', { 'event-slug': 'velvet-static' });
    await waitFor(() => expect(shadowText(el)).toContain(text));
    expect($(el, '[part="ticket"]')).toBeNull();
    if (href) expect($$(el, 'a').map((a) => a.getAttribute('href'))).toContain(href);
  });

  it('says a canceled event is canceled', async () => {
    server.use(...handlers(anEvent({ status: 'CANCELED' })));
    const el = mount('event-tickets', { 'event-slug': 'velvet-static' });
    await waitFor(() => expect(shadowText(el)).toContain('This event has been canceled.'));
    expect($(el, '[part="ticket"]')).toBeNull();
  });

  it('links to the event page or organiser only over http(s)', async () => {
    const registration = { status: 'OPEN_EXTERNAL', external: { url: 'javascript:alert(1)' } };
    server.use(
      ...handlers(
        anEvent({ registration, eventPageUrl: { base: 'data:text/html,<script>x</script>' } }),
      ),
    );
    const el = mount('event-tickets', { 'event-slug': 'velvet-static' });
    await waitFor(() => expect(shadowText(el)).toContain('event page'));
    expect($$(el, 'a')).toEqual([]);
  });
});

describe('<event-tickets> state', () => {
  /** Every `state` the host took, with whether the picker was on screen at that moment. */
  function watchState(el: HTMLElement) {
    const seenStates: Array<[string | null, boolean]> = [];
    new MutationObserver(() =>
      seenStates.push([el.getAttribute('state'), Boolean($(el, '[part="picker"]'))]),
    ).observe(el, { attributes: true, attributeFilter: ['state'] });
    return seenStates;
  }

  it('is "ready" only once the picker is shown, not while tickets load', async () => {
    let answerTickets!: () => void;
    const ticketsAsked = new Promise<void>((resolve) =>
      server.use(
        http.get(`${API}/events/v1/checkout/available-tickets`, async () => {
          resolve();
          await new Promise<void>((answer) => (answerTickets = answer));
          return HttpResponse.json({ definitions: TICKETS });
        }),
      ),
    );
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    const states = watchState(el);
    await ticketsAsked;
    await waitFor(() => expect(shadowText(el)).toContain('Loading tickets…'));
    expect(el.getAttribute('state')).toBe('loading');
    answerTickets();
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    expect(states.filter(([state]) => state === 'ready').every(([, picker]) => picker)).toBe(true);
    expect(states.map(([state]) => state)).not.toContain('error');
  });

  it('is "error" without an event and "empty" when nothing is on sale', async () => {
    const missing = mount('event-tickets');
    await waitFor(() => expect(missing.getAttribute('state')).toBe('error'));
    server.use(
      http.get(`${API}/events/v1/checkout/available-tickets`, () =>
        HttpResponse.json({ definitions: [] }),
      ),
    );
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('empty'));
    expect(shadowText(el)).toContain('No tickets are on sale');
  });

  it('says nothing is on sale, with no Reserve button, when every sale ended (while a laptop slept)', async () => {
    server.use(
      http.get(`${API}/events/v1/checkout/available-tickets`, () =>
        HttpResponse.json({
          definitions: [
            aTicket({ id: 't-1', name: 'Early', saleStatus: 'SALE_ENDED' }),
            aTicket({ id: 't-2', name: 'Late', saleStatus: 'SALE_ENDED' }),
          ],
        }),
      ),
    );
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('empty'));
    expect(shadowText(el)).toContain('No tickets are on sale');
    expect($(el, '[part="reserve"]')).toBeNull();
  });
});
