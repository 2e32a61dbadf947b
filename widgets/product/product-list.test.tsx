// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { getQueryClient } from '../../shared/data';
import { adopts, mount, shadowText, widgetErrors } from '../../shared/element/test-support';
import { API } from '../../shared/client/testing/msw';
import { getPageSession } from '../../shared/session';
import { fakePlatform, productQueries, simpleProduct } from '../../shared/client/testing/catalog';
import { useCataloguePage } from './test-support';
import './index';
import { productListCss } from './product-list.styles';
import { listViewCss } from './product-list-view.styles';
import { bareFailure } from '../../shared/client/testing/answers';

/** 15 mugs in the "mugs" collection, priced 1..15 but stored in a shuffled order. */
const prices = [7, 3, 12, 1, 15, 9, 4, 11, 2, 14, 6, 13, 8, 5, 10];
const mugs = prices.map((amount, i) =>
  simpleProduct(`m${i}`, {
    name: `Mug ${String.fromCharCode(97 + i)}`,
    price: { currency: 'USD', price: amount, discountedPrice: amount },
    collectionIds: ['col-mugs'],
  }),
);
const platform = fakePlatform(
  [...mugs, simpleProduct('other', { collectionIds: ['col-other'] })],
  [
    { id: 'col-mugs', slug: 'mugs', name: 'Mugs' },
    { id: 'col-empty', slug: 'empty', name: 'Empty' },
  ],
);
const server = useCataloguePage(platform);
const queryDefaults = getQueryClient().getDefaultOptions();
afterEach(() => {
  getQueryClient().setDefaultOptions(queryDefaults);
});

const names = (list: HTMLElement) =>
  [...list.shadowRoot!.querySelectorAll('[part="name"]')].map((n) => n.textContent);
const loadMore = (list: HTMLElement) =>
  list.shadowRoot!.querySelector<HTMLButtonElement>('[part="load-more"]');

