// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adopts, mount, shadowText } from '../../shared/element/test-support';
import { richTextCss, stepperCss, uiCss } from '../../shared/ui';
import { productDetailsCss } from './product-details.styles';
import { detailsViewCss } from './product-details-view.styles';
import { API } from '../../shared/client/testing/msw';
import { getPageSession } from '../../shared/session';
import { fakePlatform, simpleProduct, teeShirt } from '../../shared/client/testing/catalog';
import { useCataloguePage } from './test-support';
import { STORES_APP_ID } from '../../shared/client';
import { getQueryClient } from '../../shared/data';
import { cartKeys } from '../../shared/data/cart-sync';
import './index';

/** A colour option whose "colours" try to load a resource and to read the host's variables. */
const hostileTee = teeShirt({
  id: 'hostile-tee',
  slug: 'hostile-tee',
  productOptions: [
    {
      optionType: 'color',
      name: 'Colour',
      choices: [
        { value: 'url(https://tracker.example/p.png)', description: 'Pixel', inStock: true },
        { value: 'var(--host-secret)', description: 'Secret', inStock: true },
        { value: '#000000', description: 'Black', inStock: true },
      ],
    },
  ],
  variants: [],
});
const lastOne = { trackInventory: true, quantity: 1, inStock: true };
const platform = fakePlatform([
  teeShirt(),
  simpleProduct('mug', { name: 'Venue mug' }),
  simpleProduct('print', {
    stock: { ...lastOne, inventoryStatus: 'IN_STOCK' },
    variants: simpleProduct('print').variants!.map((v) => ({
      ...v,
      stock: { trackQuantity: true, quantity: 1, inStock: true },
    })),
  }),
  hostileTee,
  teeShirt({
    id: 'gone',
    slug: 'gone',
    stock: { trackInventory: true, quantity: 0, inStock: false, inventoryStatus: 'OUT_OF_STOCK' },
  }),
]);
useCataloguePage(platform);

async function mountDetails(attributes: Record<string, string>) {
  const element = mount('product-details', attributes);
  await waitFor(() => expect(element.getAttribute('state')).toBe('ready'));
  const root = element.shadowRoot!;
  const find = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  return {
    element,
    root,
    find,
    addButton: () => find<HTMLButtonElement>('[part="add-to-cart-button"]'),
    price: () => find('[part="price"]').textContent,
    stock: () => find('[part="stock"]').textContent,
    select: () => find<HTMLSelectElement>('select'),
    swatch: (name: string) =>
      [...root.querySelectorAll<HTMLLabelElement>('[part="swatch"]')].find((label) =>
        label.textContent?.startsWith(name),
      )!,
  };
}

const addRequests = () => platform.seen.filter((s) => s.path.endsWith('/add-to-cart'));

