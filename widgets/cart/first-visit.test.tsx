// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useServer } from '../../shared/client/testing/msw';
import { FakeStore, line, MUG, storeHandlers } from '../../shared/client/testing/cart';
import { getQueryClient } from '../../shared/data';
import { cartKeys } from '../../shared/data';
import { mount } from '../../shared/element/test-support';
import { emptyTokens, getPageSession } from '../../shared/session';
import { freshPage } from './test-support';
import './index';

let store: FakeStore;
useServer(...storeHandlers(() => store));

beforeEach(() => {
  store = new FakeStore().withLines(line(MUG, 1));
});
afterEach(() => document.body.replaceChildren());

const cartReads = () => store.count('GET /ecom/v1/carts/current');
const addButton = (element: Element) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!;

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
    const add = mount('add-to-cart', { 'product-id': MUG.id });
    await waitFor(() => expect(addButton(add).disabled).toBe(false));
    addButton(add).click();
    await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));
    await getQueryClient().refetchQueries({ queryKey: cartKeys.current });
    expect(cartReads()).toBe(1);
  });

  it('is read for a returning visitor, whose tokens were stored', async () => {
    freshPage();
    const count = mount('cart-count');
    await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));
    expect(cartReads()).toBe(1);
  });
});
