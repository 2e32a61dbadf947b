// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  mount,
  shadowText,
  sourcesAfterFailureAndOnline,
  widgetErrors,
} from '../../shared/element/test-support';
import { LOADER_KEY } from './loader-slot';
import { API } from '../../shared/client/testing/msw';
import { getPageSession } from '../../shared/session';
import {
  fakePlatform,
  productQueries,
  simpleProduct,
  teeShirt,
} from '../../shared/client/testing/catalog';
import { useCataloguePage } from './test-support';
import './index';

const products = [
  simpleProduct('mug', {
    name: 'Venue mug',
    ribbon: 'Sale',
    price: { currency: 'EUR', price: 20, discountedPrice: 15 },
    priceData: { currency: 'EUR', price: 20, discountedPrice: 15 },
  }),
  simpleProduct('pin', {
    name: 'Enamel pin',
    stock: { trackInventory: true, quantity: 0, inStock: false, inventoryStatus: 'OUT_OF_STOCK' },
  }),
  teeShirt(),
  ...Array.from({ length: 10 }, (_, i) => simpleProduct(`p${i}`)),
];
const platform = fakePlatform(products);
useCataloguePage(platform);

const chooseOptions = (element: HTMLElement) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part="choose-options"]')!;
const button = (element: HTMLElement) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!;

