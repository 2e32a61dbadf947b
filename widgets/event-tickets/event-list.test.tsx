// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, waitFor } from '@testing-library/react';
import { API, tokenEndpoint, useServer } from '../../shared/client/testing/msw';
import { createQueryClient, getQueryClient } from '../../shared/data';
import {
  adopts,
  mount,
  shadowText,
  sourcesAfterFailureAndOnline,
  widgetErrors,
} from '../../shared/element/test-support';
import { getPageSession } from '../../shared/session';
import { TICKETS, anEvent } from './test-fixtures';
import { freshPage } from './test-support';
import './index';
import { eventListCss } from './event-list.styles';
import { eventListViewCss } from './event-list-view.styles';
import { applicationError } from '../../shared/client/testing/answers';

const server = useServer(tokenEndpoint().handler);
interface QueryBody {
  query: { filter?: unknown; sort?: unknown; paging: { limit: number; offset: number } };
  fields?: string[];
}
const bodies: QueryBody[] = [];

const events = Array.from({ length: 5 }, (_, i) =>
  anEvent({
    id: `evt-${i}`,
    title: `Show ${i}`,
    eventPageUrl: { base: 'https://site.test', path: `/e/${i}` },
  }),
);
events[1] = { ...events[1]!, registration: { status: 'OPEN_TICKETS', tickets: { soldOut: true } } };
events[2] = {
  ...events[2]!,
  location: { type: 'ONLINE' },
  registration: { status: 'CLOSED_MANUALLY' },
};

/** The platform's events query, answered from `events`. */
const answerQuery = async ({ request }: { request: Request }) => {
  const body = (await request.json()) as QueryBody;
  bodies.push(body);
  const { limit, offset } = body.query.paging;
  const page = events.slice(offset, offset + limit);
  return HttpResponse.json({
    events: page,
    pagingMetadata: {
      count: page.length,
      offset,
      total: events.length,
      hasNext: offset + limit < events.length,
    },
  });
};
const queryHandler = http.post(`${API}/events/v3/events/query`, answerQuery);

/** What the ticket flow in the list's dialog reads: the event (titled `title`) and its tickets. */
const ticketFlow = (title: string) => [
  http.get(`${API}/events/v3/events/:id`, ({ params }) =>
    HttpResponse.json({ event: anEvent({ id: String(params.id), title }) }),
  ),
  http.get(`${API}/events/v1/checkout/available-tickets`, () =>
    HttpResponse.json({ definitions: TICKETS }),
  ),
];
/** The tab's kept reservations for this config (shared/session/tab-reservation.ts). */
const KEPT = `site-widgets:reservations:${API}/test`;

beforeEach(async () => {
  await freshPage();
  bodies.length = 0;
});

