// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { API, tokenEndpoint, useServer } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { mount, shadowText } from '../../shared/element/test-support';
import { TICKETS, anEvent } from './test-fixtures';
import { freshPage } from './test-support';
import './index';

/** The requests that reached the platform, by method and path. */
const seen: string[] = [];
const KEY = `site-widgets:reservations:${API}/test`;
let serverExpires = '';

const server = useServer(
  tokenEndpoint().handler,
  http.get(`${API}/events/v3/events/:id`, ({ params }) =>
    HttpResponse.json({ event: anEvent({ id: String(params.id) }) }),
  ),
  http.get(`${API}/events/v1/checkout/available-tickets`, () =>
    HttpResponse.json({ definitions: TICKETS }),
  ),
  http.get(`${API}/events/v1/checkout/options`, () => HttpResponse.json({})),
  http.post(`${API}/events/v1/checkout/reservations`, () => {
    seen.push('reserve');
    return HttpResponse.json({ id: 'res-1', expires: serverExpires, reservations: [] });
  }),
  http.post(`${API}/events/v1/checkout/invoices/:id`, ({ params }) => {
    seen.push(`invoice ${String(params.id)}`);
    return HttpResponse.json({ invoice: {}, expires: serverExpires, reservations: [] });
  }),
  http.delete(`${API}/events/v1/checkout/reservations/:id`, ({ params, request }) => {
    seen.push(`release ${String(params.id)} ${new URL(request.url).searchParams.get('eventId')}`);
    return HttpResponse.json({});
  }),
);

beforeEach(async () => {
  await freshPage();
  seen.length = 0;
  serverExpires = new Date(Date.now() + 20 * 60_000).toISOString();
});