describe('<product-card>', () => {
  it('shows a skeleton while loading, then image, name, price and stock', async () => {
    const card = mount('product-card', { 'product-id': 'p1' });
    await waitFor(() => expect(card.shadowRoot!.querySelector('.sw-skeleton')).not.toBeNull());
    expect(card.getAttribute('state')).toBe('loading');
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    const root = card.shadowRoot!;
    expect(root.querySelector('[part="name"]')?.textContent).toBe('Product p1');
    expect(root.querySelector('[part="price"]')?.textContent).toBe('$20.00');
    expect(root.querySelector('img[part="image"]')?.getAttribute('alt')).toBe('Product p1');
    expect(root.querySelector('[part="stock"]')?.textContent).toBe('In stock');
    expect(root.querySelector('[part="ribbon"]')).toBeNull();
    expect(button(card).textContent).toBe('Add to cart');
    // Told apart from the page's other cards' buttons by its name.
    expect(button(card).getAttribute('aria-label')).toBe('Add to cart, Product p1');
    expect(button(card).disabled).toBe(false);
  });

  it('strikes the original price through on a discount, in the product currency, with its ribbon', async () => {
    const card = mount('product-card', { 'product-slug': 'slug-mug' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    const root = card.shadowRoot!;
    expect(root.querySelector('s[part="original-price"]')?.textContent).toBe(
      'Original price: €20.00',
    );
    expect(root.querySelector('[part="sale-price"]')?.textContent).toBe('Sale price: €15.00');
    expect(root.querySelector('[part="ribbon"]')?.textContent).toBe('Sale');
  });

  it('shows "From" the cheapest variant\'s price when the variants are priced apart', async () => {
    const card = mount('product-card', { 'product-id': 'tee' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    expect(card.shadowRoot!.querySelector('[part="price"]')?.textContent).toBe('From $25.00');
  });

  it('says out of stock, cannot be added, and offers the back-in-stock request instead', async () => {
    const card = mount('product-card', { 'product-id': 'pin' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    expect(card.shadowRoot!.querySelector('[part="stock"]')?.textContent).toBe('Out of stock');
    expect(card.shadowRoot!.querySelector('[part="add-to-cart-button"]')).toBeNull();
    const notify = card.shadowRoot!.querySelector<HTMLButtonElement>('[part="notify-me"]')!;
    notify.click();
    // In a dialog: the card's fixed box keeps its rows (inline, the form squeezed them away).
    const dialog = () => card.shadowRoot!.querySelector('dialog');
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()!.querySelector('input[type="email"]')).not.toBeNull();
    expect(dialog()!.getAttribute('aria-label')).toBe(
      card.shadowRoot!.querySelector('[part="name"]')!.textContent,
    );
    expect(card.shadowRoot!.querySelector('[part="stock"]')?.textContent).toBe('Out of stock');
    dialog()!.querySelector<HTMLButtonElement>('[part="close-button"]')!.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(card.shadowRoot!.querySelector('[part="notify-me"]')).not.toBeNull();
  });

  it('offers "Choose options" for a product with options, which opens the quick view', async () => {
    const card = mount('product-card', { 'product-id': 'tee' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    expect(shadowText(card)).toContain('Partly out of stock');
    expect(card.shadowRoot!.querySelector('[part="add-to-cart-button"]')).toBeNull();
    const choose = chooseOptions(card);
    expect(choose.disabled).toBe(false);
    expect(choose.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('adds one unit of the default variant', async () => {
    const card = mount('product-card', { 'product-id': 'p2' });
    await waitFor(() => expect(button(card).disabled).toBe(false));
    // The spoken confirmation: a live region that exists, empty, before its text arrives.
    const status = () => card.shadowRoot!.querySelector('[role="status"][aria-live="polite"]');
    expect(status()).toBeNull();
    const textWhenInserted: string[] = [];
    new MutationObserver(() => {
      if (status() && !textWhenInserted.length) textWhenInserted.push(status()!.textContent!);
    }).observe(card.shadowRoot!, { childList: true, subtree: true });
    button(card).click();
    await waitFor(() => expect(status()?.textContent).toBe('Product p2 added to cart.'));
    expect(textWhenInserted).toEqual(['']);
    await waitFor(() =>
      expect(platform.seen.some((s) => s.path.endsWith('/add-to-cart'))).toBe(true),
    );
    const add = platform.seen.find((s) => s.path.endsWith('/add-to-cart'))!;
    expect(add.body).toEqual({
      lineItems: [
        {
          catalogReference: {
            catalogItemId: 'p2',
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            options: { variantId: '00000000-0000-0000-0000-000000000000' },
          },
          quantity: 1,
        },
      ],
    });
  });

  it('loads ten cards mounted together with exactly one products query', async () => {
    const cards = Array.from({ length: 10 }, (_, i) =>
      mount('product-card', { 'product-id': `p${i}` }),
    );
    await waitFor(() => cards.forEach((card) => expect(card.getAttribute('state')).toBe('ready')));
    const queries = productQueries(platform.seen);
    expect(queries).toHaveLength(1);
    expect(queries[0]!.params.query).toMatchObject({
      filter: { id: { $in: cards.map((_, i) => `p${i}`) } },
    });
    cards.forEach((card, i) => expect(shadowText(card)).toContain(`Product p${i}`));
  });

  it("loads a first-screen card's image first and the others' lazily, by the loader's note of their places", async () => {
    // The loader read every card's place in one layout when its products answered
    // (widgets/early-start.ts); a card reading its own as it renders would lay the page out again.
    const readPlace = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const noted = (id: string, firstScreen: boolean) => {
      const card = document.createElement('product-card');
      card.setAttribute('product-id', id);
      return Object.assign(card, { [LOADER_KEY]: firstScreen });
    };
    const [above, below] = [noted('p1', true), noted('p2', false)];
    document.body.append(above, below);
    // Added after the loader looked: it reads its own place (happy-dom: the top of the screen).
    const later = mount('product-card', { 'product-id': 'p3' });
    const cards = [above, below, later];
    await waitFor(() => cards.forEach((card) => expect(card.getAttribute('state')).toBe('ready')));

    const image = (card: HTMLElement) => card.shadowRoot!.querySelector('img[part="image"]')!;
    expect(cards.map((card) => image(card).getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'eager',
    ]);
    expect(cards.map((card) => image(card).getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      'high',
    ]);
    expect(readPlace.mock.contexts).toHaveLength(1);
    expect(readPlace.mock.contexts[0]).toBe(later);
  });

  it('asks again for an image that failed to load once the browser is back online', async () => {
    const card = mount('product-card', { 'product-id': 'p2' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    const image = card.shadowRoot!.querySelector<HTMLImageElement>('[part="image"]')!;
    expect(await sourcesAfterFailureAndOnline(image)).toEqual([image.getAttribute('src')]);
  });

  it('shows a clear error for an unknown product and tells the page', async () => {
    const errors: CustomEvent[] = [];
    document.addEventListener('widget-error', (e) => errors.push(e as CustomEvent), { once: true });
    const card = mount('product-card', { 'product-id': 'nope' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('error'));
    expect(card.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe(
      'This product is not available.',
    );
    // Inside the card's frame, which fills the box kept for the card.
    expect(card.shadowRoot!.querySelector('[part="card"] [role="alert"]')).not.toBeNull();
    // The owner's detail goes to the page.
    expect(errors[0]?.detail).toEqual({
      tag: 'product-card',
      code: 'NOT_FOUND',
      message: 'No product with id "nope".',
    });
  });

  it('asks for an attribute when none names the product', async () => {
    const errors: CustomEvent[] = [];
    document.addEventListener('widget-error', (e) => errors.push(e as CustomEvent), { once: true });
    const card = mount('product-card');
    await waitFor(() => expect(card.getAttribute('state')).toBe('error'));
    expect(errors[0]?.detail).toMatchObject({ code: 'MISSING_ATTRIBUTE' });
    expect(shadowText(card)).toContain(
      'Add a product-id or product-slug attribute to <product-card>.',
    );
    expect(productQueries(platform.seen)).toHaveLength(0);
  });
});

const withProductPage = (productPage: string) =>
  getPageSession()
    .getState()
    .setConfig({
      status: 'ready',
      config: { clientId: 'test', apiBase: API, locale: 'en-US', productPage },
    });
const links = (card: HTMLElement) =>
  [...card.shadowRoot!.querySelectorAll('a')].map((a) => [
    a.getAttribute('part'),
    a.getAttribute('href'),
  ]);

describe('<product-card heading-level>', () => {
  const nameTag = (card: HTMLElement) => card.shadowRoot!.querySelector('[part="name"]')?.localName;

  it('names the product with an h3 by default, or at the level the page gives', async () => {
    const plain = mount('product-card', { 'product-id': 'p1' });
    const underH1 = mount('product-card', { 'product-id': 'p2', 'heading-level': '2' });
    const deep = mount('product-card', { 'product-id': 'p3', 'heading-level': '6' });
    await waitFor(() => expect(nameTag(deep)).toBe('h6'));
    expect(nameTag(plain)).toBe('h3');
    expect(nameTag(underH1)).toBe('h2');
    underH1.setAttribute('heading-level', '4');
    await waitFor(() => expect(nameTag(underH1)).toBe('h4'));
  });

  it.each(['1', '7', '2.5', 'two', ''])('keeps h3 for heading-level="%s"', async (level) => {
    const card = mount('product-card', { 'product-id': 'p1', 'heading-level': level });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    expect(nameTag(card)).toBe('h3');
  });
});

describe('<product-card> links to the product page', () => {
  it("links the image and the name to the site's product page, the image out of the tab order", async () => {
    withProductPage('/products/{slug}');
    const card = mount('product-card', { 'product-id': 'p1' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    const page = `${location.origin}/products/slug-p1`;
    expect(links(card)).toEqual([
      ['image-link', page],
      ['name-link', page],
    ]);
    const imageLink = card.shadowRoot!.querySelector('[part="image-link"]')!;
    expect(imageLink.getAttribute('tabindex')).toBe('-1');
    expect(card.shadowRoot!.querySelector('[part="name-link"]')!.textContent).toBe('Product p1');
  });

  it("takes the card's own product-page over the site's", async () => {
    withProductPage('/products/{slug}');
    const own = mount('product-card', { 'product-id': 'p1', 'product-page': 'item.html?id={id}' });
    await waitFor(() => expect(own.getAttribute('state')).toBe('ready'));
    expect(links(own)[1]).toEqual(['name-link', new URL('item.html?id=p1', location.href).href]);
  });

  it('shows no links without a product page', async () => {
    const card = mount('product-card', { 'product-id': 'p1' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    expect(links(card)).toEqual([]);
    expect(card.shadowRoot!.querySelector('[part="name"]')!.textContent).toBe('Product p1');
  });

  it.each([
    'javascript:{id}',
    '/p/{sku}',
    'data:text/html,{slug}',
    '/products/',
    '/products/{slug',
    'https://{slug}.shop.example/',
  ])('links nowhere with a product-page of %j, and tells the owner why', async (productPage) => {
    withProductPage('/products/{slug}'); // not taken instead: the card's own one is wrong
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = widgetErrors();
    const card = mount('product-card', { 'product-id': 'p1', 'product-page': productPage });
    await waitFor(() => expect(errors).toHaveLength(1));
    const message =
      '"product-page" must be a page address with {slug} or {id}, like "/products/{slug}"; its products show without links.';
    expect(errors[0]).toEqual({ tag: 'product-card', code: 'INVALID_ATTRIBUTE', message });
    expect(warn).toHaveBeenCalledWith(`site-widgets <product-card>: ${message}`);
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    expect(links(card)).toEqual([]);
  });

  it("says nothing of a card's own product-page that it can use", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = widgetErrors();
    // The good one first: its check runs first, so it is done once the bad one has reported.
    const good = mount('product-card', { 'product-id': 'p1', 'product-page': '/p/{slug}' });
    mount('product-card', { 'product-id': 'p2', 'product-page': '/p/' });
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(warn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(links(good)).toHaveLength(2));
  });
});

describe('<product-card> in German', () => {
  it('loads the German text and never shows English meanwhile', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const card = mount('product-card', { 'product-id': 'p1' });
    await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
    await waitFor(() => expect(button(card).textContent).toBe('In den Warenkorb'));
    const root = card.shadowRoot!;
    expect(root.querySelector('[part="stock"]')?.textContent).toBe('Auf Lager');
    expect(root.querySelector('[part="price"]')?.textContent).toMatch(/^20,00\s\$$/);
    expect(shadowText(card)).not.toMatch(/In stock|Add to cart/);
  });
});
