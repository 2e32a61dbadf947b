// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeR, STORES_APP_ID, type Product } from '../../shared/client';
import { API, tokenEndpoint, useServer } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { mount, widgetErrors } from '../../shared/element/test-support';
import { emptyTokens, getPageSession } from '../../shared/session';
import { storageKey } from './stock';
import './index';
import { applicationError, validationError } from '../../shared/client/testing/answers';

/** The page's platform (its `<site-config>`, below). */
const PLATFORM = { clientId: 'test', apiBase: API };

const SOLD_OUT: Product = {
  id: 'prod-tee',
  slug: 'tour-tee',
  name: 'Tour Tee',
  priceData: { currency: 'USD', price: 28 },
  media: { mainMedia: { image: { url: 'https://img.test/tee.png', width: 600, height: 600 } } },
  stock: { inStock: false, inventoryStatus: 'OUT_OF_STOCK' },
};
const PARTLY: Product = {
  id: 'prod-cap',
  name: 'Cap',
  stock: { inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
  variants: [
    { id: 'cap-red', choices: { Colour: 'Red' }, stock: { inStock: false } },
    { id: 'cap-blue', choices: { Colour: 'Blue' }, stock: { inStock: true } },
  ],
};

let created: Array<Record<string, unknown>> = [];
let answer: (body: Record<string, unknown>) => Response;

const server = useServer(
  tokenEndpoint().handler,
  http.get(`${API}/stores-reader/v1/products/query-platformized`, ({ request }) => {
    const params = decodeR(new URL(request.url).searchParams.get('.r') ?? '') as {
      query: { filter: { id?: { $in: string[] }; slug?: { $in: string[] } } };
    };
    const { id, slug } = params.query.filter;
    return HttpResponse.json({
      products: [SOLD_OUT, PARTLY].filter(
        (p) => id?.$in.includes(p.id) || (p.slug && slug?.$in.includes(p.slug)),
      ),
    });
  }),
  http.post(
    `${API}/back-in-stock-service/v1/back-in-stock-notification-requests`,
    async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return answer(body);
    },
  ),
);

const ok = (body: Record<string, unknown>) =>
  HttpResponse.json({
    request: { id: 'req-1', status: 'RECEIVED', ...(body.request as object) },
  });

beforeEach(() => {
  created = [];
  answer = ok;
  localStorage.clear();
  getQueryClient().clear();
  getPageSession().getState().setMember(null);
  getPageSession().getState().setTokens(emptyTokens());
  getPageSession()
    .getState()
    .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'en-US' } });
});
afterEach(() => document.body.replaceChildren());

const root = (element: Element) => element.shadowRoot!;
const emailOf = (element: Element) =>
  root(element).querySelector<HTMLInputElement>('[part="back-in-stock-email"]')!;
const buttonOf = (element: Element) =>
  root(element).querySelector<HTMLButtonElement>('[part="back-in-stock-button"]')!;

async function ready(attributes: Record<string, string>) {
  const element = mount('back-in-stock', attributes);
  await waitFor(() => expect(element.getAttribute('state')).toBe('ready'));
  return element;
}

function ask(element: Element, email: string) {
  fireEvent.change(emailOf(element), { target: { value: email } });
  fireEvent.submit(root(element).querySelector('form')!);
}