describe('<product-details>', () => {
  it('adds the loaded view’s, rich text’s and stepper’s styles with its chunk: no first load carries them', async () => {
    const { element, find } = await mountDetails({ 'product-id': 'mug' });
    expect(find('[part="stepper"]')).not.toBeNull();
    for (const css of [stepperCss, richTextCss, detailsViewCss])
      expect(adopts(element, css)).toBe(true);
    expect(uiCss).not.toMatch(/\.sw-stepper|\.sw-pre-line/);
    expect(productDetailsCss).not.toContain('.main-image .image');
  });

  it('shows the name as a heading, the description, and info sections as <details>', async () => {
    const { root } = await mountDetails({ 'product-slug': 'slug-tee' });
    expect(root.querySelector('h2')?.textContent).toBe('Tour tee');
    const section = root.querySelector('details[part="info-section"]')!;
    expect(section.querySelector('summary')?.textContent).toBe('Shipping');
    // RichText fetches its sanitizer on first use.
    await waitFor(() =>
      expect(root.querySelector('[part="description"]')?.textContent).toBe('About tee'),
    );
    expect(section.textContent).toContain('Ships in 3 days.');
  });

  it('names the product at the heading level the page gives (2 by default)', async () => {
    const { root, element } = await mountDetails({
      'product-slug': 'slug-tee',
      'heading-level': '3',
    });
    expect(root.querySelector('[part="name"]')?.localName).toBe('h3');
    element.setAttribute('heading-level', '9'); // not a level: the usual h2
    await waitFor(() => expect(root.querySelector('[part="name"]')?.localName).toBe('h2'));
  });

  it('paints a swatch only with a colour, never a url() or var()', async () => {
    const { swatch } = await mountDetails({ 'product-id': 'hostile-tee' });
    const paint = (name: string) =>
      swatch(name).querySelector<HTMLElement>('.swatch-colour')!.getAttribute('style') ?? '';
    expect(paint('Black')).toMatch(/background-color: (#000000|rgb\(0, 0, 0\))/);
    expect(paint('Pixel')).toBe('');
    expect(paint('Secret')).toBe('');
  });

  it('asks for every option before adding, labelling each control', async () => {
    const { addButton, select, root, stock } = await mountDetails({ 'product-id': 'tee' });
    expect(addButton().textContent).toBe('Choose a Size');
    expect(addButton().disabled).toBe(true);
    expect(stock()).toBe('Partly out of stock');
    expect(root.querySelector(`label[for="${select().id}"]`)?.textContent).toBe('Size');
    expect(root.querySelector('fieldset legend')?.textContent).toBe('Colour');
    fireEvent.change(select(), { target: { value: 'S' } });
    await waitFor(() => expect(addButton().textContent).toBe('Choose a Colour'));
  });

  it('resolves the variant from a drop-down and a swatch: its price, stock and cart line', async () => {
    const { addButton, select, swatch, price, stock, find } = await mountDetails({
      'product-id': 'tee',
    });
    fireEvent.change(select(), { target: { value: 'M' } });
    swatch('Black').querySelector('input')!.click();
    await waitFor(() => expect(addButton().textContent).toBe('Add to cart'));
    expect(find('fieldset legend').textContent).toBe('Colour: Black');
    expect(price()).toBe('$30.00');
    expect(stock()).toBe('Only 2 left');

    const increase = find<HTMLButtonElement>('[aria-label^="Increase quantity"]');
    increase.click();
    await waitFor(() => expect(find('output').textContent).toBe('2'));
    expect(increase.getAttribute('aria-disabled')).toBe('true'); // two left
    addButton().click();
    await waitFor(() => expect(addRequests()).toHaveLength(1));
    expect(addRequests()[0]!.body).toMatchObject({
      lineItems: [
        {
          catalogReference: { catalogItemId: 'tee', options: { variantId: 'v-M-000000' } },
          quantity: 2,
        },
      ],
    });
  });

  it('keeps the quantity within what the chosen variant has left', async () => {
    const { select, swatch, find } = await mountDetails({ 'product-id': 'tee' });
    fireEvent.change(select(), { target: { value: 'S' } });
    swatch('Black').querySelector('input')!.click();
    const increase = find<HTMLButtonElement>('[aria-label^="Increase quantity"]');
    await waitFor(() => expect(increase.hasAttribute('aria-disabled')).toBe(false));
    increase.click();
    await waitFor(() => expect(find('output').textContent).toBe('2'));
    increase.click();
    await waitFor(() => expect(find('output').textContent).toBe('3'));
    fireEvent.change(select(), { target: { value: 'M' } });
    await waitFor(() => expect(find('output').textContent).toBe('2'));
  });

  it('says the only one is in the cart, not "All 1"', async () => {
    getQueryClient().setQueryData(cartKeys.current, {
      id: 'cart-1',
      lineItems: [
        {
          id: 'line-1',
          quantity: 1,
          catalogReference: {
            catalogItemId: 'print',
            appId: STORES_APP_ID,
            options: { variantId: '00000000-0000-0000-0000-000000000000' },
          },
        },
      ],
    });
    const { addButton } = await mountDetails({ 'product-id': 'print' });
    await waitFor(() => expect(addButton().textContent).toBe('The only one is in your cart'));
    expect(addButton().disabled).toBe(true);
  });

  it('counts what the cart already holds of the variant: less to add, none once all are in it', async () => {
    const inCart = (quantity: number) =>
      getQueryClient().setQueryData(cartKeys.current, {
        id: 'cart-1',
        lineItems: [
          {
            id: 'line-1',
            quantity,
            catalogReference: {
              catalogItemId: 'tee',
              appId: STORES_APP_ID,
              options: { variantId: 'v-M-000000' },
            },
          },
        ],
      });
    inCart(1);
    const { addButton, select, swatch, find } = await mountDetails({ 'product-id': 'tee' });
    fireEvent.change(select(), { target: { value: 'M' } });
    swatch('Black').querySelector('input')!.click();
    await waitFor(() => expect(addButton().textContent).toBe('Add to cart'));
    // Two left, one of them in the cart: one more to add.
    const increase = find<HTMLButtonElement>('[aria-label^="Increase quantity"]');
    expect(increase.getAttribute('aria-disabled')).toBe('true');

    inCart(2); // the other tab, or the drawer, took the last one
    await waitFor(() => expect(addButton().textContent).toBe('All 2 in your cart'));
    expect(addButton().disabled).toBe(true);
    // The other size is not in the cart: it still can be added.
    fireEvent.change(select(), { target: { value: 'S' } });
    await waitFor(() => expect(addButton().textContent).toBe('Add to cart'));
  });

  it('says a sold-out combination is out of stock, in the pickers, and offers the back-in-stock request', async () => {
    const { find, root, select, swatch, stock } = await mountDetails({ 'product-id': 'tee' });
    fireEvent.change(select(), { target: { value: 'M' } });
    await waitFor(() => expect(swatch('White').textContent).toBe('White (out of stock)'));
    expect(swatch('Black').textContent).toBe('Black');
    swatch('White').querySelector('input')!.click();
    await waitFor(() => expect(find('[part="notify-me"]')).not.toBeNull());
    expect(stock()).toBe('Out of stock');
    const options = [...select().options].map((o) => o.textContent);
    expect(options).toEqual(['Choose a Size', 'S', 'M (out of stock)']);
    // Nothing to count when nothing can be bought: the request form gets the whole row.
    expect(find('[aria-label^="Increase quantity"]')).toBeNull();

    find<HTMLButtonElement>('[part="notify-me"]').click();
    // The button that was clicked is gone: focus goes on to the field it opened.
    await waitFor(() => expect(find('[part="back-in-stock-email"]')).toBe(root.activeElement));
  });

  it('offers the back-in-stock request at once when every option is sold out', async () => {
    const { find, stock } = await mountDetails({ 'product-id': 'gone' });
    expect(stock()).toBe('Out of stock');
    expect(find('[part="notify-me"]')).not.toBeNull();
    expect(find('[part="add-to-cart-button"]')).toBeNull();
  });

  it('adds a product without options as its default variant', async () => {
    const { addButton, stock } = await mountDetails({ 'product-id': 'mug' });
    expect(stock()).toBe('In stock');
    addButton().click();
    await waitFor(() => expect(addRequests()).toHaveLength(1));
    expect(addRequests()[0]!.body).toMatchObject({
      lineItems: [
        {
          catalogReference: {
            catalogItemId: 'mug',
            options: { variantId: '00000000-0000-0000-0000-000000000000' },
          },
          quantity: 1,
        },
      ],
    });
  });

  it('switches images with the thumbnails, by click and by arrow keys', async () => {
    const { find, root } = await mountDetails({ 'product-id': 'tee' });
    const mainImage = () => find<HTMLImageElement>('img[part="image"]');
    const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[part="thumbnail"]')];
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3: Tee front',
      'Show image 2 of 3: Tee back',
      'Show image 3 of 3: Tee tag',
    ]);
    expect(mainImage().alt).toBe('Tee front');
    thumbs[2]!.click();
    await waitFor(() => expect(mainImage().alt).toBe('Tee tag'));
    expect(thumbs[2]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    await waitFor(() => expect(mainImage().alt).toBe('Tee front'));
    expect(root.activeElement).toBe(thumbs[0]);
  });

  it('shows a clear error for an unknown slug', async () => {
    const element = mount('product-details', { 'product-slug': 'missing' });
    await waitFor(() => expect(element.getAttribute('state')).toBe('error'));
    expect(shadowText(element)).toBe('This product is not available.');
  });
});

describe('<product-details> in German', () => {
  it('shows the details’ own text in German as the card’s, never English meanwhile', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const { addButton, find, root, select, stock } = await mountDetails({ 'product-id': 'tee' });
    await waitFor(() => expect(addButton().textContent).toBe('Size wählen'));
    expect(stock()).toBe('Teils ausverkauft');
    expect(find('[part="thumbnails"]').getAttribute('aria-label')).toBe('Bilder von Tour tee');
    fireEvent.change(select(), { target: { value: 'M' } });
    await waitFor(() => expect(addButton().textContent).toBe('Colour wählen'));
    expect(root.textContent).toContain('White (ausverkauft)');
    expect(find('[part="stepper"]').getAttribute('aria-label')).toBe('Menge von Tour tee');
    expect(shadowText(root.host as HTMLElement)).not.toMatch(/Choose a|out of stock|Quantity of/);
  });

  it('says in German that a product is not there, or that none is named', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const unknown = mount('product-details', { 'product-slug': 'missing' });
    const unnamed = mount('product-details');
    await waitFor(() => expect(unknown.getAttribute('state')).toBe('error'));
    await waitFor(() => expect(unnamed.getAttribute('state')).toBe('error'));
    await waitFor(() => expect(shadowText(unknown)).toBe('Dieses Produkt ist nicht verfügbar.'));
    expect(shadowText(unnamed)).toBe(
      'Fügen Sie <product-details> ein product-id- oder product-slug-Attribut hinzu.',
    );
  });
});