const buttonNamed = (el: HTMLElement, name: string) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('<event-list>', () => {
  it("asks for upcoming events by start date and shows dates in the event's time zone", async () => {
    server.use(queryHandler);
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    expect(bodies[0]!.query).toEqual({
      filter: { status: { $in: ['UPCOMING', 'STARTED'] } },
      sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
      paging: { limit: 2, offset: 0 },
    });
    // The platform leaves out the image, the registration and the page address unless asked.
    expect(bodies[0]!.fields).toEqual(['DETAILS', 'REGISTRATION', 'URLS']);
    const text = shadowText(el);
    // 04:00 UTC on the 6th is 8 pm on the 5th in Los Angeles.
    expect(text).toMatch(/Tue, Mar 5, 2030, 8:00\s*–\s*11:00\s*PM\s*PST/);
    expect(text).toContain('The Lantern Room');
    // No event page configured: titles are not links (not to the platform's page either).
    expect(el.shadowRoot!.querySelector('a')).toBeNull();
  });

  it('adds what only the loaded list shows with its chunk: the first load has the skeleton’s boxes', async () => {
    server.use(queryHandler);
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    expect(adopts(el, eventListViewCss)).toBe(true);
    for (const part of ['.sw-event-action', '.sw-ticket-dialog', '.sw-leave'])
      expect(eventListCss).not.toContain(part);
  });

  it('puts the event titles at the level the page gives (2 by default)', async () => {
    server.use(queryHandler);
    const titles = (el: HTMLElement) =>
      [...el.shadowRoot!.querySelectorAll('[part="title"]')].map((title) => title.localName);
    const plain = mount('event-list', { 'page-size': '2' });
    const deeper = mount('event-list', { 'page-size': '2', 'heading-level': '3' });
    await waitFor(() => expect(titles(deeper)).toEqual(['h3', 'h3']));
    await waitFor(() => expect(titles(plain)).toEqual(['h2', 'h2']));
  });

  it('keeps the events it shows when reading them again fails (on focus, offline)', async () => {
    server.use(queryHandler);
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    const items = el.shadowRoot!.querySelectorAll('[part="item"]').length;
    server.use(
      http.post(`${API}/events/v3/events/query`, () =>
        applicationError(503, 'UNAVAILABLE', 'Events are down'),
      ),
    );
    await getQueryClient().refetchQueries();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the widget's render
    expect(el.shadowRoot!.querySelectorAll('[part="item"]')).toHaveLength(items);
    expect(el.getAttribute('state')).toBe('ready');
    expect(shadowText(el)).not.toContain('Events are down');
  });

  it('asks again for an event image that failed to load once the browser is back online', async () => {
    const mainImage = { url: 'https://static.test/show.jpg', width: 1200, height: 630 };
    server.use(
      http.post(`${API}/events/v3/events/query`, () =>
        HttpResponse.json({ events: [{ ...events[0]!, mainImage }] }),
      ),
    );
    const el = mount('event-list', { 'page-size': '1' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    const image = el.shadowRoot!.querySelector<HTMLImageElement>('[part="image"]')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('alt')).toBe('');
    expect(await sourcesAfterFailureAndOnline(image)).toEqual([image.getAttribute('src')]);
  });

  it('reads its events again when the browser is back online after they failed', async () => {
    let down = true;
    server.use(
      http.post(`${API}/events/v3/events/query`, (info) =>
        down ? HttpResponse.error() : answerQuery(info),
      ),
    );
    // The page's own defaults (networkMode "always"), without their retries.
    const { queries } = createQueryClient().getDefaultOptions();
    getQueryClient().setDefaultOptions({ queries: { ...queries, retry: false } });
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('error'));
    down = false;
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await waitFor(() => expect(shadowText(el)).toContain('Show 1'));
    expect(el.getAttribute('state')).toBe('ready');
  });

  it('shows registration states and online venues', async () => {
    server.use(queryHandler);
    const el = mount('event-list', { 'page-size': '3' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    const states = [...el.shadowRoot!.querySelectorAll('[part="registration"]')].map(
      (p) => p.textContent,
    );
    // An action where there is one, the reason where there is none ("Sold out", honestly).
    expect(states).toEqual(['Sold out', 'Registration is closed']);
    const actions = [...el.shadowRoot!.querySelectorAll('[part="action"]')];
    expect(actions.map((a) => [a.textContent, a.getAttribute('aria-label')])).toEqual([
      ['Tickets', 'Tickets for Show 0'],
    ]);
    expect(el.shadowRoot!.querySelectorAll('[part="location"]')[2]!.textContent).toBe('Online');
  });

  it('asks only for statuses events have, and tells the owner of the others', async () => {
    server.use(queryHandler);
    const errors = widgetErrors();
    const el = mount('event-list', { 'page-size': '2', status: 'upcoming, ended, bogus' });
    await waitFor(() => expect(shadowText(el)).toContain('Show 0'));
    expect(bodies.at(-1)!.query.filter).toEqual({ status: { $in: ['UPCOMING', 'ENDED'] } });
    expect(errors).toEqual([
      {
        tag: 'event-list',
        code: 'INVALID_ATTRIBUTE',
        message:
          '"status" has BOGUS, which no event has: use UPCOMING, STARTED, ENDED, CANCELED; the list shows UPCOMING, ENDED.',
      },
    ]);

    // Nothing it knows: the default list, still shown.
    const typo = mount('event-list', { 'page-size': '2', status: 'UPCOMMING' });
    await waitFor(() => expect(typo.getAttribute('state')).toBe('ready'));
    expect(bodies.at(-1)!.query.filter).toEqual({ status: { $in: ['UPCOMING', 'STARTED'] } });
    expect(errors.at(-1)!.message).toContain('the list shows UPCOMING, STARTED.');

    // The platform's status of unpublished events: not offered, but no typo either.
    const count = errors.length;
    const drafts = mount('event-list', { 'page-size': '2', status: 'draft' });
    await waitFor(() => expect(drafts.getAttribute('state')).toBe('ready'));
    expect(bodies.at(-1)!.query.filter).toEqual({ status: { $in: ['DRAFT'] } });
    expect(errors).toHaveLength(count);
  });

  it('tells the owner of a page size it cannot take, and pages by its usual 6 (as <product-list> does)', async () => {
    server.use(queryHandler);
    const errors = widgetErrors();
    const el = mount('event-list', { 'page-size': '2.5' });
    await waitFor(() => expect(shadowText(el)).toContain('Show 0'));
    expect(bodies.at(-1)!.query.paging).toMatchObject({ limit: 6 });
    expect(errors).toEqual([
      {
        tag: 'event-list',
        code: 'INVALID_ATTRIBUTE',
        message: '"page-size" must be a whole number from 1 to 100; the list shows 6 a page.',
      },
    ]);
  });

  it('pages by offset with Previous and Next', async () => {
    server.use(queryHandler);
    const el = mount('event-list', { 'page-size': '2', status: 'upcoming' });
    await waitFor(() => expect(shadowText(el)).toContain('Show 0'));
    expect(buttonNamed(el, 'Previous').disabled).toBe(true);
    buttonNamed(el, 'Next').click();
    await waitFor(() => expect(shadowText(el)).toContain('Show 2'));
    expect(bodies.at(-1)!.query.paging).toEqual({ limit: 2, offset: 2 });
    expect(bodies.at(-1)!.query.filter).toEqual({ status: { $in: ['UPCOMING'] } });
    buttonNamed(el, 'Next').click();
    await waitFor(() => expect(shadowText(el)).toContain('Show 4'));
    expect(buttonNamed(el, 'Next').disabled).toBe(true);
    buttonNamed(el, 'Previous').click();
    await waitFor(() => expect(shadowText(el)).toContain('Show 2'));
  });

  it('stays on its page, focus and all, when the next page cannot be read; Try again turns it', async () => {
    server.use(queryHandler);
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(shadowText(el)).toContain('Show 0'));
    server.use(
      http.post(`${API}/events/v3/events/query`, () => HttpResponse.error(), { once: true }),
    );
    const next = buttonNamed(el, 'Next');
    next.focus();
    next.click();
    await waitFor(() => expect(el.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull());
    expect(shadowText(el)).toContain('Show 0');
    expect(el.shadowRoot!.activeElement).toBe(next);
    expect(buttonNamed(el, 'Previous').disabled).toBe(true); // still the first page
    expect(el.getAttribute('state')).toBe('ready');

    buttonNamed(el, 'Try again').click();
    await waitFor(() => expect(shadowText(el)).toContain('Show 2'));
    expect(bodies.at(-1)!.query.paging).toEqual({ limit: 2, offset: 2 });
    expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
    expect(el.shadowRoot!.activeElement).toBe(el.shadowRoot!.querySelector('[part="list"]'));
  });

  it('has empty and error states', async () => {
    server.use(
      http.post(`${API}/events/v3/events/query`, () =>
        HttpResponse.json({
          events: [],
          pagingMetadata: { count: 0, offset: 0, total: 0, hasNext: false },
        }),
      ),
    );
    const empty = mount('event-list');
    await waitFor(() => expect(empty.getAttribute('state')).toBe('empty'));
    expect(shadowText(empty)).toContain('No upcoming events');

    getQueryClient().clear();
    server.use(
      http.post(`${API}/events/v3/events/query`, () =>
        applicationError(409, 'BROKEN', 'Events are down'),
      ),
    );
    const failing = mount('event-list', { 'page-size': '7' });
    await waitFor(() => expect(failing.getAttribute('state')).toBe('error'));
    expect(shadowText(failing)).toContain('Events are down');
  });
});

describe('<event-list> event pages', () => {
  const config = (extra: object = {}) =>
    getPageSession()
      .getState()
      .setConfig({
        status: 'ready',
        config: { clientId: 'test', apiBase: API, locale: 'en-US', ...extra },
      });
  const links = (el: HTMLElement) =>
    [...el.shadowRoot!.querySelectorAll('[part="item"]')][0]!.querySelectorAll('a');

  it("links title, image and Tickets to the site's event page", async () => {
    server.use(queryHandler);
    config({ eventPage: 'https://site.test/events/{slug}' });
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    const [image, title, action] = [...links(el)];
    for (const link of [image, title, action])
      expect(link!.getAttribute('href')).toBe('https://site.test/events/velvet-static');
    expect(title!.textContent).toBe('Show 0');
    expect(image!.getAttribute('tabindex')).toBe('-1'); // one tab stop per destination
    expect(action!.getAttribute('aria-label')).toBe('Tickets for Show 0');
  });

  it("sends RSVP to the platform's event page, which takes RSVPs, even with a site event page", async () => {
    // <event-tickets> on the site's event page only says it does not handle RSVPs and links to
    // the platform's page: sending the visitor there first would be a detour.
    const rsvp = { ...events[0]!, registration: { status: 'OPEN_RSVP' } };
    server.use(
      http.post(`${API}/events/v3/events/query`, () =>
        HttpResponse.json({
          events: [rsvp],
          pagingMetadata: { count: 1, offset: 0, total: 1, hasNext: false },
        }),
      ),
    );
    config({ eventPage: 'https://site.test/events/{slug}' });
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    const action = el.shadowRoot!.querySelector('[part="action"]')!;
    expect(action.textContent).toBe('RSVP');
    expect(action.getAttribute('href')).toBe('https://site.test/e/0');
    // Title and image still lead to the site's page.
    expect(links(el)[1]!.getAttribute('href')).toBe('https://site.test/events/velvet-static');
  });

  it('takes a list its own event page, and refuses one that would leave the template', async () => {
    server.use(queryHandler);
    config({ eventPage: 'https://site.test/events/{slug}' });
    const el = mount('event-list', {
      'page-size': '2',
      'event-page': 'https://tickets.test/e?id={id}',
    });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    expect(links(el)[1]!.getAttribute('href')).toBe('https://tickets.test/e?id=evt-0');

    const errors = widgetErrors();
    const bad = mount('event-list', { 'event-page': 'javascript:alert({id})' });
    await waitFor(() => expect(bad.getAttribute('state')).toBe('error'));
    expect(shadowText(bad)).toContain('"event-page" must be a page address');
    expect(bad.shadowRoot!.querySelector('a')).toBeNull();
    expect(errors).toEqual([
      {
        tag: 'event-list',
        code: 'INVALID_ATTRIBUTE',
        message: '"event-page" must be a page address with {slug} or {id}, like "/events/{slug}".',
      },
    ]);
  });

  it('without an event page, Tickets opens the picker in a dialog; Escape closes it and focus returns', async () => {
    server.use(queryHandler, ...ticketFlow('Show 0'));
    const el = mount('event-list', { 'page-size': '2' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    const tickets = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="action"]')!;
    expect(tickets.getAttribute('aria-haspopup')).toBe('dialog');
    tickets.focus();
    tickets.click();
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')?.open).toBe(true));
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-label')).toBe('Tickets for Show 0');
    await waitFor(() => expect(dialog.querySelector('[part="picker"]')).not.toBeNull());
    expect(el.shadowRoot!.activeElement?.textContent).toBe('Close');
    // The dialog's flow does not speak for the list: it stays "ready".
    expect(el.getAttribute('state')).toBe('ready');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
    expect(el.shadowRoot!.activeElement).toBe(tickets);
  });

  /** A list mounted after a reload, its dialog open again on the seats the tab kept. */
  async function reopenedOnKeptSeats() {
    const expires = new Date(Date.now() + 9 * 60_000).toISOString();
    const invoices: string[] = [];
    const released: string[] = [];
    server.use(
      queryHandler,
      ...ticketFlow('Show 3'),
      http.get(`${API}/events/v1/checkout/options`, () => HttpResponse.json({})),
      http.post(`${API}/events/v1/checkout/invoices/:id`, ({ params }) => {
        invoices.push(String(params.id));
        return HttpResponse.json({ invoice: {}, expires, reservations: [] });
      }),
      http.delete(`${API}/events/v1/checkout/reservations/:id`, ({ params }) => {
        released.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    // What the dialog's flow kept for the tab before the reload (tab-reservation.ts).
    const held = {
      eventId: 'evt-3',
      reservationId: 'res-9',
      expires,
      skew: 0,
      lines: [{ ticketDefinitionId: 't-ga', quantity: 1 }],
      page: location.href.split('#')[0],
    };
    sessionStorage.setItem(KEPT, JSON.stringify({ 'evt-3': held }));
    const el = mount('event-list', { 'page-size': '5' });
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')?.open).toBe(true));
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-label')).toBe('Tickets for Show 3');
    await waitFor(() => expect(dialog.querySelector('[part="checkout-form"]')).not.toBeNull());
    expect(invoices).toEqual(['res-9']); // the hold asked about, not made again
    return { el, dialog, released, invoices };
  }

  it('opens its dialog again after a reload when the tab kept seats held in it, and asks before closing gives them back', async () => {
    const { el, dialog, released } = await reopenedOnKeptSeats();
    // Closing while seats are held asks first: an Escape meant for a field loses nothing.
    const firstName = dialog.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    fireEvent.change(firstName, { target: { value: 'Ada' } });
    firstName.focus();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    const keep = () => buttonNamed(el, 'Keep my tickets');
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(keep()));
    expect(dialog.open).toBe(true);
    expect(shadowText(el)).toContain(
      'Close and give back your tickets? What you entered here will be lost.',
    );
    keep().click();
    await waitFor(() => expect(keep()).toBeUndefined());
    expect(el.shadowRoot!.activeElement).toBe(firstName);
    expect(firstName.value).toBe('Ada');
    expect(released).toEqual([]);
    // Asked again (the Close button this time), the visitor gives them back.
    buttonNamed(el, 'Close').click();
    await waitFor(() => expect(keep()).toBeDefined());
    buttonNamed(el, 'Give them back and close').click();
    // Nothing opened it: closing gives focus to the event's own Tickets button.
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')).toBeNull());
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('Tickets for Show 3');
    // And, as before the reload, closing gives the seats back.
    await waitFor(() => expect(released).toEqual(['res-9']));
  });

  /** The cancel of an Escape the page may not prevent: the browser closes the dialog anyway. */
  const browserCloses = (dialog: HTMLDialogElement) =>
    dialog.dispatchEvent(new Event('cancel', { cancelable: false }));
  const stillHeld = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="still-held"]');

  it('keeps the seats and the answers when the browser closes the dialog without asking (Escape after Escape)', async () => {
    const { el, dialog, released, invoices } = await reopenedOnKeptSeats();
    const firstName = () =>
      el.shadowRoot!.querySelector<HTMLInputElement>('dialog input[name="firstName"]');
    fireEvent.change(firstName()!, { target: { value: 'Ada' } });
    browserCloses(dialog);
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')).toBeNull());
    // Said by the event's button, which has the focus back; the tab still keeps the hold.
    const tickets = el.shadowRoot!.activeElement!;
    expect(tickets.getAttribute('aria-label')).toBe('Tickets for Show 3');
    const hint = stillHeld(el)!;
    expect(hint.textContent).toBe(
      'Your tickets are still held: choose Tickets to finish your order.',
    );
    expect(hint.getAttribute('role')).toBe('status');
    expect(tickets.getAttribute('aria-describedby')).toBe(hint.id);
    expect(JSON.parse(sessionStorage.getItem(KEPT)!)).toMatchObject({
      'evt-3': { reservationId: 'res-9' },
    });

    // Tickets again: the same hold, asked about again, with what was typed.
    (tickets as HTMLButtonElement).click();
    await waitFor(() => expect(firstName()).not.toBeNull());
    expect(invoices).toEqual(['res-9', 'res-9']);
    expect(firstName()!.value).toBe('Ada');
    expect(stillHeld(el)).toBeNull();
    expect(released).toEqual([]);

    // Given back on purpose this time: released, and nothing said of held seats.
    buttonNamed(el, 'Close').click();
    await waitFor(() => expect(buttonNamed(el, 'Give them back and close')).toBeDefined());
    buttonNamed(el, 'Give them back and close').click();
    await waitFor(() => expect(released).toEqual(['res-9']));
    expect(stillHeld(el)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(KEPT) ?? '{}')).toEqual({});
  });

  it('says no more that the seats are held once their time on the platform is up', async () => {
    const { el, dialog, released } = await reopenedOnKeptSeats();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      browserCloses(dialog);
      await waitFor(() => expect(stillHeld(el)).not.toBeNull());
      await vi.advanceTimersByTimeAsync(8 * 60_000);
      expect(stillHeld(el)).not.toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(stillHeld(el)).toBeNull());
      // They ran out on the platform: nothing to give back.
      expect(released).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves its dialog closed when the seats kept are for another page', async () => {
    server.use(queryHandler);
    const elsewhere = { eventId: 'evt-3', reservationId: 'res-9', expires: '', skew: 0 };
    sessionStorage.setItem(
      KEPT,
      JSON.stringify({ 'evt-3': { ...elsewhere, lines: [], page: 'https://other.test/' } }),
    );
    const el = mount('event-list', { 'page-size': '5' });
    await waitFor(() => expect(el.getAttribute('state')).toBe('ready'));
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
  });
});

describe('<event-list> in German', () => {
  it('shows registration states, places and paging in German', async () => {
    server.use(queryHandler);
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const el = mount('event-list', { 'page-size': '3' });
    await waitFor(() => expect(shadowText(el)).toContain('Ausverkauft'));
    const text = shadowText(el);
    expect(text).toContain('Anmeldung geschlossen');
    expect(text).toContain('Online');
    expect(buttonNamed(el, 'Weiter')).toBeTruthy();
    expect(buttonNamed(el, 'Zurück').disabled).toBe(true);
    expect(text).not.toMatch(/Sold out|Next|Previous/);
  });
});
