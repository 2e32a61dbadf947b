// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API, useServer } from '../../shared/client/testing/msw';
import { FakeStore, MUG, TSHIRT, line, storeHandlers } from '../../shared/client/testing/cart';
import { adopts, mount } from '../../shared/element/test-support';
import { getQueryClient } from '../../shared/data';
import { noteCheckoutStarted } from '../../shared/data/checkout-return';
import { cartKeys } from '../../shared/data/cart-sync';
import { setCheckoutNavigation } from './checkout-navigation';
import { lineOptionsCss } from './line-options.styles';
import { freshPage } from './test-support';
import './index';

const ORDER = {
  id: 'order-7',
  number: '10042',
  checkoutId: 'checkout-1',
  lineItems: [
    // The platform's line total, after a line discount: not the unit price times two.
    { ...line(TSHIRT, 2, 'var-m'), price: { amount: '25.00' }, lineItemPrice: { amount: '45.00' } },
    // No line total given: the unit price times the quantity.
    { ...line(MUG, 3), price: { amount: '12.00' } },
  ],
  priceSummary: { total: { amount: '64.90' } },
  buyerInfo: { email: 'ada@example.com' },
  currency: 'USD',
};

let store: FakeStore;
let orderReads: string[];
const redirectBodies: unknown[] = [];
const server = useServer(
  http.get(`${API}/ecom/v1/orders/:id`, ({ params }) => {
    orderReads.push(String(params.id));
    // Any order of this buyer: each test its own, as order-created fires once per order.
    return HttpResponse.json({ order: { ...ORDER, id: params.id } });
  }),
  ...storeHandlers(() => store),
);

const SHOP = `${location.origin}/shop.html?collection=tees`;

/** The page as the hosted checkout sends the buyer back to it. */
function returnTo(search: string) {
  history.replaceState(null, '', `/shop.html?collection=tees${search}`);
  onTestFinished(() => history.replaceState(null, '', '/'));
}

beforeEach(() => {
  store = new FakeStore().withLines(line(TSHIRT, 2, 'var-m'), line(MUG, 1));
  orderReads = [];
  redirectBodies.length = 0;
  sessionStorage.clear(); // a new tab: no checkout started in it
  freshPage();
});
afterEach(() => document.body.replaceChildren());

/** The details of every `order-created` the page hears during the test. */
function ordersCreated(): unknown[] {
  const created: unknown[] = [];
  const listen = (e: Event) => created.push((e as CustomEvent).detail);
  document.addEventListener('order-created', listen);
  onTestFinished(() => document.removeEventListener('order-created', listen));
  return created;
}

const $ = (element: Element, selector: string) =>
  element.shadowRoot!.querySelector<HTMLElement>(selector);

