// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { applicationError } from '../../shared/client/testing/answers';
import { API, useServer } from '../../shared/client/testing/msw';
import { FakeStore, MUG, line, storeHandlers } from '../../shared/client/testing/cart';
import { getQueryClient } from '../../shared/data';
import { cartKeys } from '../../shared/data/cart-sync';
import { mount } from '../../shared/element/test-support';
import type { Cart } from '../../shared/client';
import { getPageSession, type Tokens } from '../../shared/session';
import { freshPage, returningVisitor } from './test-support';
import './index';

let store: FakeStore;
const server = useServer(...storeHandlers(() => store));

const member: Tokens = {
  accessToken: { value: 'member-access', expiresAt: 4_000_000_000 },
  refreshToken: { value: 'member-refresh', role: 'member' },
};

beforeEach(() => {
  store = new FakeStore().withLines(line(MUG, 1));
  freshPage({}, member);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const badgeOf = (count: Element) => count.shadowRoot!.querySelector('[part="badge"]')!.textContent;
const buttonOf = (add: Element) =>
  add.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!;

/** The `cart-updated` events the page hears: each cart's item count (null: no cart). */
function heardCarts() {
  const heard: Array<number | null> = [];
  const listener = (event: Event) => {
    const { cart } = (event as CustomEvent<{ cart: Cart | null }>).detail;
    heard.push(cart && cart.lineItems.reduce((n, l) => n + l.quantity, 0));
  };
  document.addEventListener('cart-updated', listener);
  onTestFinished(() => document.removeEventListener('cart-updated', listener));
  return heard;
}

/** A visitor's page with a mug in the cart, a count and an add button for another mug. */
async function visitorPage() {
  freshPage();
  const count = mount('cart-count');
  const add = mount('add-to-cart', { 'product-id': MUG.id });
  await waitFor(() => expect(badgeOf(count)).toBe('1'));
  await waitFor(() => expect(add.getAttribute('state')).toBe('ready'));
  return { count, add };
}

const ADD = 'POST /ecom/v1/carts/current/add-to-cart';

it("an add answered after another tab signed the member out shows and sends no tab the member's cart", async () => {
  const posted = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
  const heard = heardCarts();
  // The member's add reaches the platform; its answer comes after the sign-out.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let sent!: () => void;
  const arrived = new Promise<void>((resolve) => (sent = resolve));
  server.use(
    http.post(`${API}/ecom/v1/carts/current/add-to-cart`, async () => {
      sent();
      await answered;
      return HttpResponse.json({ cart: { ...store.cart, lineItems: [line(MUG, 2)] } });
    }),
  );
  const count = mount('cart-count');
  const add = mount('add-to-cart', { 'product-id': MUG.id });
  await waitFor(() => expect(badgeOf(count)).toBe('1'));
  await waitFor(() => expect(add.getAttribute('state')).toBe('ready'));

  add.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!.click();
  await arrived;
  // Another tab signs out: this one's tokens follow (the storage event), a visitor's now,
  // with no cart of their own.
  store.cart = null;
  getPageSession().getState().setTokens(returningVisitor);
  await waitFor(() => expect(count.getAttribute('state')).toBe('empty'));

  answer();
  await waitFor(() => expect(getQueryClient().isMutating()).toBe(0));
  expect(posted).not.toHaveBeenCalled();
  expect(getQueryClient().getQueryData(cartKeys.current)).not.toMatchObject({
    lineItems: [{ quantity: 2 }],
  });
  await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
  expect(count.getAttribute('state')).toBe('empty');
  expect(badgeOf(count)).toBe('0');
  // Added, to the member's cart, which keeps it for them; the page hears of the cart it has now.
  expect(buttonOf(add).textContent).toBe('Added to cart');
  expect(heard).toEqual([null]);
});

it('an add the platform refused once the member signed out elsewhere, sent again as the visitor, shows their cart', async () => {
  const count = mount('cart-count');
  const add = mount('add-to-cart', { 'product-id': MUG.id });
  await waitFor(() => expect(badgeOf(count)).toBe('1'));
  await waitFor(() => expect(add.getAttribute('state')).toBe('ready'));
  let refused = false;
  server.use(
    http.post(`${API}/ecom/v1/carts/current/add-to-cart`, ({ request }) => {
      if (request.headers.get('authorization') !== member.accessToken.value) return; // the store's
      // The sign-out in another tab ended the member's tokens; this tab's follow.
      refused = true;
      store.cart = null;
      getPageSession().getState().setTokens(returningVisitor);
      return applicationError(401, 'UNAUTHENTICATED', 'The access token is unknown or expired');
    }),
  );
  add.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!.click();
  await waitFor(() => expect(getQueryClient().isMutating()).toBe(0));
  expect(refused).toBe(true);
  // The visitor's cart, made by the change sent again: read again, not left as it was read
  // at the sign-out (none).
  await waitFor(() => expect(badgeOf(count)).toBe('1'));
  expect(count.getAttribute('state')).toBe('ready');
});

it('an add answered after the platform forgot the visitor, who became a new one on the way, shows the cart it made', async () => {
  freshPage();
  store.cart = null;
  server.use(
    // The refused visitor's renewal: the client takes a new visitor without a word.
    http.post(`${API}/ecom/v1/carts/current/add-to-cart`, async () => {
      getPageSession()
        .getState()
        .setTokens({
          ...returningVisitor,
          refreshToken: { value: 'new-visitor', role: 'visitor' },
        });
      return HttpResponse.json({
        cart: { id: 'cart-2', currency: 'USD', lineItems: [line(MUG, 1)] },
      });
    }),
  );
  const count = mount('cart-count');
  const add = mount('add-to-cart', { 'product-id': MUG.id });
  await waitFor(() => expect(count.getAttribute('state')).toBe('empty'));
  await waitFor(() => expect(add.getAttribute('state')).toBe('ready'));
  add.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!.click();
  await waitFor(() => expect(badgeOf(count)).toBe('1'));
});

it("an add the platform made on the visitor's cart after another tab signed in and took that cart into the member's is made on the member's", async () => {
  const { count, add } = await visitorPage();
  const heard = heardCarts();
  server.use(
    http.post(`${API}/ecom/v1/carts/current/add-to-cart`, ({ request }) => {
      if (request.headers.get('authorization') !== returningVisitor.accessToken.value) return;
      // The sign-in came first: the visitor's mug went into the member's cart, and this tab
      // follows the member's tokens. The add then reached the visitor, whose cart was gone: a
      // new one, which nobody will see.
      store.save([line(MUG, 1)]);
      store.cart = { ...store.cart!, id: 'member-cart' };
      getPageSession().getState().setTokens(member);
      const orphan = { ...store.cart, id: 'visitor-cart-2', updatedDate: '2099-01-01T00:00:00Z' };
      return HttpResponse.json({ cart: orphan });
    }),
  );
  buttonOf(add).click();
  await waitFor(() => expect(buttonOf(add).textContent).toBe('Added to cart'));
  // In the cart the member sees: their mug and the one added.
  await waitFor(() => expect(badgeOf(count)).toBe('2'));
  expect(store.cart).toMatchObject({ id: 'member-cart', lineItems: [{ quantity: 2 }] });
  expect(store.count(ADD)).toBe(1); // the visitor's went to the handler above, not the store
  expect(heard).toEqual([2]);
});

it("an add the platform made on the visitor's cart before another tab signed in and merged it is not made again", async () => {
  const { count, add } = await visitorPage();
  const heard = heardCarts();
  server.use(
    http.post(`${API}/ecom/v1/carts/current/add-to-cart`, async ({ request }) => {
      if (request.headers.get('authorization') !== returningVisitor.accessToken.value) return;
      // The add reached the visitor's cart first; then the sign-in moved that cart's two mugs
      // into the member's (a later change), before the answer came back.
      const visitors = { ...store.cart!, lineItems: [line(MUG, 2)] };
      store.save([line(MUG, 2)]);
      store.cart = { ...store.cart!, id: 'member-cart' };
      getPageSession().getState().setTokens(member);
      return HttpResponse.json({ cart: visitors });
    }),
  );
  buttonOf(add).click();
  await waitFor(() => expect(buttonOf(add).textContent).toBe('Added to cart'));
  await waitFor(() => expect(badgeOf(count)).toBe('2'));
  expect(store.count(ADD)).toBe(0);
  expect(store.cart).toMatchObject({ lineItems: [{ quantity: 2 }] });
  expect(heard).toEqual([2]);
});