const $ = (el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const kept = () => JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;

async function reserveTwo(eventId = 'evt-1') {
  const el = mount('event-tickets', { 'event-id': eventId });
  await waitFor(() => expect($(el, '[part="ticket"]')).not.toBeNull());
  const plus = () =>
    $(el, '[part="ticket"]')!.querySelector<HTMLButtonElement>(
      'button[aria-label^="Increase quantity"]',
    )!;
  plus().click();
  await waitFor(() => expect($(el, 'output')!.textContent).toBe('1'));
  plus().click();
  await waitFor(() => expect($(el, 'output')!.textContent).toBe('2'));
  $(el, '[part="reserve"]')!.click();
  await waitFor(() => expect($(el, '[part="checkout-form"]')).not.toBeNull());
  return el;
}

/**
 * A reload, as far as the widget can tell: a fresh widget and cache over the tab's storage.
 * A real reload never unmounts the old widget; taking it out here does (and releases), so
 * the tab's storage is put back as the reload would have left it, and the release unseen.
 */
async function reload(eventId = 'evt-1') {
  const storage = sessionStorage.getItem(KEY)!;
  document.body.innerHTML = '';
  await waitFor(() => expect(seen.at(-1)).toMatch(/^release/));
  seen.pop();
  sessionStorage.setItem(KEY, storage);
  getQueryClient().clear();
  return mount('event-tickets', { 'event-id': eventId });
}

describe('a reservation kept for the tab', () => {
  it('keeps the reservation, its tickets and the server expiry for the tab', async () => {
    await reserveTwo();
    expect(kept()['evt-1']).toMatchObject({
      eventId: 'evt-1',
      reservationId: 'res-1',
      expires: serverExpires,
      lines: [{ ticketDefinitionId: 't-ga', quantity: 2 }],
      page: location.href.split('#')[0],
    });
  });

  it('comes back to the form after a reload, counting from the server expiry it asks for', async () => {
    await reserveTwo();
    // Meanwhile the server says 7 minutes are left.
    serverExpires = new Date(Date.now() + 7 * 60_000).toISOString();
    const el = await reload();
    await waitFor(() => expect($(el, '[part="checkout-form"]')).not.toBeNull());
    // One reservation, asked about after the reload; not made again.
    expect(seen.filter((call) => !call.startsWith('release'))).toEqual([
      'reserve',
      'invoice res-1',
    ]);
    expect($(el, '.sw-timer-clock')!.textContent).toMatch(/^(7:00|6:5\d)$/);
    // Two tickets: the buyer and one more holder.
    expect(shadowText(el)).toContain('Ticket 2 holder');
    expect(el.getAttribute('state')).toBe('ready');
  });

  it('after a reload, counts by the clock as set now, not as it was when the hold began', async () => {
    await reserveTwo();
    // Set 25 minutes fast while the page was away: no timer of it saw the change. The
    // platform's answer says its own time in its Date header.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const platformNow = Date.now();
      vi.setSystemTime(platformNow + 25 * 60_000);
      server.use(
        http.post(`${API}/events/v1/checkout/invoices/:id`, () =>
          HttpResponse.json(
            { invoice: {}, expires: serverExpires, reservations: [] },
            { headers: { Date: new Date(platformNow).toUTCString() } },
          ),
        ),
      );
      const el = await reload();
      await waitFor(() => expect($(el, '[part="checkout-form"]')).not.toBeNull());
      // Not expired (the clock as kept would say 0:00), nor 45 minutes.
      expect($(el, '.sw-timer-clock')!.textContent).toMatch(/^(20:0\d|19:5\d)$/);
      expect(shadowText(el)).not.toContain('Your reservation expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts over when the kept reservation is gone on the server', async () => {
    await reserveTwo();
    server.use(
      http.post(`${API}/events/v1/checkout/invoices/:id`, () =>
        HttpResponse.json({ message: 'Reservation res-1 not found' }, { status: 404 }),
      ),
    );
    const el = await reload();
    await waitFor(() => expect(shadowText(el)).toContain('Your reservation expired'));
    expect($(el, '[part="picker"]')).not.toBeNull();
    expect(kept()).toEqual({});
  });

  it('starts over when the platform answers that the kept reservation was given back', async () => {
    await reserveTwo();
    // Released from another tab: the invoice is still answered, with what became of the hold.
    server.use(
      http.post(`${API}/events/v1/checkout/invoices/:id`, () =>
        HttpResponse.json({
          invoice: {},
          expires: serverExpires,
          reservations: [],
          reservationStatus: 'RESERVATION_CANCELED_MANUALLY',
        }),
      ),
    );
    const el = await reload();
    await waitFor(() => expect($(el, '[part="picker"]')).not.toBeNull());
    expect($(el, '[part="checkout-form"]')).toBeNull();
    expect(kept()).toEqual({});
  });

  it('keeps the reservation when asking about it fails, and asks again on Try again', async () => {
    await reserveTwo();
    let failing = true;
    server.use(
      http.post(`${API}/events/v1/checkout/invoices/:id`, () =>
        failing ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const el = await reload();
      // Past the read's three retries (seconds apart).
      for (let s = 0; s < 30 && el.getAttribute('state') !== 'error'; s++)
        await vi.advanceTimersByTimeAsync(1000);
      expect(el.getAttribute('state')).toBe('error');
      expect(shadowText(el)).not.toContain('Your reservation expired');
      expect(kept()).not.toEqual({});
      failing = false;
      [...el.shadowRoot!.querySelectorAll('button')]
        .find((b) => b.textContent === 'Try again')!
        .click();
      await waitFor(() => expect($(el, '[part="checkout-form"]')).not.toBeNull());
      expect(seen.filter((call) => call.startsWith('release'))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('releases the seats when the widget is closed or cancelled, never twice', async () => {
    const el = await reserveTwo();
    el.remove();
    await waitFor(() => expect(seen).toContain('release res-1 evt-1'));
    expect(kept()).toEqual({});

    seen.length = 0;
    const again = await reserveTwo();
    $(again, '[part="cancel"]')!.click();
    await waitFor(() => expect(shadowText(again)).toContain('Your reservation was canceled'));
    again.remove();
    expect(seen.filter((s) => s.startsWith('release'))).toEqual(['release res-1 evt-1']);
    expect(kept()).toEqual({});
  });

  it("releases another event's reservation kept on another page of the tab", async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        'evt-old': {
          eventId: 'evt-old',
          reservationId: 'res-old',
          expires: serverExpires,
          skew: 0,
          lines: [],
          page: 'https://site.test/other-event',
        },
      }),
    );
    const el = mount('event-tickets', { 'event-id': 'evt-1' });
    await waitFor(() => expect(seen).toContain('release res-old evt-old'));
    expect($(el, '[part="timer"]')).toBeNull();
    expect(kept()).toEqual({});
  });
});

describe('leaving the page or reloading it', () => {
  /** The Navigation API as Chromium has it, enough for the widget's listener. */
  function installNavigation() {
    const navigation = new EventTarget();
    Object.defineProperty(globalThis, 'navigation', { value: navigation, configurable: true });
    return (navigationType: string, sameDocument = false) =>
      navigation.dispatchEvent(
        Object.assign(new Event('navigate'), { navigationType, destination: { sameDocument } }),
      );
  }

  it('releases on pagehide after a navigation away, not after a reload or a hash change', async () => {
    const navigate = installNavigation();
    try {
      await reserveTwo();
      navigate('reload');
      dispatchEvent(new Event('pagehide'));
      navigate('push', true);
      dispatchEvent(new Event('pagehide'));
      await new Promise((settle) => setTimeout(settle, 50));
      expect(seen.filter((s) => s.startsWith('release'))).toEqual([]);
      expect(kept()['evt-1']).toBeDefined();

      navigate('push');
      dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(seen).toContain('release res-1 evt-1'));
      expect(kept()).toEqual({});
    } finally {
      delete (globalThis as { navigation?: unknown }).navigation;
    }
  });
});