describe('<product-list>', () => {
  it('shows skeletons, then a page of 12 cards of the collection, whose products cards then reuse', async () => {
    const list = mount('product-list', { 'collection-id': 'col-mugs' });
    await waitFor(() =>
      expect(list.shadowRoot!.querySelectorAll('.sw-skeleton').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(list.getAttribute('state')).toBe('ready'));
    expect(names(list)).toHaveLength(12);
    expect(names(list)).not.toContain('Product other');
    const [query] = productQueries(platform.seen);
    expect(query!.params.query).toMatchObject({
      filter: { collectionIds: { $hasSome: ['col-mugs'] } },
      paging: { limit: 12, offset: 0 },
    });
    // In the page's product store under both keys: cards of these products ask for nothing.
    const cards = [
      mount('product-card', { 'product-id': 'm0' }),
      mount('product-card', { 'product-slug': 'slug-m3' }),
    ];
    await waitFor(() => cards.forEach((card) => expect(card.getAttribute('state')).toBe('ready')));
    expect(
      cards.map((card) => card.shadowRoot!.querySelector('[part="name"]')?.textContent),
    ).toEqual(['Mug a', 'Mug d']);
    expect(productQueries(platform.seen)).toHaveLength(1);
  });

  it("links every card to the list's own product-page", async () => {
    const list = mount('product-list', {
      'collection-id': 'col-mugs',
      'page-size': '2',
      'product-page': '/shop/{id}',
    });
    await waitFor(() => expect(list.getAttribute('state')).toBe('ready'));
    const hrefs = [...list.shadowRoot!.querySelectorAll('[part="name-link"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual([`${location.origin}/shop/m0`, `${location.origin}/shop/m1`]);
  });

  it('shows its cards without links for an own product-page it cannot use, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = widgetErrors();
    const list = mount('product-list', {
      'collection-id': 'col-mugs',
      'page-size': '2',
      'product-page': '/shop/{sku}',
    });
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ tag: 'product-list', code: 'INVALID_ATTRIBUTE' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^site-widgets <product-list>: "product-page" must be/),
    );
    await waitFor(() => expect(names(list)).toHaveLength(2));
    expect(list.shadowRoot!.querySelectorAll('a')).toHaveLength(0);
  });

  it('loads the next page by offset and hides "Load more" at the end', async () => {
    const list = mount('product-list', { 'collection-id': 'col-mugs', 'page-size': '6' });
    await waitFor(() => expect(names(list)).toHaveLength(6));
    loadMore(list)!.click();
    await waitFor(() => expect(names(list)).toHaveLength(12));
    loadMore(list)!.click();
    await waitFor(() => expect(names(list)).toHaveLength(15));
    expect(loadMore(list)).toBeNull();
    expect(productQueries(platform.seen).map((s) => s.params.query)).toMatchObject([
      { paging: { limit: 6, offset: 0 } },
      { paging: { limit: 6, offset: 6 } },
      { paging: { limit: 6, offset: 12 } },
    ]);
    expect(new Set(names(list)).size).toBe(15);
  });

  it('adds its sort control’s and "Load more"’s styles with its chunk, not the family’s first load', async () => {
    const list = mount('product-list', { 'collection-id': 'col-mugs', 'page-size': '6' });
    await waitFor(() => expect(loadMore(list)).not.toBeNull());
    expect(adopts(list, listViewCss)).toBe(true);
    expect(productListCss).not.toContain('.more .sw-button');
  });

  it('hands the focus from "Load more" to the first new card, also when the button is gone', async () => {
    const list = mount('product-list', { 'collection-id': 'col-mugs', 'page-size': '6' });
    await waitFor(() => expect(names(list)).toHaveLength(6));
    const focused = () => list.shadowRoot!.activeElement;
    const card = (index: number) => list.shadowRoot!.querySelectorAll('[part="grid"] > li')[index];
    for (const [shown, next] of [
      [6, 12],
      [12, 15], // the last page: the button is gone, the focus must not go with it
    ]) {
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.all(
          `${API}/stores-reader/v1/products/query-platformized`,
          () => held.then(() => undefined),
          { once: true },
        ),
      );
      loadMore(list)!.focus();
      loadMore(list)!.click();
      // Loading: the button says so and keeps the focus (a disabled one would drop it).
      await waitFor(() => expect(loadMore(list)!.getAttribute('aria-disabled')).toBe('true'));
      expect(loadMore(list)!.disabled).toBe(false);
      expect(focused()).toBe(loadMore(list));
      loadMore(list)!.click(); // pressed again meanwhile: nothing more is asked
      answer();
      await waitFor(() => expect(names(list)).toHaveLength(next!));
      await waitFor(() => expect(focused()).toBe(card(shown!)));
    }
    expect(productQueries(platform.seen)).toHaveLength(3);
  });

  it('hands the focus to Try again when the next page fails, and on to its first card', async () => {
    getQueryClient().setDefaultOptions({ queries: { retry: false } });
    const list = mount('product-list', { 'collection-id': 'col-mugs', 'page-size': '6' });
    await waitFor(() => expect(names(list)).toHaveLength(6));
    server.use(
      http.all(`${API}/stores-reader/v1/products/query-platformized`, () => bareFailure(503)),
    );
    loadMore(list)!.focus();
    loadMore(list)!.click();
    const retry = () =>
      list.shadowRoot!.querySelector<HTMLButtonElement>('[part="more"] [role="alert"] button');
    await waitFor(() => expect(retry()).not.toBeNull());
    await waitFor(() => expect(list.shadowRoot!.activeElement).toBe(retry()));
    expect(names(list)).toHaveLength(6);
    // Tried again, the page comes: the focus goes on with its first card, not with the notice.
    server.resetHandlers();
    retry()!.click();
    await waitFor(() => expect(names(list)).toHaveLength(12));
    await waitFor(() =>
      expect(list.shadowRoot!.activeElement).toBe(
        list.shadowRoot!.querySelectorAll('[part="grid"] > li')[6],
      ),
    );
  });

  it("sorts by the attribute and by the visitor's choice", async () => {
    const list = mount('product-list', {
      'collection-slug': 'mugs',
      sort: 'price-asc',
      'page-size': '3',
    });
    await waitFor(() => expect(names(list)).toEqual(['Mug d', 'Mug i', 'Mug b']));
    const select = list.shadowRoot!.querySelector<HTMLSelectElement>('select[part="sort"]')!;
    expect(select.value).toBe('price-asc');
    expect(list.shadowRoot!.querySelector(`label[for="${select.id}"]`)?.textContent).toBe(
      'Sort by',
    );
    fireEvent.change(select, { target: { value: 'price-desc' } });
    await waitFor(() => expect(names(list)).toEqual(['Mug e', 'Mug j', 'Mug l']));
    expect(productQueries(platform.seen).at(-1)!.params.query).toMatchObject({
      sort: [{ fieldName: 'price', order: 'DESC' }],
      filter: { collectionIds: { $hasSome: ['col-mugs'] } },
    });
    list.setAttribute('sort', 'name');
    await waitFor(() => expect(names(list)).toEqual(['Mug a', 'Mug b', 'Mug c']));
    expect(select.value).toBe('name');
    // Newest first by numericId, which grows with creation: the platform does not sort by
    // _createdDate (its query spec marks it filter-only).
    fireEvent.change(select, { target: { value: 'newest' } });
    await waitFor(() =>
      expect(productQueries(platform.seen).at(-1)!.params.query).toMatchObject({
        sort: [{ fieldName: 'numericId', order: 'DESC' }],
      }),
    );
  });

  it("shows the store's order for a sort it does not know, and tells the owner", async () => {
    const errors = widgetErrors();
    const list = mount('product-list', {
      'collection-slug': 'mugs',
      sort: 'cheapest',
      'page-size': '3',
    });
    await waitFor(() => expect(list.getAttribute('state')).toBe('ready'));
    expect(list.shadowRoot!.querySelector<HTMLSelectElement>('select[part="sort"]')!.value).toBe(
      'featured',
    );
    expect(errors).toEqual([
      {
        tag: 'product-list',
        code: 'INVALID_ATTRIBUTE',
        message:
          '"sort" is "cheapest": use featured, price-asc, price-desc, name, newest; the list shows the store\'s order.',
      },
    ]);
    list.setAttribute('sort', 'name');
    await waitFor(() => expect(names(list)).toEqual(['Mug a', 'Mug b', 'Mug c']));
    expect(errors).toHaveLength(1);
  });

  it('tells the owner of a page size it cannot take, and pages by the nearest it can', async () => {
    const errors = widgetErrors();
    const list = mount('product-list', { 'collection-slug': 'mugs', 'page-size': '500' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('ready'));
    expect(productQueries(platform.seen).at(-1)!.params.query).toMatchObject({
      paging: { limit: 100 },
    });
    const problem = {
      tag: 'product-list',
      code: 'INVALID_ATTRIBUTE',
      message: '"page-size" must be a whole number from 1 to 100; the list shows 100 a page.',
    };
    expect(errors).toEqual([problem]);
    // Not a number at all: the default page.
    list.setAttribute('page-size', 'all');
    await waitFor(() => expect(errors).toHaveLength(2));
    expect(errors[1]!.message).toContain('the list shows 12 a page.');
    list.setAttribute('page-size', '3');
    await waitFor(() => expect(names(list)).toEqual(['Mug a', 'Mug b', 'Mug c']));
    expect(errors).toHaveLength(2);
  });

  it('says so when the collection has no products', async () => {
    const list = mount('product-list', { 'collection-slug': 'empty' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('empty'));
    expect(shadowText(list)).toContain('No products here yet');
    expect(list.shadowRoot!.querySelector('[part="more"]')).toBeNull();
    expect(list.shadowRoot!.querySelector('[part="sort"]')).toBeNull(); // nothing to sort
  });

  it('shows an error with a retry that works', async () => {
    getQueryClient().setDefaultOptions({ queries: { retry: false } });
    let failures = 1;
    server.use(
      http.all(`${API}/stores-reader/v1/products/query-platformized`, () =>
        failures-- > 0 ? bareFailure(503) : undefined,
      ),
    );
    const list = mount('product-list', { 'collection-id': 'col-mugs' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('error'));
    const alert = list.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Something went wrong on our side');
    // A failed read keeps the sort: the visitor may have just chosen it, and be on it.
    expect(list.shadowRoot!.querySelector('[part="sort"]')).not.toBeNull();
    expect(list.shadowRoot!.querySelector('[part="more"]')).toBeNull(); // no empty slot below
    alert.querySelector('button')!.click();
    await waitFor(() => expect(list.getAttribute('state')).toBe('ready'));
    expect(names(list)).toHaveLength(12);
  });

  it('keeps its products when reading the collection again fails (on focus, offline)', async () => {
    const list = mount('product-list', { 'collection-slug': 'mugs', 'page-size': '2' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('ready'));
    // A refusal: not retried, so the read fails at once.
    server.use(http.get(`${API}/v2/collections/slug/:slug`, () => bareFailure(403)));
    await getQueryClient().refetchQueries({ queryKey: ['collection'] });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the widget's render
    expect(list.getAttribute('state')).toBe('ready');
    expect(names(list)).toHaveLength(2);
  });

  it('reports an unknown collection slug at once, without retrying', async () => {
    const errors = widgetErrors();
    const list = mount('product-list', { 'collection-slug': 'nope' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('error'));
    // The visitor reads the page's language; the page hears the platform's detail.
    expect(shadowText(list)).toContain('These products are not available.');
    expect(productQueries(platform.seen)).toHaveLength(0);
    expect(shadowText(list)).not.toContain('Sort by');
    expect(list.shadowRoot!.querySelector('[part="notice"] button')).toBeNull();
    expect(errors).toEqual([
      { tag: 'product-list', code: 'NOT_FOUND', message: 'Collection nope not found' },
    ]);
  });

  it('reports an unknown collection id as an error, not as a collection with no products', async () => {
    const errors = widgetErrors();
    const list = mount('product-list', { 'collection-id': 'col-nope' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('error'));
    expect(shadowText(list)).toContain('These products are not available.');
    expect(errors).toEqual([
      { tag: 'product-list', code: 'NOT_FOUND', message: 'Collection col-nope not found' },
    ]);
    // A known id is named, as a slug's collection is.
    const known = mount('product-list', { 'collection-id': 'col-mugs' });
    await waitFor(() =>
      expect(known.shadowRoot!.querySelector('[part="list"]')?.getAttribute('aria-label')).toBe(
        'Products: Mugs',
      ),
    );
  });

  it('reports a collection id refused as malformed (400 on its read) as the attribute, with no Try again', async () => {
    const errors = widgetErrors();
    server.use(http.get(`${API}/v2/collections/:id`, () => bareFailure(400)));
    const list = mount('product-list', { 'collection-id': 'x'.repeat(40) });
    await waitFor(() => expect(list.getAttribute('state')).toBe('error'));
    expect(shadowText(list)).toContain('These products are not available.');
    expect(list.shadowRoot!.querySelector('button')).toBeNull();
    expect(errors).toEqual([
      { tag: 'product-list', code: 'INVALID_ATTRIBUTE', message: 'Bad Request' },
    ]);
  });

  it("keeps Try again for a 400 on its products' query: no attribute of its own is wrong", async () => {
    getQueryClient().setDefaultOptions({ queries: { retry: false } });
    const errors = widgetErrors();
    server.use(
      http.all(`${API}/stores-reader/v1/products/query-platformized`, () => bareFailure(400)),
    );
    const list = mount('product-list', { 'collection-id': 'col-mugs' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('error'));
    expect(list.shadowRoot!.querySelector('[role="alert"] button')).not.toBeNull();
    expect(errors).toEqual([{ tag: 'product-list', code: undefined, message: 'Bad Request' }]);
  });

  it('takes its landmark name from `label`: two lists of the whole store told apart', async () => {
    const name = (list: HTMLElement) =>
      list.shadowRoot!.querySelector('[part="list"]')?.getAttribute('aria-label');
    const plain = mount('product-list', { 'page-size': '2' });
    const sale = mount('product-list', { 'page-size': '2', label: 'On sale' });
    const mugs = mount('product-list', { 'collection-slug': 'mugs', label: 'Our mugs' });
    await waitFor(() => expect(mugs.getAttribute('state')).toBe('ready'));
    await waitFor(() => expect(name(plain)).toBe('Products'));
    expect(name(sale)).toBe('On sale');
    expect(name(mugs)).toBe('Our mugs');
    sale.removeAttribute('label');
    await waitFor(() => expect(name(sale)).toBe('Products'));
  });

  it("names its cards' products at the heading level the page gives (3 by default)", async () => {
    const names = (list: HTMLElement) =>
      [...list.shadowRoot!.querySelectorAll('[part="name"]')].map((name) => name.localName);
    const plain = mount('product-list', { 'page-size': '2' });
    const underH1 = mount('product-list', { 'page-size': '2', 'heading-level': '2' });
    await waitFor(() => expect(names(underH1)).toEqual(['h2', 'h2']));
    await waitFor(() => expect(names(plain)).toEqual(['h3', 'h3']));
    underH1.setAttribute('heading-level', 'x');
    await waitFor(() => expect(names(underH1)).toEqual(['h3', 'h3']));
  });
});

describe('<product-list> in German', () => {
  it('shows the list’s own text in German as the card’s, never English meanwhile', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const list = mount('product-list', { 'collection-slug': 'mugs', 'page-size': '2' });
    await waitFor(() => expect(list.getAttribute('state')).toBe('ready'));
    const root = list.shadowRoot!;
    expect(root.querySelector('[part="list"]')?.getAttribute('aria-label')).toBe('Produkte: Mugs');
    expect(root.querySelector('label')?.textContent).toBe('Sortieren nach');
    expect([...root.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Empfohlen',
      'Preis: aufsteigend',
      'Preis: absteigend',
      'Name',
      'Neueste',
    ]);
    expect(loadMore(list)?.textContent).toBe('Mehr laden');
    expect(root.querySelector('[part="stock"]')?.textContent).toBe('Auf Lager');
    expect(shadowText(list)).not.toMatch(/Sort by|Load more|In stock/);
  });
});
