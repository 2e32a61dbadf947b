// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, useServer } from '../../shared/client/testing/msw';
import { serverError } from '../../shared/client/testing/answers';
import { mount } from '../../shared/element/test-support';
import { getPageSession } from '../../shared/session';
import { FakeStore, MUG, TSHIRT, line, storeHandlers } from '../../shared/client/testing/cart';
import { freshPage, withoutReadRetries } from './test-support';
import './index';

let store: FakeStore;
const server = useServer(...storeHandlers(() => store));

beforeEach(() => {
  store = new FakeStore().withLines(line(TSHIRT, 2, 'var-m'), line(MUG, 1));
  freshPage();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const countButton = (element: Element) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part="count"]')!;
const dialogOf = (element: Element) => element.shadowRoot!.querySelector('dialog')!;

/** The focused element, looking into open shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function readyCount() {
  const count = mount('cart-count');
  await waitFor(() => expect(count.getAttribute('state')).toBe('ready'));
  return count;
}

describe('<cart-count>', () => {
  it('shows the sum of quantities with an accessible name', async () => {
    const count = await readyCount();
    expect(countButton(count).getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(count.shadowRoot!.querySelector('[part="badge"]')!.textContent).toBe('3');
  });

  it('shows 0 for a visitor without a cart and never creates one', async () => {
    store.cart = null;
    const count = mount('cart-count');
    await waitFor(() => expect(count.getAttribute('state')).toBe('empty'));
    expect(countButton(count).getAttribute('aria-label')).toBe('Cart, 0 items');
    countButton(count).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(store.cart).toBeNull();
  });

  it('claims no count for a cart it could not read', async () => {
    const restore = withoutReadRetries();
    server.use(http.get(`${API}/ecom/v1/carts/current`, () => serverError()));
    try {
      const count = mount('cart-count');
      await waitFor(() => expect(count.getAttribute('state')).toBe('error'));
      expect(countButton(count).getAttribute('aria-label')).toBe('Your cart');
      expect(count.shadowRoot!.querySelector('[part="badge"]')!.textContent).toBe('');
    } finally {
      restore();
    }
  });

  it('reads the cart again once when the page wakes from a sleep, the clock hours on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const count = await readyCount();
    await vi.dynamicImportSettled(); // the sleep's watch comes after the first render
    const badge = () => count.shadowRoot!.querySelector('[part="badge"]')!.textContent;
    const reads = () => store.count('GET /ecom/v1/carts/current');
    expect(reads()).toBe(1);
    // Meanwhile the visitor empties their cart but for the mug on another device.
    store.withLines(line(MUG, 1));
    act(() => vi.advanceTimersByTime(60_000)); // awake: stale, but nothing reads it again
    await act(async () => {});
    expect(reads()).toBe(1);
    expect(badge()).toBe('3');

    vi.setSystemTime(Date.now() + 5 * 60 * 60_000); // asleep: no timer ran meanwhile
    act(() => vi.advanceTimersByTime(10_000));
    // vi.waitFor: testing-library's would poll with the faked setInterval.
    await vi.waitFor(() => expect(badge()).toBe('1'));
    expect(reads()).toBe(2);
  });

  it('does nothing harmful when clicked on a page without a drawer cart', async () => {
    const count = await readyCount();
    expect(countButton(count).hasAttribute('aria-haspopup')).toBe(false);
    countButton(count).click();
    // A drawer added later must not pop open because of the earlier click.
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await waitFor(() => expect(drawer.getAttribute('state')).toBe('ready'));
    expect(drawer.shadowRoot!.querySelector('dialog[open]')).toBeNull();
  });

  it('opens the drawer cart as a modal dialog and gives focus back when it closes', async () => {
    const drawer = mount('shop-cart', { mode: 'drawer' });
    const count = await readyCount();
    // A closed drawer has no dialog yet: its code comes when idle or with the first opening.
    expect(drawer.shadowRoot!.querySelector('dialog')).toBeNull();
    expect(drawer.shadowRoot!.querySelector('[part="line-item"]')).toBeNull();
    // The drawer may mount after the count is ready: the count says so once it has.
    await waitFor(() => expect(countButton(count).getAttribute('aria-haspopup')).toBe('dialog'));

    countButton(count).focus();
    countButton(count).click();

    await waitFor(() => expect(dialogOf(drawer).open).toBe(true));
    await waitFor(() =>
      expect(drawer.shadowRoot!.querySelector('[part="line-item"]')).not.toBeNull(),
    );
    expect(deepActive()?.getAttribute('part')).toBe('close-button');

    drawer.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]')!.click();

    await waitFor(() => expect(dialogOf(drawer).open).toBe(false));
    expect(deepActive()).toBe(countButton(count));
  });

  it("opens the drawer on the documented sw-open-cart event (a page's own cart button)", async () => {
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await readyCount();
    const button = document.createElement('button');
    button.addEventListener('click', () => document.dispatchEvent(new Event('sw-open-cart')));
    document.body.append(button);
    button.click();
    await waitFor(() => expect(dialogOf(drawer).open).toBe(true));
    button.remove();
  });

  it('closes the drawer on sw-close-cart, and when the address changes under it (Back, a hash route)', async () => {
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await readyCount();
    for (const close of [
      () => document.dispatchEvent(new Event('sw-close-cart')),
      () => window.dispatchEvent(new PopStateEvent('popstate')),
      () => window.dispatchEvent(new HashChangeEvent('hashchange')),
    ]) {
      document.dispatchEvent(new Event('sw-open-cart'));
      await waitFor(() => expect(dialogOf(drawer).open).toBe(true));
      close();
      await waitFor(() => expect(dialogOf(drawer).open).toBe(false));
    }
  });

  it('closes the drawer on Escape (the dialog cancel event)', async () => {
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await readyCount();
    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect(dialogOf(drawer).open).toBe(true));
    dialogOf(drawer).dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialogOf(drawer).open).toBe(false));
  });
});

describe('in German', () => {
  it('names the count and the drawer in German', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const drawer = mount('shop-cart', { mode: 'drawer' });
    const count = await readyCount();
    await waitFor(() =>
      expect(countButton(count).getAttribute('aria-label')).toBe('Warenkorb, 3 Artikel'),
    );
    // Only a mounted drawer opens (the count says so): on a loaded machine the drawer may
    // mount after the count is ready, and a click before that opened nothing.
    await waitFor(() => expect(countButton(count).getAttribute('aria-haspopup')).toBe('dialog'));
    countButton(count).click();
    await waitFor(() =>
      expect(drawer.shadowRoot!.querySelector('[part="checkout-button"]')?.textContent).toBe(
        'Zur Kasse',
      ),
    );
    expect(drawer.shadowRoot!.querySelector('.drawer-title')?.textContent).toBe('Ihr Warenkorb');
    expect(drawer.shadowRoot!.textContent).toContain('Zwischensumme');
  });
});
