// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, useServer } from '../../shared/client/testing/msw';
import { applicationError } from '../../shared/client/testing/answers';
import { FakeStore, line, MUG, storeHandlers } from '../../shared/client/testing/cart';
import { getQueryClient } from '../../shared/data';
import { cartKeys } from '../../shared/data';
import { mount } from '../../shared/element/test-support';
import { emptyTokens, getPageSession } from '../../shared/session';
import { freshPage, nextPage, returningVisitor } from './test-support';
import './index';

let store: FakeStore;
const server = useServer(...storeHandlers(() => store));

beforeEach(() => {
  store = new FakeStore().withLines(line(MUG, 1));
});
afterEach(() => document.body.replaceChildren());

const cartReads = () => store.count('GET /ecom/v1/carts/current');
const addButton = (element: Element) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!;

/** Mounts a cart count and waits until it shows what it found. */
async function countOnPage(state: 'empty' | 'ready') {
  const count = mount('cart-count');
  await waitFor(() => expect(count.getAttribute('state')).toBe(state));
  return count;
}

/** Mounts an Add to cart button for the mug and waits until it can be pressed. */
async function mugButton() {
  const add = mount('add-to-cart', { 'product-id': MUG.id });
  await waitFor(() => expect(addButton(add).disabled).toBe(false));
  return addButton(add);
}

const addMug = async () => (await mugButton()).click();

describe('the cart of a first visit', () => {
  it('is not asked for while the visitor has no tokens, nor after the page created them', async () => {
    freshPage({}, emptyTokens());
    const count = mount('cart-count');
    await waitFor(() => expect(count.getAttribute('state')).toBe('empty'));
    expect(cartReads()).toBe(0);

    // The page obtains the new visitor's tokens (another widget's call); a later read of the
    // cart (a refetch, a widget mounted later) still knows there is nothing to ask for.
    getPageSession()
      .getState()
      .setTokens({
        accessToken: { value: 'access-new', expiresAt: 4_000_000_000 },
        refreshToken: { value: 'refresh-new', role: 'visitor' },
      });
    await getQueryClient().refetchQueries({ queryKey: cartKeys.current });
    mount('shop-cart');
    await waitFor(() =>
      expect(document.querySelector('shop-cart')!.getAttribute('state')).toBe('empty'),
    );
    expect(cartReads()).toBe(0);
  });

  it('counts what the new visitor adds, and reads the cart again once it exists', async () => {
    freshPage({}, emptyTokens());
    store = new FakeStore();
    const count = mount('cart-count');
    await addMug();
    await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));
    await getQueryClient().refetchQueries({ queryKey: cartKeys.current });
    expect(cartReads()).toBe(1);
  });

  it('is read on the next page when the add itself made the visitor', async () => {
    freshPage({}, emptyTokens());
    store = new FakeStore();
    const count = mount('cart-count');
    const add = await mugButton();
    // Their tokens go before the click (a sign-out in another tab): the add makes new ones on
    // its way, and this page notes that new visitor as one without a cart.
    getPageSession().getState().setTokens(emptyTokens());
    add.click();
    await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));

    document.body.replaceChildren();
    nextPage();
    await countOnPage('ready');
  });

  it('is read for a returning visitor, whose tokens were stored', async () => {
    freshPage();
    const count = mount('cart-count');
    await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));
    expect(cartReads()).toBe(1);
  });
});

describe('the cart of a returning visitor a page before found without one', () => {
  beforeEach(() => {
    store = new FakeStore();
    freshPage();
  });

  it('is not asked for again on their next pages', async () => {
    await countOnPage('empty');
    expect(cartReads()).toBe(1);

    document.body.replaceChildren();
    nextPage();
    await countOnPage('empty');
    mount('shop-cart');
    await waitFor(() =>
      expect(document.querySelector('shop-cart')!.getAttribute('state')).toBe('empty'),
    );
    expect(cartReads()).toBe(1);
  });

  it('is asked for again once they add something', async () => {
    await countOnPage('empty');
    await addMug();
    await waitFor(() => expect(store.cart).not.toBeNull());

    document.body.replaceChildren();
    nextPage();
    await countOnPage('ready');
    expect(cartReads()).toBe(2);
  });

  it('is not taken as missing from an answer that was on its way while they added', async () => {
    let answerNoCart = () => {};
    server.use(
      http.get(`${API}/ecom/v1/carts/current`, async () => {
        store.requests.push('GET /ecom/v1/carts/current');
        await new Promise<void>((resolve) => (answerNoCart = resolve));
        return applicationError(404, 'OWNED_CART_NOT_FOUND', 'There is no current cart');
      }),
    );
    const count = mount('cart-count');
    await waitFor(() => expect(cartReads()).toBe(1));
    await addMug();
    await waitFor(() => expect(store.cart).not.toBeNull());
    answerNoCart();
    await waitFor(() => expect(count.getAttribute('state')).not.toBe('loading'));
    await delay(10);

    server.resetHandlers();
    document.body.replaceChildren();
    nextPage();
    await countOnPage('ready');
    expect(cartReads()).toBe(2);
  });

  it('is asked for once per page where storage is blocked, and again after an add', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    try {
      await countOnPage('empty');
      await getQueryClient().refetchQueries({ queryKey: cartKeys.current });
      expect(cartReads()).toBe(1);

      await addMug();
      await waitFor(() => expect(store.cart).not.toBeNull());
      await getQueryClient().refetchQueries({ queryKey: cartKeys.current });
      expect(cartReads()).toBe(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is always asked for a member, who may have filled one elsewhere', async () => {
    freshPage(
      {},
      { ...returningVisitor, refreshToken: { value: 'member-refresh', role: 'member' } },
    );
    await countOnPage('empty');
    document.body.replaceChildren();
    nextPage();
    await countOnPage('empty');
    expect(cartReads()).toBe(2);
  });
});