describe('<shop-cart> back from the hosted checkout', () => {
  it('marks the return address of the checkout it starts, for an order and for a turn back', async () => {
    server.use(
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
        redirectBodies.push(await request.json());
        return HttpResponse.json({ redirectSession: { id: 'rs', fullUrl: `${API}/hosted/x` } });
      }),
    );
    returnTo('&sw-checkout=old&orderId=old-order');
    history.replaceState(null, '', '/shop.html?collection=tees');
    onTestFinished(setCheckoutNavigation(vi.fn()));
    const cart = mount('shop-cart');
    await waitFor(() => expect($(cart, '[part="checkout-button"]')).not.toBeNull());
    $(cart, '[part="checkout-button"]')!.click();
    await waitFor(() => expect(redirectBodies).toHaveLength(1));
    const back = `${SHOP}&sw-checkout=checkout-1`;
    expect(redirectBodies[0]).toMatchObject({
      ecomCheckout: { checkoutId: 'checkout-1' },
      callbacks: { thankYouPageUrl: back, postFlowUrl: back, cartPageUrl: back },
    });
  });

  it("shows the order's number, lines, total and email, and a way back to the shop", async () => {
    returnTo('&sw-checkout=checkout-1&orderId=order-7');
    const cart = mount('shop-cart');
    await waitFor(() => expect($(cart, '[part="order-number"]')?.textContent).toBe('10042'));
    const text = $(cart, '[part="confirmation"]')!.textContent;
    expect(text).toContain('Thank you for your order');
    // Which size: the buyer's check of what they bought, as in the cart's rows.
    expect(text).toContain('Tour T-shirt × 2SizeM$45.00');
    expect(text).toContain('Mug × 3$36.00');
    expect(text).toContain('Total$64.90');
    expect(adopts(cart, lineOptionsCss)).toBe(true);
    expect(text).toContain('A confirmation email is on its way to ada@example.com.');
    expect($(cart, '[part="continue-shopping"]')!.getAttribute('href')).toBe(SHOP);
    expect($(cart, '[part="my-orders"]')).toBeNull(); // a visitor has no account pages
    expect(orderReads).toEqual(['order-7']);
    // What the buyer came back for: in view, and where a screen reader starts.
    expect(cart.shadowRoot!.activeElement?.textContent).toBe('Thank you for your order');
  });

  it('fires order-created once per order, and every cart widget shows the cart emptied', async () => {
    noteCheckoutStarted('checkout-1'); // this tab went to the checkout
    returnTo('&sw-checkout=checkout-1&orderId=order-8');
    const created = ordersCreated();
    const count = mount('cart-count');
    await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));
    const cart = mount('shop-cart');
    await waitFor(() => expect($(cart, '[part="order-number"]')).not.toBeNull());
    await waitFor(() => expect(count.getAttribute('state')).toBe('empty'));
    expect(cart.getAttribute('state')).toBe('empty');
    expect(created).toEqual([{ orderNumber: '10042', orderId: 'order-8' }]);

    cart.remove(); // rendered again (a reload, another cart widget): no second announcement
    const again = mount('shop-cart');
    await waitFor(() => expect($(again, '[part="order-number"]')).not.toBeNull());
    expect(created).toHaveLength(1);
  });

  it.each([404, 403])(
    'says where an order is that the platform will not show (%i: signed in since, another browser), with no retry',
    async (status) => {
      server.use(
        http.get(`${API}/ecom/v1/orders/:id`, () =>
          HttpResponse.json({ message: `Order order-9 not found` }, { status }),
        ),
      );
      noteCheckoutStarted('checkout-1');
      returnTo('&sw-checkout=checkout-1&orderId=order-9');
      const created = ordersCreated();
      const cart = mount('shop-cart');
      await waitFor(() => expect($(cart, '[part="order-unavailable"]')).not.toBeNull());
      const text = $(cart, '[part="order-unavailable"]')!.textContent;
      expect(text).toContain('This order cannot be shown here.');
      expect(text).not.toContain('not found'); // the platform's words for its developers
      expect(cart.shadowRoot!.querySelector('button')).toBeNull(); // no Try again
      expect($(cart, '[part="continue-shopping"]')!.getAttribute('href')).toBe(SHOP);
      expect(created).toEqual([]);
    },
  );

  it('announces an order that names no checkout (optional in the SDK) on the return of this tab', async () => {
    server.use(
      http.get(`${API}/ecom/v1/orders/:id`, ({ params }) =>
        HttpResponse.json({ order: { ...ORDER, id: params.id, checkoutId: undefined } }),
      ),
    );
    noteCheckoutStarted('checkout-5');
    returnTo('&sw-checkout=checkout-5&orderId=order-11');
    const created = ordersCreated();
    mount('shop-cart');
    await waitFor(() => expect(created).toEqual([{ orderNumber: '10042', orderId: 'order-11' }]));
  });

  it.each([
    [
      'whose address is opened in a tab that did not go to its checkout',
      'checkout-0',
      'checkout-1',
    ],
    [
      "whose address names a checkout this tab went to, not the order's",
      'checkout-2',
      'checkout-2',
    ],
  ])('shows an order %s, but announces nothing and keeps the cart', async (_, started, marked) => {
    noteCheckoutStarted(started);
    returnTo(`&sw-checkout=${marked}&orderId=order-9`);
    const created = ordersCreated();
    const count = mount('cart-count');
    await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));
    const cart = mount('shop-cart');
    await waitFor(() => expect($(cart, '[part="order-number"]')?.textContent).toBe('10042'));
    // Focused by the confirmation's effects, which have all run with it.
    await waitFor(() =>
      expect(cart.shadowRoot!.activeElement?.textContent).toBe('Thank you for your order'),
    );
    expect(created).toEqual([]);
    expect(getQueryClient().getQueryData(cartKeys.current)).toMatchObject({
      lineItems: [{}, {}],
    });
    expect(count.getAttribute('state')).toBe('ready');
  });

  it("offers a member their orders through the account pages' redirect session", async () => {
    freshPage(
      {},
      {
        accessToken: { value: 'member-access', expiresAt: 4_000_000_000 },
        refreshToken: { value: 'member-refresh', role: 'member' },
      },
    );
    server.use(
      http.get(`${API}/members/v1/members/my`, () =>
        HttpResponse.json({ member: { id: 'm1', loginEmail: 'ada@example.com' } }),
      ),
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
        redirectBodies.push(await request.json());
        return HttpResponse.json({
          redirectSession: { id: 'rs', fullUrl: `${API}/hosted/account/rs` },
        });
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    returnTo('&sw-checkout=checkout-1&orderId=order-7');
    const cart = mount('shop-cart');
    await waitFor(() => expect($(cart, '[part="my-orders"]')).not.toBeNull());
    $(cart, '[part="my-orders"]')!.click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${API}/hosted/account/rs`));
    expect(redirectBodies).toEqual([
      { membersAccount: { section: 'ORDERS' }, callbacks: { postFlowUrl: SHOP } },
    ]);
  });

  it('keeps the cart as it was after a declined or abandoned checkout, and says so', async () => {
    noteCheckoutStarted('checkout-1');
    returnTo('&sw-checkout=checkout-1');
    const cart = mount('shop-cart');
    await waitFor(() =>
      expect(cart.shadowRoot!.querySelectorAll('[part="line-item"]')).toHaveLength(2),
    );
    expect($(cart, '[part="checkout-not-placed"]')!.textContent).toBe(
      'Your order was not placed: the payment did not go through or checkout was left. Your cart is as you left it.',
    );
    expect(orderReads).toEqual([]);
  });

  it('opens the drawer cart on the return', async () => {
    noteCheckoutStarted('checkout-1');
    returnTo('&sw-checkout=checkout-1');
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await waitFor(() => expect(drawer.shadowRoot!.querySelector('dialog')?.open).toBe(true));
    await waitFor(() => expect($(drawer, '[part="checkout-not-placed"]')).not.toBeNull());
  });

  it("puts the drawer's and the confirmation's headings at the cart's heading-level", async () => {
    returnTo('&sw-checkout=checkout-1&orderId=order-7');
    const headings = (element: Element) =>
      [...element.shadowRoot!.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
        (heading) => `${heading.localName} ${heading.textContent}`,
      );
    const inline = mount('shop-cart', { 'heading-level': '3' });
    const drawer = mount('shop-cart', { mode: 'drawer', 'heading-level': '5' });
    await waitFor(() => expect($(inline, '[part="order-number"]')).not.toBeNull());
    await waitFor(() => expect($(drawer, '[part="order-number"]')).not.toBeNull());
    expect(headings(inline)).toEqual(['h3 Thank you for your order', 'h4 Your order']);
    // In the drawer the confirmation sits under its title; nothing under h6, so the list stays h6.
    expect(headings(drawer)).toEqual([
      'h5 Your cart',
      'h6 Thank you for your order',
      'h6 Your order',
    ]);

    inline.setAttribute('heading-level', '1'); // not 2 to 6: the usual levels
    await waitFor(() =>
      expect(headings(inline)).toEqual(['h2 Thank you for your order', 'h3 Your order']),
    );
  });

  it.each([
    ['an ordinary visit', ''],
    // A link of a return's shape, sent by anyone: this tab went to no such checkout.
    ['a "not placed" return of a checkout this tab did not go to', '&sw-checkout=checkout-1'],
  ])('shows nothing of the kind on %s', async (_, search) => {
    if (search) returnTo(search);
    const cart = mount('shop-cart', { mode: 'drawer' });
    await waitFor(() => expect(cart.getAttribute('state')).toBe('ready'));
    expect(cart.shadowRoot!.querySelector('dialog')?.open).not.toBe(true);
    expect($(cart, '[part="checkout-not-placed"]')).toBeNull();
    expect($(cart, '[part="confirmation"]')).toBeNull();
  });
});
