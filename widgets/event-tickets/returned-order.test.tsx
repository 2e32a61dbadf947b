// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { API, tokenEndpoint, useServer } from '../../shared/client/testing/msw';
import { mount, shadowText } from '../../shared/element/test-support';
import { getPageSession } from '../../shared/session';
import { TICKETS, anEvent } from './test-fixtures';
import { freshPage } from './test-support';
import './index';

/**
 * Back from the hosted checkout, by its return address or the back button: the platform's
 * status of the order says what is left. Unpaid, the tab kept the reservation with the order
 * placed for it, and the widget offers that order's payment again.
 */
const KEY = `site-widgets:reservations:${API}/test`;
const seen: string[] = [];
let orderStatus = 'INITIATED';
let sessionBody: { eventsCheckout?: unknown; callbacks?: { postFlowUrl: string } } = {};
/** The hold's end, and the platform's time now (its answers' `Date`). */
let heldUntil = '';
let platformNow = () => Date.now();

const server = useServer(
  tokenEndpoint().handler,
  http.get(`${API}/events/v3/events/:id`, ({ params }) =>
    HttpResponse.json({ event: anEvent({ id: String(params.id) }) }),
  ),
  http.get(`${API}/events/v1/checkout/available-tickets`, () =>
    HttpResponse.json({ definitions: TICKETS }),
  ),
  http.get(`${API}/events/v1/events/:eventId/orders/:number`, ({ params }) =>
    HttpResponse.json({
      order: {
        orderNumber: String(params.number),
        eventId: 'evt-1',
        reservationId: 'res-1',
        status: orderStatus,
      },
    }),
  ),
  http.post(`${API}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
    sessionBody = (await request.json()) as typeof sessionBody;
    return HttpResponse.json({ redirectSession: { id: 'rs', fullUrl: 'https://pay.test/rs' } });
  }),
  // The countdown's question: is the kept hold still there, and what time is it.
  http.post(`${API}/events/v1/checkout/invoices/:id`, () =>
    HttpResponse.json(
      { invoice: {}, expires: heldUntil, reservations: [], reservationStatus: 'CONFIRMED' },
      { headers: { Date: new Date(platformNow()).toUTCString() } },
    ),
  ),
  http.delete(`${API}/events/v1/checkout/reservations/:id`, ({ params }) => {
    seen.push(`release ${String(params.id)}`);
    return HttpResponse.json({});
  }),
);

/** This tab kept the reservation with the order it sent to the hosted checkout. */
function keepOrder(
  orderNumber: string,
  expires = new Date(Date.now() + 12 * 60_000).toISOString(),
) {
  heldUntil = expires;
  sessionStorage.setItem(
    KEY,
    JSON.stringify({
      'evt-1': {
        eventId: 'evt-1',
        reservationId: 'res-1',
        expires,
        skew: 0,
        lines: [{ ticketDefinitionId: 't-ga', quantity: 2 }],
        page: location.href.split('#')[0],
        orderNumber,
      },
    }),
  );
}

beforeEach(async () => {
  await freshPage();
  seen.length = 0;
  orderStatus = 'INITIATED';
  sessionBody = {};
  platformNow = () => Date.now();
  keepOrder('P-7');
});
afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const $ = (el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const kept = () => JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;

async function mountUnpaid() {
  const el = mount('event-tickets', { 'event-id': 'evt-1' });
  await waitFor(() => expect($(el, '[part="pay"]')).not.toBeNull());
  return el;
}

describe('<event-tickets> back from the hosted checkout', () => {
  it('says the order is not paid, counts down its hold and opens its payment again', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await mountUnpaid();
    expect(shadowText(el)).toContain(
      'Order P-7 is not paid yet. Pay for it before the time runs out, or choose other tickets.',
    );
    expect($(el, '.sw-timer-clock')!.textContent).toMatch(/^(12:00|11:5\d)$/);
    expect(el.getAttribute('state')).toBe('ready');

    $(el, '[part="pay"]')!.click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/rs'));
    expect(sessionBody.eventsCheckout).toEqual({
      eventSlug: 'velvet-static',
      reservationId: 'res-1',
    });
    expect(new URL(sessionBody.callbacks!.postFlowUrl).searchParams.get('sw-order')).toBe('P-7');
    expect(shadowText(el)).toContain('Taking you to payment…');
    // Nothing released: the order holds the seats until it is paid or runs out.
    expect(seen).toEqual([]);
  });

  it('offers the payment again when the page comes back from the back-forward cache', async () => {
    vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await mountUnpaid();
    $(el, '[part="pay"]')!.click();
    await waitFor(() => expect(shadowText(el)).toContain('Taking you to payment…'));
    // happy-dom's PageTransitionEvent has no `persisted`: the event as Chromium sends it.
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect($(el, '[part="pay"]')).not.toBeNull());
    expect(shadowText(el)).not.toContain('Taking you to payment…');
  });

  it('goes back to the picker on "Choose other tickets", the order forgotten', async () => {
    const el = await mountUnpaid();
    $(el, '[part="choose-again"]')!.click();
    await waitFor(() => expect($(el, '[part="picker"]')).not.toBeNull());
    expect(kept()).toEqual({});
    expect(seen).toEqual([]);
  });

  it('shows the confirmation of an order paid meanwhile (another tab), then keeps nothing', async () => {
    orderStatus = 'PAID';
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect(shadowText(el)).toContain("You're going!"));
    expect($(el, '[part="pay"]')).toBeNull();
    expect(kept()).toEqual({});
  });

  it('by its return address, unpaid and kept by no tab: the order, its payment, no countdown', async () => {
    sessionStorage.clear();
    history.replaceState(null, '', '/event?sw-event=evt-1&sw-order=P-7');
    vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await mountUnpaid();
    expect(shadowText(el)).toContain('Order P-7 is not paid yet.');
    expect($(el, '[part="timer"]')).toBeNull();
    $(el, '[part="pay"]')!.click();
    await waitFor(() =>
      expect(sessionBody.eventsCheckout).toEqual({
        eventSlug: 'velvet-static',
        reservationId: 'res-1',
      }),
    );
  });

  it('by a return address someone else shared: the platform knows no such order of ours, the picker', async () => {
    sessionStorage.clear();
    server.use(
      http.get(`${API}/events/v1/events/:eventId/orders/:number`, () =>
        HttpResponse.json({ message: 'Order P-7 not found' }, { status: 404 }),
      ),
    );
    history.replaceState(null, '', '/event?sw-event=evt-1&sw-order=P-7');
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect($(el, '[part="picker"]')).not.toBeNull());
    expect(shadowText(el)).not.toContain('Try again');
    expect(el.getAttribute('state')).not.toBe('error');
  });

  it('by its return address, with tickets chosen again since: their form, not the old order', async () => {
    const stored = JSON.parse(sessionStorage.getItem(KEY)!) as Record<string, object>;
    const { orderNumber: _sent, ...reserved } = stored['evt-1'] as { orderNumber: string };
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ 'evt-1': { ...reserved, reservationId: 'res-2' } }),
    );
    server.use(
      http.post(`${API}/events/v1/checkout/invoices/:id`, () =>
        HttpResponse.json({ invoice: {}, expires: new Date(Date.now() + 600_000).toISOString() }),
      ),
      http.get(`${API}/events/v1/checkout/options`, () => HttpResponse.json({})),
    );
    history.replaceState(null, '', '/event?sw-event=evt-1&sw-order=P-7');
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect($(el, '[part="checkout-form"]')).not.toBeNull());
    expect(shadowText(el)).not.toContain('P-7');
  });

  it.each([
    ['the tab that kept it', true],
    ['a tab that did not (opened again, shared)', false],
  ])('by its return address, paid, in %s: the confirmation, announced: %s', async (_, own) => {
    // An order number of its own: a tab announces each order once, whichever test showed it.
    const number = own ? 'P-81' : 'P-82';
    sessionStorage.clear();
    if (own) keepOrder(number);
    orderStatus = 'PAID';
    history.replaceState(null, '', `/event?sw-event=evt-1&sw-order=${number}`);
    const created = vi.fn();
    document.addEventListener('order-created', created);
    onTestFinished(() => document.removeEventListener('order-created', created));
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect(shadowText(el)).toContain("You're going!"));
    // Its effects have run with the focus on its heading.
    await waitFor(() => expect(el.shadowRoot!.activeElement?.textContent).toBe("You're going!"));
    expect(created).toHaveBeenCalledTimes(own ? 1 : 0);
  });

  it('by its return address, canceled: the picker saying so, never "You\'re going!"', async () => {
    orderStatus = 'CANCELED';
    history.replaceState(null, '', '/event?sw-event=evt-1&sw-order=P-7');
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect($(el, '[part="picker"]')).not.toBeNull());
    expect(shadowText(el)).toContain('Your reservation was canceled and the tickets released.');
    expect(shadowText(el)).not.toContain("You're going!");
  });

  it('starts over, saying so, when the order was canceled meanwhile', async () => {
    orderStatus = 'CANCELED';
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() =>
      expect(shadowText(el)).toContain('Your reservation was canceled and the tickets released.'),
    );
    expect($(el, '[part="picker"]')).not.toBeNull();
    expect(kept()).toEqual({});
  });

  it('starts over when the hold runs out before the order is paid', async () => {
    keepOrder('P-7', new Date(Date.now() + 1500).toISOString());
    const el = await mountUnpaid();
    await waitFor(() => expect(shadowText(el)).toContain('Your reservation expired'), {
      timeout: 4000,
    });
    expect($(el, '[part="picker"]')).not.toBeNull();
  });

  it('counts by the clock as set now: set 25 minutes fast while away on the payment page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const then = Date.now();
    platformNow = () => Date.now() - 25 * 60_000;
    vi.setSystemTime(then + 25 * 60_000);
    const el = await mountUnpaid();
    // By the skew kept from before, the hold would read as over (0:00) and start over.
    await waitFor(() => expect($(el, '.sw-timer-clock')!.textContent).toMatch(/^1[12]:\d\d$/));
    expect(shadowText(el)).not.toContain('Your reservation expired');
    expect($(el, '[part="pay"]')).not.toBeNull();
    // Kept for the next reload or return.
    expect((kept()['evt-1'] as { skew: number }).skew).toBeLessThan(-24 * 60_000);
  });

  it('says it in German', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect(shadowText(el)).toContain('Bestellung P-7 ist noch nicht bezahlt.'));
    expect($(el, '[part="pay"]')!.textContent).toBe('Jetzt bezahlen');
    expect($(el, '[part="choose-again"]')!.textContent).toBe('Andere Tickets wählen');
  });
});