describe('<back-in-stock>', () => {
  it('asks for an out-of-stock item with its reference and details, fires the event and confirms', async () => {
    const element = await ready({ 'product-id': SOLD_OUT.id });
    const events: CustomEvent[] = [];
    document.addEventListener('back-in-stock-requested', (e) => events.push(e as CustomEvent), {
      once: true,
    });
    expect(emailOf(element).labels?.[0]?.textContent).toBe('Email');

    ask(element, 'fan@example.com');

    await waitFor(() => expect(root(element).textContent).toContain("We'll email fan@example.com"));
    expect(created).toEqual([
      {
        request: {
          catalogReference: { catalogItemId: SOLD_OUT.id, appId: STORES_APP_ID },
          email: 'fan@example.com',
          itemUrl: expect.any(String),
        },
        itemDetails: {
          name: 'Tour Tee',
          price: '28',
          image: { url: 'https://img.test/tee.png', width: 600, height: 600 },
        },
      },
    ]);
    expect(events[0]?.detail).toEqual({ productId: SOLD_OUT.id, email: 'fan@example.com' });
  });

  it('names its product by product-slug as well, and asks for it by id', async () => {
    const element = await ready({ 'product-slug': 'tour-tee' });
    ask(element, 'fan@example.com');
    await waitFor(() => expect(root(element).textContent).toContain("We'll email fan@example.com"));
    expect(created).toMatchObject([
      { request: { catalogReference: { catalogItemId: SOLD_OUT.id, appId: STORES_APP_ID } } },
    ]);
  });

  it('keeps a keyboard user in place: focus goes to the confirmation, then back to the field', async () => {
    const element = await ready({ 'product-id': SOLD_OUT.id });
    // On its own in a page, the form does not take focus as it loads.
    expect(root(element).activeElement).toBeNull();

    ask(element, 'fan@example.com');
    await waitFor(() =>
      expect(root(element).activeElement?.getAttribute('part')).toBe('back-in-stock'),
    );
    expect(root(element).activeElement?.textContent).toContain("We'll email fan@example.com");

    root(element).querySelector<HTMLButtonElement>('[part="back-in-stock-reset"]')!.click();
    await waitFor(() => expect(root(element).activeElement).toBe(emailOf(element)));
  });

  it('renders nothing with state="empty" while the item is in stock', async () => {
    const element = mount('back-in-stock', { 'product-id': PARTLY.id });
    await waitFor(() => expect(element.getAttribute('state')).toBe('empty'));
    expect(root(element).querySelector('form')).toBeNull();

    const inStockVariant = mount('back-in-stock', {
      'product-id': PARTLY.id,
      'variant-id': 'cap-blue',
    });
    await waitFor(() => expect(inStockVariant.getAttribute('state')).toBe('empty'));
  });

  it('asks for an out-of-stock variant with its variant id', async () => {
    const element = await ready({ 'product-id': PARTLY.id, 'variant-id': 'cap-red' });
    const events: CustomEvent[] = [];
    document.addEventListener('back-in-stock-requested', (e) => events.push(e as CustomEvent), {
      once: true,
    });
    ask(element, 'fan@example.com');
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.request).toMatchObject({
      catalogReference: {
        catalogItemId: PARTLY.id,
        appId: STORES_APP_ID,
        options: { variantId: 'cap-red' },
      },
    });
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]!.detail).toEqual({
      productId: PARTLY.id,
      variantId: 'cap-red',
      email: 'fan@example.com',
    });
  });

  /** Member tokens in the session, and the platform's answer for who they belong to. */
  function signedInMember() {
    getPageSession()
      .getState()
      .setTokens({
        accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
        refreshToken: { value: 'member-refresh', role: 'member' },
      });
    server.use(
      http.get(`${API}/members/v1/members/my`, () =>
        HttpResponse.json({ member: { id: 'm1', loginEmail: 'member@example.com' } }),
      ),
    );
  }

  it('prefills a member’s email', async () => {
    signedInMember();
    getPageSession().getState().setMember({ id: 'm1', email: 'member@example.com' });
    const element = await ready({ 'product-id': SOLD_OUT.id });
    expect(emailOf(element).value).toBe('member@example.com');
  });

  it('prefills a signed-in member’s email on a page without a login widget', async () => {
    signedInMember();
    const element = await ready({ 'product-id': SOLD_OUT.id });
    await waitFor(() => expect(emailOf(element).value).toBe('member@example.com'));
    expect(getPageSession().getState().member?.id).toBe('m1');
  });

  it('takes the member’s email out of the field when they sign out (here or in another tab)', async () => {
    signedInMember();
    getPageSession().getState().setMember({ id: 'm1', email: 'member@example.com' });
    const element = await ready({ 'product-id': SOLD_OUT.id });
    expect(emailOf(element).value).toBe('member@example.com');
    getPageSession().getState().setTokens(emptyTokens());
    getPageSession().getState().setMember(null);
    await waitFor(() => expect(emailOf(element).value).toBe(''));
    // Whoever signs in next gets theirs, as nothing was typed in the form.
    signedInMember();
    await waitFor(() => expect(emailOf(element).value).toBe('member@example.com'));
  });

  it('forgets a member’s confirmation, which names their email, once they sign out', async () => {
    signedInMember();
    getPageSession().getState().setMember({ id: 'm1', email: 'member@example.com' });
    const element = await ready({ 'product-id': SOLD_OUT.id });
    ask(element, 'member@example.com');
    await waitFor(() => expect(root(element).textContent).toContain('member@example.com'));
    getPageSession().getState().setTokens(emptyTokens());
    getPageSession().getState().setMember(null);
    await waitFor(() => expect(root(element).querySelector('form')).not.toBeNull());
    expect(root(element).textContent).not.toContain('member@example.com');
    expect(localStorage.getItem(storageKey(PLATFORM, SOLD_OUT.id))).toBeNull();
  });

  it('does not show a member’s stored confirmation to whoever opens the page signed out', async () => {
    localStorage.setItem(
      storageKey(PLATFORM, SOLD_OUT.id),
      JSON.stringify({ email: 'member@example.com', member: true }),
    );
    const element = await ready({ 'product-id': SOLD_OUT.id });
    expect(root(element).textContent).not.toContain('member@example.com');
    expect(root(element).querySelector('form')).not.toBeNull();
    expect(localStorage.getItem(storageKey(PLATFORM, SOLD_OUT.id))).toBeNull();
  });

  it('does not show a member’s stored confirmation to another member signed in at this browser', async () => {
    // Ada asked while signed in, signed out on a page without this widget; m1 signs in.
    localStorage.setItem(
      storageKey(PLATFORM, SOLD_OUT.id),
      JSON.stringify({ email: 'ada@example.com', member: 'm0' }),
    );
    signedInMember();
    const element = await ready({ 'product-id': SOLD_OUT.id });
    expect(root(element).textContent).not.toContain('ada@example.com');
    await waitFor(() => expect(emailOf(element)?.value).toBe('member@example.com'));
    expect(root(element).textContent).not.toContain('ada@example.com');
    expect(localStorage.getItem(storageKey(PLATFORM, SOLD_OUT.id))).toBeNull();
  });

  it('shows a member their own stored confirmation, once it is known who is signed in', async () => {
    signedInMember();
    const element = await ready({ 'product-id': SOLD_OUT.id });
    await waitFor(() => expect(emailOf(element)?.value).toBe('member@example.com'));
    ask(element, 'member@example.com');
    await waitFor(() =>
      expect(root(element).textContent).toContain("We'll email member@example.com"),
    );
    element.remove();
    getPageSession().getState().setMember(null); // the next page: who it is is asked again
    const again = await ready({ 'product-id': SOLD_OUT.id });
    await waitFor(() =>
      expect(root(again).textContent).toContain("We'll email member@example.com"),
    );
  });

  it('says what is wrong with an invalid email next to the field, without calling the platform', async () => {
    const element = await ready({ 'product-id': SOLD_OUT.id });
    ask(element, 'not-an-email');
    const error = await waitFor(() => {
      const found = root(element).querySelector('[part="back-in-stock-error"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(error.textContent).toContain('valid email');
    expect(emailOf(element).getAttribute('aria-invalid')).toBe('true');
    expect(emailOf(element).getAttribute('aria-describedby')).toContain(error.id);
    expect(created).toEqual([]);
    // Said aloud, with the focus on the field to fix; the same mistake again is a new alert.
    expect(error.getAttribute('role')).toBe('alert');
    expect(root(element).activeElement).toBe(emailOf(element));
    ask(element, 'still-not-an-email');
    await waitFor(() =>
      expect(root(element).querySelector('[part="back-in-stock-error"]')).not.toBe(error),
    );
  });

  it("shows the server's email violation next to the field", async () => {
    answer = () =>
      validationError({
        field: 'request.email',
        description: 'must be a valid email',
        violatedRule: 'FORMAT',
      });
    const element = await ready({ 'product-id': SOLD_OUT.id });
    ask(element, 'fan@example.invalid');
    await waitFor(() =>
      expect(root(element).querySelector('[part="back-in-stock-error"]')?.textContent).toBe(
        'Email: enter an address that can receive mail, like name@example.com.',
      ),
    );
  });

  it('answers a repeated request kindly', async () => {
    answer = () =>
      applicationError(
        409,
        'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS',
        'This email already waits for this item',
        {
          requestId: 'req-0',
        },
      );
    const element = await ready({ 'product-id': SOLD_OUT.id });
    ask(element, 'fan@example.com');
    await waitFor(() =>
      expect(root(element).textContent).toContain("You're already on the list for this item"),
    );
    expect(root(element).querySelector('[role="alert"]')).toBeNull();
  });

  it('remembers the confirmation across reloads, per client, product and variant', async () => {
    const first = await ready({ 'product-id': SOLD_OUT.id });
    ask(first, 'fan@example.com');
    await waitFor(() => expect(root(first).textContent).toContain('Thanks!'));
    expect(localStorage.getItem(storageKey(PLATFORM, SOLD_OUT.id))).toContain('fan@example.com');
    document.body.replaceChildren();

    const again = await ready({ 'product-id': SOLD_OUT.id });
    expect(root(again).textContent).toContain("We'll email fan@example.com");
    expect(root(again).querySelector('form')).toBeNull();

    const otherVariant = await ready({ 'product-id': PARTLY.id, 'variant-id': 'cap-red' });
    expect(root(otherVariant).querySelector('form')).not.toBeNull();

    fireEvent.click(root(again).querySelector<HTMLButtonElement>('[part="back-in-stock-reset"]')!);
    await waitFor(() => expect(root(again).querySelector('form')).not.toBeNull());
    expect(localStorage.getItem(storageKey(PLATFORM, SOLD_OUT.id))).toBeNull();
  });

  it('shows a confirmation in every form for the item on the page, and the form again in each', async () => {
    // A card's dialog beside a <back-in-stock> for the same item: the same form twice.
    const first = await ready({ 'product-id': SOLD_OUT.id });
    const second = await ready({ 'product-id': SOLD_OUT.id });
    const otherItem = await ready({ 'product-id': PARTLY.id, 'variant-id': 'cap-red' });
    ask(first, 'fan@example.com');
    await waitFor(() => expect(root(second).textContent).toContain("We'll email fan@example.com"));
    expect(root(second).querySelector('form')).toBeNull();
    expect(root(otherItem).querySelector('form')).not.toBeNull();

    fireEvent.click(root(second).querySelector<HTMLButtonElement>('[part="back-in-stock-reset"]')!);
    await waitFor(() => expect(root(first).querySelector('form')).not.toBeNull());
  });

  it("shows other failures as the server's message and lets the visitor try again", async () => {
    answer = () => applicationError(404, 'NOT_FOUND', 'Product x not found');
    const element = await ready({ 'product-id': SOLD_OUT.id });
    buttonOf(element).focus();
    ask(element, 'fan@example.com');
    // Busy, not disabled: a disabled button would drop the keyboard's focus to the page.
    expect(buttonOf(element).getAttribute('aria-disabled')).toBe('true');
    expect(root(element).activeElement).toBe(buttonOf(element));
    await waitFor(() =>
      expect(root(element).querySelector('[role="alert"]')?.textContent).toContain(
        'Product x not found',
      ),
    );
    expect(buttonOf(element).disabled).toBe(false);
  });

  it('explains a missing product-id, an unknown product and variant, and tells the page', async () => {
    const errors = widgetErrors();
    const bare = mount('back-in-stock');
    await waitFor(() => expect(bare.getAttribute('state')).toBe('error'));
    expect(root(bare).textContent).toBe('This form needs a product-id or product-slug attribute.');

    const unknown = mount('back-in-stock', { 'product-id': PARTLY.id, 'variant-id': 'nope' });
    await waitFor(() => expect(unknown.getAttribute('state')).toBe('error'));
    expect(root(unknown).textContent).toContain('no variant "nope"');

    const missing = mount('back-in-stock', { 'product-slug': 'nope' });
    await waitFor(() => expect(missing.getAttribute('state')).toBe('error'));
    expect(root(missing).textContent).toBe('This product is not available.');
    // Asking again cannot find it.
    expect(root(missing).querySelector('button')).toBeNull();
    expect(errors.map((e) => [e.tag, e.code])).toEqual([
      ['back-in-stock', 'MISSING_ATTRIBUTE'],
      ['back-in-stock', 'NOT_FOUND'],
      ['back-in-stock', 'NOT_FOUND'],
    ]);
  });
});

describe('<back-in-stock> in German', () => {
  it('asks and confirms in German', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const element = await ready({ 'product-id': SOLD_OUT.id });
    await waitFor(() => expect(buttonOf(element).textContent).toBe('Benachrichtigen'));
    expect(emailOf(element).labels?.[0]?.textContent).toBe('E-Mail');
    ask(element, 'fan@example.com');
    await waitFor(() =>
      expect(root(element).textContent).toContain('Danke! Wir schreiben an fan@example.com'),
    );
  });

  it("says the platform's refusal of the email in German, by the field, with the focus on it", async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    answer = () =>
      validationError({
        field: 'request.email',
        description: 'must be a deliverable address',
        violatedRule: 'FORMAT',
      });
    const element = await ready({ 'product-id': SOLD_OUT.id });
    await waitFor(() => expect(buttonOf(element).textContent).toBe('Benachrichtigen'));
    ask(element, 'fan@example.invalid');
    const error = await waitFor(() => {
      const found = root(element).querySelector('[part="back-in-stock-error"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(error.textContent).toBe(
      'E-Mail: Bitte geben Sie eine Adresse an, die E-Mails empfangen kann, z. B. name@example.com.',
    );
    expect(emailOf(element).getAttribute('aria-invalid')).toBe('true');
    expect(emailOf(element).getAttribute('aria-describedby')).toContain(error.id);
    expect(root(element).activeElement).toBe(emailOf(element));
  });

  it("says another refusal in German, not in the platform's English", async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    answer = () => applicationError(400, 'ITEM_NOT_TRACKED', 'Inventory is not tracked');
    const element = await ready({ 'product-id': SOLD_OUT.id });
    await waitFor(() => expect(buttonOf(element).textContent).toBe('Benachrichtigen'));
    ask(element, 'fan@example.com');
    await waitFor(() =>
      expect(root(element).querySelector('[role="alert"]')?.textContent).toBe(
        'Das ging leider nicht. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
      ),
    );
  });
});
