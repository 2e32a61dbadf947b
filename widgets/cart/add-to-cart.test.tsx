// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, useServer } from '../../shared/client/testing/msw';
import { mount, widgetErrors } from '../../shared/element/test-support';
import { ADDED_MS } from '../../shared/ui/add-to-cart-button';
import { applicationError } from '../../shared/client/testing/answers';
import { FakeStore, MUG, TSHIRT, storeHandlers } from '../../shared/client/testing/cart';
import { freshPage } from './test-support';
import './index';

let store: FakeStore;
const server = useServer(...storeHandlers(() => store));

beforeEach(() => {
  store = new FakeStore();
  freshPage();
});
afterEach(() => document.body.replaceChildren());

const buttonOf = (element: Element) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!;

const statusOf = (element: Element) =>
  element.shadowRoot!.querySelector('[role="status"]')!.textContent;

async function readyButton(attributes: Record<string, string>) {
  const element = mount('add-to-cart', attributes);
  await waitFor(() => expect(element.getAttribute('state')).toBe('ready'));
  return element;
}

describe('<add-to-cart>', () => {
  it('is disabled with "Choose options" until a variant is given for a product with options', async () => {
    const element = await readyButton({ 'product-id': TSHIRT.id });
    expect(buttonOf(element).disabled).toBe(true);
    expect(buttonOf(element).textContent).toBe('Choose options');

    element.setAttribute('variant-id', 'var-m');

    await waitFor(() => expect(buttonOf(element).disabled).toBe(false));
    expect(buttonOf(element).textContent).toBe('Add to cart');
  });

  it('names its product by product-slug as well, and adds it by id', async () => {
    const element = await readyButton({ 'product-slug': 'mug' });
    buttonOf(element).click();
    await waitFor(() => expect(store.cart?.lineItems).toMatchObject([{ quantity: 1 }]));
    expect(store.cart!.lineItems[0]!.catalogReference).toMatchObject({ catalogItemId: MUG.id });
  });

  it('adds the quantity given, once for a double click, and the cart count follows', async () => {
    const element = await readyButton({ 'product-id': MUG.id, quantity: '2' });
    const count = mount('cart-count');
    await waitFor(() => expect(count.getAttribute('state')).toBe('empty'));

    buttonOf(element).click();
    buttonOf(element).click();

    await waitFor(() =>
      expect(count.shadowRoot!.querySelector('[part="badge"]')!.textContent).toBe('2'),
    );
    expect(store.count('POST /ecom/v1/carts/current/add-to-cart')).toBe(1);
    expect(store.cart!.lineItems).toMatchObject([{ quantity: 2 }]);
  });

  it('says "Added to cart" on the button for a moment after adding, then offers to add again', async () => {
    const element = await readyButton({ 'product-id': MUG.id });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      buttonOf(element).click();
      await waitFor(() => expect(buttonOf(element).textContent).toBe('Added to cart'));
      expect(buttonOf(element).getAttribute('aria-label')).toBe(`Added to cart, ${MUG.name}`);
      expect(buttonOf(element).disabled).toBe(false);
      expect(statusOf(element)).toBe(`${MUG.name} added to cart.`);
      vi.advanceTimersByTime(ADDED_MS - 100);
      await Promise.resolve();
      expect(buttonOf(element).textContent).toBe('Added to cart');
      vi.advanceTimersByTime(100);
      await waitFor(() => expect(buttonOf(element).textContent).toBe('Add to cart'));
    } finally {
      vi.useRealTimers();
    }

    // A second add is a second success, shown and announced again, however fast it answers.
    buttonOf(element).click();
    await waitFor(() => expect(buttonOf(element).textContent).toBe('Added to cart'));
    expect(statusOf(element)).toBe(`${MUG.name} added to cart.`);
    expect(store.cart!.lineItems).toMatchObject([{ quantity: 2 }]);
  });

  it('adds one when quantity is missing or not a whole number', async () => {
    const element = await readyButton({ 'product-id': MUG.id, quantity: 'lots' });
    buttonOf(element).click();
    await waitFor(() => expect(store.cart?.lineItems).toMatchObject([{ quantity: 1 }]));
  });

  it("shows the server's message when adding fails, and can add afterwards", async () => {
    server.use(
      http.post(`${API}/ecom/v1/carts/current/add-to-cart`, () =>
        applicationError(409, 'INSUFFICIENT_INVENTORY', 'Only 0 left in stock'),
      ),
    );
    const element = await readyButton({ 'product-id': MUG.id });
    buttonOf(element).click();
    await waitFor(() => expect(element.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull());
    expect(element.shadowRoot!.querySelector('[role="alert"]')!.textContent).toContain(
      'Only 0 left in stock',
    );
    expect(buttonOf(element).disabled).toBe(false);
    expect(store.cart).toBeNull();
  });

  it("says how many are left in the page's language when the platform has too few", async () => {
    server.use(
      http.post(`${API}/ecom/v1/carts/current/add-to-cart`, () =>
        applicationError(409, 'INSUFFICIENT_INVENTORY', 'Only 3 of Mug left', {
          quantityAvailable: 3,
        }),
      ),
    );
    const english = await readyButton({ 'product-id': MUG.id });
    buttonOf(english).click();
    await waitFor(() =>
      expect(english.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe(
        'Only 3 left in stock.',
      ),
    );
    freshPage({ locale: 'de-DE' });
    const german = await readyButton({ 'product-id': MUG.id });
    buttonOf(german).click();
    await waitFor(() =>
      expect(german.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe(
        'Nur noch 3 auf Lager.',
      ),
    );
  });

  it('explains a missing product-id and an unknown product, and tells the page', async () => {
    const errors = widgetErrors();
    const element = mount('add-to-cart');
    await waitFor(() => expect(element.getAttribute('state')).toBe('error'));
    expect(element.shadowRoot!.textContent).toBe(
      'This button needs a product-id or product-slug attribute.',
    );

    const unknown = mount('add-to-cart', { 'product-id': 'nope' });
    await waitFor(() => expect(unknown.getAttribute('state')).toBe('error'));
    // The visitor reads the page's language; the page hears the owner's detail.
    expect(unknown.shadowRoot!.textContent).toBe('This product is not available.');
    // Asking again cannot find it.
    expect(unknown.shadowRoot!.querySelector('button')).toBeNull();
    expect(errors).toEqual([
      {
        tag: 'add-to-cart',
        code: 'MISSING_ATTRIBUTE',
        message: 'Add a product-id or product-slug attribute to <add-to-cart>.',
      },
      { tag: 'add-to-cart', code: 'NOT_FOUND', message: 'No product with id "nope".' },
    ]);
  });

  it('explains a variant the product does not have, and tells the page', async () => {
    const errors = widgetErrors();
    const element = mount('add-to-cart', { 'product-id': TSHIRT.id, 'variant-id': 'var-xl' });
    await waitFor(() => expect(element.getAttribute('state')).toBe('error'));
    expect(element.shadowRoot!.textContent).toBe('This product is not available.');
    expect(errors).toEqual([
      {
        tag: 'add-to-cart',
        code: 'NOT_FOUND',
        message: 'Product prod-tshirt has no variant "var-xl".',
      },
    ]);
  });
});
