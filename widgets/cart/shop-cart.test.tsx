// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API, useServer } from '../../shared/client/testing/msw';
import { cartKeys, getQueryClient } from '../../shared/data';
import {
  adopts,
  mount,
  shadowText,
  sourcesAfterFailureAndOnline,
} from '../../shared/element/test-support';
import { stepperCss } from '../../shared/ui';
import { setCheckoutNavigation } from './checkout-navigation';
import {
  applicationError,
  serverError,
  validationError,
} from '../../shared/client/testing/answers';
import { FakeStore, MUG, TSHIRT, line, storeHandlers } from '../../shared/client/testing/cart';
import { freshPage, nextPage, returningVisitor, withoutReadRetries } from './test-support';
import { getPageSession } from '../../shared/session';
import { markOf } from '../../shared/client/auth/token-store';
import './index';

let store: FakeStore;
const server = useServer(...storeHandlers(() => store));

beforeEach(() => {
  store = new FakeStore().withLines(line(TSHIRT, 2, 'var-m'), line(MUG, 1));
  freshPage();
});
afterEach(() => document.body.replaceChildren());

const $ = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  element.shadowRoot!.querySelector<T>(selector);
const button = (element: Element, name: string) =>
  [...element.shadowRoot!.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  )!;
const stepperOf = (element: Element, productName: string) =>
  $(element, `[aria-label="Quantity of ${productName}"]`)!;
/** The line's + or − button (`Increase quantity of …`, `Decrease quantity of …`). */
const stepButton = (element: Element, productName: string, action: 'Increase' | 'Decrease') =>
  stepperOf(element, productName).querySelector<HTMLButtonElement>(
    `[aria-label^="${action} quantity"]`,
  )!;
const quantityIn = (element: Element, productName: string) =>
  stepperOf(element, productName).querySelector('output')!.textContent;
const liveText = (element: Element) => $(element, '[role="status"][aria-live]')?.textContent ?? '';

/**
 * Holds each quantity change until the test calls `answer()` (the store's handler then answers);
 * `sent` lists the quantities asked for, in order.
 */
function holdQuantityChanges() {
  const sent: number[] = [];
  let release = () => {};
  server.use(
    http.post(`${API}/ecom/v1/carts/current/update-line-items-quantity`, async ({ request }) => {
      const { lineItems } = (await request.clone().json()) as {
        lineItems: { quantity: number }[];
      };
      sent.push(lineItems[0]!.quantity);
      await new Promise<void>((resolve) => (release = resolve));
    }),
  );
  return { sent, answer: () => release() };
}

/**
 * Days away: the stored access token has expired and the platform refuses the refresh token, so
 * the client takes a new visitor on the way (spec §4 rule 2), who has no cart.
 */
function forgetTheVisitor() {
  getPageSession()
    .getState()
    .setTokens({ ...returningVisitor, accessToken: { value: 'old', expiresAt: 1 } });
  store.cart = null;
  server.use(
    http.post(`${API}/oauth2/token`, async ({ request }) =>
      ((await request.json()) as { grantType: string }).grantType === 'refresh_token'
        ? HttpResponse.json({ message: 'The refresh token is unknown' }, { status: 400 })
        : HttpResponse.json({
            access_token: 'new-access',
            expires_in: 14400,
            refresh_token: 'a-new-visitor-refresh',
            token_type: 'Bearer',
          }),
    ),
  );
}

async function mountedCart(attributes: Record<string, string> = {}) {
  const cart = mount('shop-cart', attributes);
  await waitFor(() => expect($(cart, '[part="line-item"]')).not.toBeNull());
  return cart;
}

describe('<shop-cart>', () => {
  it('lists line items with name, options, unit price and quantity, and reflects ready', async () => {
    const cart = await mountedCart();
    expect(cart.shadowRoot!.querySelectorAll('[part="line-item"]')).toHaveLength(2);
    expect(shadowText(cart)).toContain('Tour T-shirt');
    expect(shadowText(cart)).toContain('Size');
    expect(shadowText(cart)).toContain('$25.00');
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('2');
    expect(cart.getAttribute('state')).toBe('ready');
    // The lines' steppers' styles come with the panel's chunk, not the family's first load.
    expect(adopts(cart, stepperCss)).toBe(true);
  });

  it('asks again for a line image that failed to load once the browser is back online', async () => {
    store.cart!.lineItems[1]!.image = { id: 'mug', url: 'https://static.test/mug.jpg' };
    const cart = await mountedCart();
    const image = $<HTMLImageElement>(cart, 'img[part="line-image"]')!;
    expect(await sourcesAfterFailureAndOnline(image)).toEqual(['https://static.test/mug.jpg']);
  });

  it("prices a line of several at what they cost together, one's price under it", async () => {
    store.cart!.lineItems[0]!.lineItemPrice = { amount: '45.00' }; // the platform's, discounted
    const cart = await mountedCart();
    const [tees, mug] = [...cart.shadowRoot!.querySelectorAll('[part="line-item"]')];
    const text = (line: Element | undefined, part: string) =>
      line!.querySelector(`[part="${part}"]`)?.textContent;
    expect(text(tees, 'line-price')).toBe('$45.00');
    expect(text(tees, 'line-unit-price')).toBe('$25.00each');
    expect(text(mug, 'line-price')).toBe('$12.00');
    expect(text(mug, 'line-unit-price')).toBeUndefined();

    // Without the platform's total, unit times quantity.
    delete store.cart!.lineItems[0]!.lineItemPrice;
    // Each line's buttons carry its name: a list of the cart's buttons tells them apart.
    expect(
      [...stepperOf(cart, 'Tour T-shirt').querySelectorAll('button')].map((button) =>
        button.getAttribute('aria-label'),
      ),
    ).toEqual(['Decrease quantity of Tour T-shirt', 'Increase quantity of Tour T-shirt']);
    stepButton(cart, 'Tour T-shirt', 'Increase').click();
    await waitFor(() => expect(text(tees, 'line-price')).toBe('$75.00'));
  });

  it('shows the estimated totals', async () => {
    const cart = await mountedCart();
    await waitFor(() => expect($(cart, '[part="totals"] dl')).not.toBeNull());
    const totals = $(cart, '[part="totals"]')!.textContent;
    expect(totals).toContain('Subtotal$62.00');
    expect(totals).toContain('Shipping$5.00');
    expect(totals).toContain('Tax$4.96');
    expect(totals).toContain('Total$71.96');
  });

  it("links a line name to the site's product page, by id or by the slug its url ends in", async () => {
    freshPage({ productPage: '/products/{slug}' });
    // A line's url in the platform's REST form: { relativePath, url } (the SDK reads the url).
    store = new FakeStore().withLines(
      {
        ...line(TSHIRT, 1),
        url: {
          relativePath: '/product-page/tour-t-shirt',
          url: 'https://platform.test/product-page/tour-t-shirt',
        },
      },
      { ...line(MUG, 1), url: { relativePath: '/mug', url: 'javascript:alert(1)' } },
    );
    const cart = await mountedCart();
    const links = [...cart.shadowRoot!.querySelectorAll('[part="line-name"] a')];
    // The mug's url is no web page, so its slug is unknown: its name stays text.
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tour T-shirt', `${location.origin}/products/tour-t-shirt`],
    ]);

    freshPage({ productPage: '/product.html?id={id}' });
    const byId = await mountedCart();
    const hrefs = [...byId.shadowRoot!.querySelectorAll('[part="line-name"] a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      `${location.origin}/product.html?id=${TSHIRT.id}`,
      `${location.origin}/product.html?id=${MUG.id}`,
    ]);
  });

  it('shows line names as plain text when the site has no product page', async () => {
    store = new FakeStore().withLines({
      ...line(TSHIRT, 1),
      url: {
        relativePath: '/product-page/tour-t-shirt',
        url: 'https://platform.test/product-page/tour-t-shirt',
      },
    });
    const cart = await mountedCart();
    expect(cart.shadowRoot!.querySelector('[part="line-name"] a')).toBeNull();
    expect(cart.shadowRoot!.querySelector('[part="line-name"]')!.textContent).toBe('Tour T-shirt');
  });

  it('shows a custom line, which the platform sends among lineItems without a catalogue reference', async () => {
    freshPage({ productPage: '/product.html?id={id}' });
    const { catalogReference: _none, ...wrap } = line(MUG, 2);
    store = new FakeStore().withLines(line(TSHIRT, 1), {
      ...wrap,
      id: 'line-gift-wrap',
      productName: { original: 'Gift wrap' },
      customLineItem: true,
    });
    const cart = await mountedCart();
    const names = [...cart.shadowRoot!.querySelectorAll('[part="line-name"]')];
    expect(names.map((n) => n.textContent)).toEqual(['Tour T-shirt', 'Gift wrap']);
    // No product behind it: no product page to link.
    expect(names[1]!.querySelector('a')).toBeNull();
    expect(quantityIn(cart, 'Gift wrap')).toBe('2');
  });

  it("paints a line's colour only with a colour, never a url()", async () => {
    const colour = (code: string, name: string) => ({
      name: { original: 'Colour' },
      colorInfo: { original: name, code },
    });
    store = new FakeStore().withLines(
      { ...line(TSHIRT, 1), descriptionLines: [colour('url(https://tracker.example/p)', 'Pixel')] },
      { ...line(MUG, 1), descriptionLines: [colour('#ff0000', 'Red')] },
    );
    const cart = await mountedCart();
    const swatches = [...cart.shadowRoot!.querySelectorAll<HTMLElement>('.line-options .swatch')];
    expect(swatches.map((s) => s.style.background)).toEqual([
      'transparent',
      expect.stringMatching(/#ff0000|rgb\(255, 0, 0\)/),
    ]);
  });

  it('makes one cart request for two carts and a cart count on the page', async () => {
    const carts = [mount('shop-cart'), mount('shop-cart', { mode: 'drawer' })];
    const count = mount('cart-count');
    await waitFor(() => expect($(count, '[part="badge"]')!.textContent).toBe('3'));
    await waitFor(() => expect(carts[0]!.getAttribute('state')).toBe('ready'));
    expect(carts[1]!.getAttribute('state')).toBe('ready');
    expect(store.count('GET /ecom/v1/carts/current')).toBe(1);
  });

  it('changes a quantity, updates the cart count and announces it', async () => {
    const cart = await mountedCart();
    const count = mount('cart-count');
    await waitFor(() => expect($(count, '[part="badge"]')!.textContent).toBe('3'));
    const events: unknown[] = [];
    document.addEventListener('cart-updated', (e) => events.push((e as CustomEvent).detail), {
      once: true,
    });

    stepButton(cart, 'Tour T-shirt', 'Increase').click();

    await waitFor(() => expect(quantityIn(cart, 'Tour T-shirt')).toBe('3'));
    await waitFor(() => expect($(count, '[part="badge"]')!.textContent).toBe('4'));
    expect(liveText(cart)).toContain('Quantity of Tour T-shirt updated to 3');
    // Heard once: the number itself (an <output>, live of itself) is silenced.
    expect(stepperOf(cart, 'Tour T-shirt').querySelector('output')!.getAttribute('aria-live')).toBe(
      'off',
    );
    expect(events).toEqual([{ cart: store.cart }]);
    expect(store.cart!.lineItems[0]!.quantity).toBe(3);
  });

  it('counts presses made while a change is under way, and sends only the latest', async () => {
    const { sent, answer } = holdQuantityChanges();
    const cart = await mountedCart();
    const press = async (label: 'Increase' | 'Decrease', shows: string) => {
      stepButton(cart, 'Tour T-shirt', label).click();
      await waitFor(() => expect(quantityIn(cart, 'Tour T-shirt')).toBe(shows));
    };

    await press('Increase', '3');
    await press('Increase', '4');
    await press('Increase', '5');
    await press('Decrease', '4');
    expect(sent).toEqual([3]);
    expect($(cart, '[part="line-item"]')!.getAttribute('aria-busy')).toBe('true');

    answer();
    await waitFor(() => expect(sent).toEqual([3, 4]));
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('4');
    answer();
    await waitFor(() => expect(liveText(cart)).toContain('Quantity of Tour T-shirt updated to 4'));
    expect(liveText(cart)).not.toContain('updated to 3');
    expect(store.cart!.lineItems[0]!.quantity).toBe(4);
    expect(sent).toEqual([3, 4]);
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('4');
    expect($(cart, '[part="line-item"]')!.getAttribute('aria-busy')).toBe('false');
  });

  it('sends the latest quantity pressed when the drawer closes before the first is answered', async () => {
    const { sent, answer } = holdQuantityChanges();
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await waitFor(() => expect(drawer.getAttribute('state')).toBe('ready'));
    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).not.toBeNull());
    const increase = stepButton(drawer, 'Tour T-shirt', 'Increase');
    for (const shows of ['3', '4', '5']) {
      increase.click();
      await waitFor(() => expect(quantityIn(drawer, 'Tour T-shirt')).toBe(shows));
    }

    document.dispatchEvent(new Event('sw-close-cart')); // the lines unmount
    await waitFor(() => expect($(drawer, '[part="line-item"]')).toBeNull());
    answer();
    await waitFor(() => expect(sent).toEqual([3, 5]));
    answer();
    await waitFor(() => expect(store.cart!.lineItems[0]!.quantity).toBe(5));

    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect(quantityIn(drawer, 'Tour T-shirt')).toBe('5'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([3, 5]);
  });

  it('shows what the cart holds when the line changed elsewhere after a change answered while closed', async () => {
    const { answer } = holdQuantityChanges();
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await waitFor(() => expect(drawer.getAttribute('state')).toBe('ready'));
    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).not.toBeNull());
    stepButton(drawer, 'Tour T-shirt', 'Increase').click();
    document.dispatchEvent(new Event('sw-close-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).toBeNull());
    answer();
    await waitFor(() => expect(store.cart!.lineItems[0]!.quantity).toBe(3));

    // Another tab sets 7 before this drawer opens again.
    store.save([{ ...store.cart!.lineItems[0]!, quantity: 7 }, store.cart!.lineItems[1]!]);
    await getQueryClient().refetchQueries({ queryKey: cartKeys.current });
    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).not.toBeNull());
    await waitFor(() => expect(quantityIn(drawer, 'Tour T-shirt')).toBe('7'));
  });

  it('says a change failed while the drawer was closed when it opens again', async () => {
    let failed = 0;
    server.use(
      http.post(`${API}/ecom/v1/carts/current/update-line-items-quantity`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        failed++;
        return HttpResponse.error();
      }),
    );
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await waitFor(() => expect(drawer.getAttribute('state')).toBe('ready'));
    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).not.toBeNull());
    stepButton(drawer, 'Tour T-shirt', 'Increase').click();

    document.dispatchEvent(new Event('sw-close-cart')); // closed before the change fails
    await waitFor(() => expect($(drawer, '[part="line-item"]')).toBeNull());
    await waitFor(() => expect(failed).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));

    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect(quantityIn(drawer, 'Tour T-shirt')).toBe('2'));
    await waitFor(() => expect($(drawer, '[part="line-item"] [role="alert"]')).not.toBeNull());
    expect($(drawer, '[role="alert"]')!.textContent).toContain('We could not connect');
  });

  it('shows the quantity wanted, busy, when the drawer opens again while it is being sent', async () => {
    const { sent, answer } = holdQuantityChanges();
    const drawer = mount('shop-cart', { mode: 'drawer' });
    await waitFor(() => expect(drawer.getAttribute('state')).toBe('ready'));
    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).not.toBeNull());
    const increase = () => stepButton(drawer, 'Tour T-shirt', 'Increase').click();
    increase();
    await waitFor(() => expect(quantityIn(drawer, 'Tour T-shirt')).toBe('3'));
    increase();
    await waitFor(() => expect(quantityIn(drawer, 'Tour T-shirt')).toBe('4'));

    document.dispatchEvent(new Event('sw-close-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).toBeNull());
    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect($(drawer, '[part="line-item"]')).not.toBeNull());
    expect(quantityIn(drawer, 'Tour T-shirt')).toBe('4');
    expect($(drawer, '[part="line-item"]')!.getAttribute('aria-busy')).toBe('true');

    increase(); // pressed in the reopened drawer: it joins the change under way
    await waitFor(() => expect(quantityIn(drawer, 'Tour T-shirt')).toBe('5'));
    answer();
    await waitFor(() => expect(sent).toEqual([3, 5]));
    answer();
    await waitFor(() =>
      expect(liveText(drawer)).toContain('Quantity of Tour T-shirt updated to 5'),
    );
    expect(store.cart!.lineItems[0]!.quantity).toBe(5);
    expect(quantityIn(drawer, 'Tour T-shirt')).toBe('5');
    expect($(drawer, '[part="line-item"]')!.getAttribute('aria-busy')).toBe('false');
  });

  it('starts a fresh page (the next test) with no quantity queued by the last one', async () => {
    const { sent } = holdQuantityChanges(); // never answered: the change stays under way
    const before = await mountedCart();
    stepButton(before, 'Tour T-shirt', 'Increase').click();
    await waitFor(() => expect(sent).toEqual([3]));

    document.body.replaceChildren();
    freshPage(); // as the next test's setup does
    const cart = await mountedCart();
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('2');
    expect($(cart, '[part="line-item"]')!.getAttribute('aria-busy')).toBe('false');
    stepButton(cart, 'Tour T-shirt', 'Increase').click();
    await waitFor(() => expect(sent).toEqual([3, 3]));
  });

  it('keeps showing a quantity pressed back while a change is under way, and sends it', async () => {
    const { sent, answer } = holdQuantityChanges();
    const cart = await mountedCart();
    const press = (label: 'Increase' | 'Decrease') =>
      stepButton(cart, 'Tour T-shirt', label).click();
    press('Increase');
    await waitFor(() => expect(quantityIn(cart, 'Tour T-shirt')).toBe('3'));
    press('Decrease');
    await waitFor(() => expect(quantityIn(cart, 'Tour T-shirt')).toBe('2'));

    answer(); // the platform now holds 3, and is asked for 2
    await waitFor(() => expect(sent).toEqual([3, 2]));
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('2');
    answer();
    await waitFor(() => expect(liveText(cart)).toContain('updated to 2'));
    expect(store.cart!.lineItems[0]!.quantity).toBe(2);
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('2');
  });

  it('shows what the first change left when the one pressed during it fails', async () => {
    let answer = () => {};
    let calls = 0;
    server.use(
      http.post(`${API}/ecom/v1/carts/current/update-line-items-quantity`, async () => {
        calls += 1;
        if (calls > 1) return serverError();
        await new Promise<void>((resolve) => (answer = resolve));
      }),
    );
    const cart = await mountedCart();
    const increase = () => stepButton(cart, 'Tour T-shirt', 'Increase').click();
    increase();
    await waitFor(() => expect(quantityIn(cart, 'Tour T-shirt')).toBe('3'));
    increase();
    await waitFor(() => expect(quantityIn(cart, 'Tour T-shirt')).toBe('4'));
    answer();
    await waitFor(() => expect($(cart, '[part="line-item"] [role="alert"]')).not.toBeNull());
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('3');
    expect(store.cart!.lineItems[0]!.quantity).toBe(3);
  });

  it('shows what the platform holds when it keeps fewer than asked for', async () => {
    server.use(
      http.post(`${API}/ecom/v1/carts/current/update-line-items-quantity`, () =>
        store.save([{ ...store.cart!.lineItems[0]!, quantity: 2 }, store.cart!.lineItems[1]!]),
      ),
    );
    const cart = await mountedCart();
    stepButton(cart, 'Tour T-shirt', 'Increase').click();
    await waitFor(() => expect(liveText(cart)).toContain('Quantity of Tour T-shirt updated to 2'));
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('2');
  });

  it('never lets the stepper go to 0; Remove takes the line out and says so', async () => {
    const cart = await mountedCart();
    const decrease = stepButton(cart, 'Mug', 'Decrease');
    expect(decrease.getAttribute('aria-disabled')).toBe('true');

    button(cart, 'Remove Mug').click();

    await waitFor(() =>
      expect(cart.shadowRoot!.querySelectorAll('[part="line-item"]')).toHaveLength(1),
    );
    expect($(cart, '[part="line-items"]')!.textContent).not.toContain('Mug');
    expect(liveText(cart)).toContain('Removed Mug');
    expect(store.count('POST /ecom/v1/carts/current/remove-line-items')).toBe(1);
  });

  it('shows an error and leaves the lines as they were when a change fails', async () => {
    server.use(http.post(`${API}/ecom/v1/carts/current/update-line-items-quantity`, serverError));
    const cart = await mountedCart();

    stepButton(cart, 'Tour T-shirt', 'Increase').click();

    await waitFor(() => expect($(cart, '[part="line-item"] [role="alert"]')).not.toBeNull());
    expect($(cart, '[role="alert"]')!.textContent).toContain('Something went wrong');
    expect(quantityIn(cart, 'Tour T-shirt')).toBe('2');
    expect(cart.shadowRoot!.querySelectorAll('[part="line-item"]')).toHaveLength(2);
  });

  it('applies a coupon, shows the discount and can remove it again', async () => {
    const cart = await mountedCart();
    const input = $<HTMLInputElement>(cart, '[part="coupon-input"]')!;
    typeInto(input, 'save10');
    $(cart, '[part="coupon-button"]')!.click();

    await waitFor(() => expect(shadowText(cart)).toContain('Coupon SAVE10 applied'));
    expect(liveText(cart)).toContain('Coupon SAVE10 applied');
    await waitFor(() =>
      expect($(cart, '[part="totals"]')!.textContent).toContain('Discounts-$6.20'),
    );

    button(cart, 'Remove coupon SAVE10').click();
    await waitFor(() => expect($(cart, '[part="coupon-input"]')).not.toBeNull());
    expect(store.coupon).toBeNull();
  });

  it("says next to the coupon field, in the page's language, that a code was refused and what to do", async () => {
    const refuse = async (code: string) => {
      const cart = await mountedCart();
      const input = $<HTMLInputElement>(cart, '[part="coupon-input"]')!;
      typeInto(input, code);
      $(cart, '[part="coupon-button"]')!.click();
      await waitFor(() => expect($(cart, '.coupon [role="alert"]')).not.toBeNull());
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return $(cart, '.coupon [role="alert"]')!.textContent;
    };
    // The platform's reason ("Coupon NOPE does not exist") is English whatever the page's.
    expect(await refuse('NOPE')).toBe('NOPE is not a valid coupon code. Check it and try again.');
    freshPage({ locale: 'de-DE' });
    expect(await refuse('NOPE')).toBe(
      'NOPE ist kein gültiger Gutscheincode. Prüfen Sie ihn und versuchen Sie es erneut.',
    );

    // Any other refusal (spent, expired, below its minimum): that the code cannot be used.
    server.use(
      http.patch(`${API}/ecom/v1/carts/current`, () =>
        applicationError(400, 'COUPON_USAGE_EXCEEDED', 'Coupon usage limit reached'),
      ),
    );
    expect(await refuse('SAVE10')).toBe(
      'Der Gutschein SAVE10 kann für diesen Warenkorb nicht eingelöst werden. Sie können auch ohne ihn bestellen.',
    );
    freshPage();
    expect(await refuse('SAVE10')).toBe(
      'The coupon SAVE10 cannot be used with this cart. You can check out without it.',
    );
    expect(store.coupon).toBeNull();
  });

  it('says a code the platform finds malformed in German, naming the field', async () => {
    server.use(
      http.patch(`${API}/ecom/v1/carts/current`, () =>
        validationError({
          field: 'couponCode',
          description: 'must be at most 20 characters',
          violatedRule: 'MAX_LENGTH',
        }),
      ),
    );
    freshPage({ locale: 'de-DE' });
    const cart = await mountedCart();
    const input = $<HTMLInputElement>(cart, '[part="coupon-input"]')!;
    typeInto(input, 'A-VERY-LONG-CODE-INDEED-2026');
    $(cart, '[part="coupon-button"]')!.click();
    await waitFor(() =>
      expect($(cart, '.coupon [role="alert"]')?.textContent).toBe('Gutscheincode ist zu lang.'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe($(cart, '.coupon [role="alert"]')!.id);
    expect(cart.shadowRoot!.activeElement).toBe(input);
  });

  it('shows the empty state when the visitor has no cart (404 OWNED_CART_NOT_FOUND)', async () => {
    store.cart = null;
    const cart = mount('shop-cart');
    await waitFor(() => expect(shadowText(cart)).toContain('Your cart is empty'));
    expect(cart.getAttribute('state')).toBe('empty');
  });

  it('says once, in the empty cart, that the cart from a visit the platform forgot has expired', async () => {
    const count = mount('cart-count');
    await waitFor(() => expect($(count, '[part="badge"]')!.textContent).toBe('3'));
    document.body.replaceChildren();
    // Back a week later.
    nextPage();
    forgetTheVisitor();
    const cart = mount('shop-cart');
    await waitFor(() =>
      expect(shadowText(cart)).toContain(
        'Your cart is empty: the one from your last visit has expired.',
      ),
    );
    expect(getPageSession().getState().tokens.refreshToken.value).toBe('a-new-visitor-refresh');
    document.body.replaceChildren();
    nextPage(); // the next page: said once
    const again = mount('shop-cart');
    await waitFor(() => expect(shadowText(again)).toContain('Your cart is empty'));
    expect(shadowText(again)).not.toContain('expired');
  });

  it('does not say a coupon was applied when the platform forgot the visitor first (days away, the cart left open)', async () => {
    const cart = await mountedCart();
    // Nine days on, the cart left open: the new visitor's cart is where the code goes.
    forgetTheVisitor();
    typeInto($<HTMLInputElement>(cart, '[part="coupon-input"]')!, 'save10');
    $(cart, '[part="coupon-button"]')!.click();

    await waitFor(() =>
      expect($(cart, '[part="empty"]')?.textContent).toBe(
        'Your cart is empty: the one from your last visit has expired.',
      ),
    );
    expect(liveText(cart).trim()).toBe(
      'Your cart is empty: coupon SAVE10 can be used once you add items.',
    );
    // The coupon field went with the lines: the focus stays in the cart.
    expect(cart.shadowRoot!.activeElement).toBe($(cart, '.cart'));
  });

  it('says in German that a coupon waits for items when the cart is empty', async () => {
    freshPage({ locale: 'de-DE' });
    const cart = await mountedCart();
    store.cart = null; // emptied in another tab
    typeInto($<HTMLInputElement>(cart, '[part="coupon-input"]')!, 'SAVE10');
    $(cart, '[part="coupon-button"]')!.click();
    await waitFor(() =>
      expect(liveText(cart).trim()).toBe(
        'Ihr Warenkorb ist leer: Den Gutschein SAVE10 können Sie einlösen, sobald Sie Artikel hinzufügen.',
      ),
    );
  });

  it('says in German that the cart from the last visit has expired', async () => {
    freshPage({ locale: 'de-DE' });
    const count = mount('cart-count');
    await waitFor(() => expect($(count, '[part="badge"]')!.textContent).toBe('3'));
    document.body.replaceChildren();
    nextPage();
    getPageSession()
      .getState()
      .setTokens({
        ...returningVisitor,
        refreshToken: { value: 'another', role: 'visitor' },
        lapsed: markOf(returningVisitor.refreshToken.value),
      });
    store.cart = null;
    const cart = mount('shop-cart');
    await waitFor(() =>
      expect(shadowText(cart)).toContain(
        'Ihr Warenkorb ist leer: Der Warenkorb Ihres letzten Besuchs ist abgelaufen.',
      ),
    );
  });

  it('keeps a cart it has read when reading it again fails (a refetch on focus, offline)', async () => {
    onTestFinished(withoutReadRetries());
    const cart = await mountedCart();
    const count = mount('cart-count');
    await waitFor(() => expect($(count, '[part="badge"]')!.textContent).toBe('3'));
    server.use(http.get(`${API}/ecom/v1/carts/current`, serverError));
    await getQueryClient().refetchQueries({ queryKey: ['cart', 'current'] });
    expect(getQueryClient().getQueryState(['cart', 'current'])?.status).toBe('error');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the widgets' render
    expect(cart.shadowRoot!.querySelectorAll('[part="line-item"]')).toHaveLength(2);
    expect([cart.getAttribute('state'), count.getAttribute('state')]).toEqual(['ready', 'ready']);
    expect($(count, '[part="badge"]')!.textContent).toBe('3');
    expect(cart.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows an error with a retry when the cart cannot be read', async () => {
    let fail = true;
    server.use(http.get(`${API}/ecom/v1/carts/current`, () => (fail ? serverError() : undefined)));
    onTestFinished(withoutReadRetries());
    const cart = mount('shop-cart');
    await waitFor(() => expect(cart.getAttribute('state')).toBe('error'));
    expect(shadowText(cart)).toContain('Something went wrong');
    fail = false;
    button(cart, 'Try again').click();
    await waitFor(() => expect(cart.getAttribute('state')).toBe('ready'));
  });

  it('opens the drawer on the error, not a skeleton, when the cart could not be read', async () => {
    let fail = true;
    let reads = 0;
    server.use(
      http.get(`${API}/ecom/v1/carts/current`, () => {
        reads++;
        return fail ? serverError() : undefined;
      }),
    );
    const restoreRetries = withoutReadRetries();
    const drawer = mount('shop-cart', { mode: 'drawer' });
    const inline = mount('shop-cart');
    await waitFor(() => expect(shadowText(inline)).toContain('Something went wrong'));
    restoreRetries(); // reading again now takes the spec's retries, seconds of them

    document.dispatchEvent(new Event('sw-open-cart'));
    await waitFor(() => expect($(drawer, 'dialog [role="alert"]')).not.toBeNull());
    expect(shadowText(drawer)).toContain('Something went wrong');
    expect($(drawer, '.cart-skeleton')).toBeNull();
    expect([drawer.getAttribute('state'), inline.getAttribute('state')]).toEqual([
      'error',
      'error',
    ]);
    expect(reads).toBe(1);

    fail = false;
    button(drawer, 'Try again').click();
    await waitFor(() => expect($(drawer, '[part="line-item"]')).not.toBeNull());
    expect(inline.getAttribute('state')).toBe('ready');
  });

  it('keeps the focus on Checkout while the checkout is being made, and makes one', async () => {
    const navigate = vi.fn();
    onTestFinished(setCheckoutNavigation(navigate));
    let made = 0;
    server.use(
      http.post(`${API}/ecom/v1/carts/current/create-checkout`, async () => {
        made++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json({ checkoutId: 'checkout-1' });
      }),
    );
    const cart = await mountedCart();
    const checkout = $<HTMLButtonElement>(cart, '[part="checkout-button"]')!;
    checkout.focus();
    checkout.click();
    await waitFor(() => expect(checkout.getAttribute('aria-disabled')).toBe('true'));
    checkout.click();
    expect(cart.shadowRoot!.activeElement).toBe(checkout);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(made).toBe(1);
  });

  it('goes to the hosted checkout and fires checkout-started', async () => {
    const navigate = vi.fn();
    onTestFinished(setCheckoutNavigation(navigate));
    const cart = await mountedCart();
    const started = new Promise((resolve) =>
      document.addEventListener('checkout-started', (e) => resolve((e as CustomEvent).detail), {
        once: true,
      }),
    );
    $(cart, '[part="checkout-button"]')!.click();
    await expect(started).resolves.toEqual({ checkoutId: 'checkout-1' });
    expect(navigate).toHaveBeenCalledWith(`${API}/hosted/checkout/checkout-1`);
  });

  it('refuses a checkout URL that is not a web page: no navigation, widget-error, a notice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, () =>
        HttpResponse.json({ redirectSession: { id: 'rs', fullUrl: 'javascript:alert(1)' } }),
      ),
    );
    const navigate = vi.fn();
    onTestFinished(setCheckoutNavigation(navigate));
    const errors: unknown[] = [];
    const started = vi.fn();
    const listening = new AbortController();
    onTestFinished(() => listening.abort());
    const { signal } = listening;
    document.addEventListener('widget-error', (e) => errors.push((e as CustomEvent).detail), {
      signal,
    });
    document.addEventListener('checkout-started', started, { signal });
    const cart = await mountedCart();
    $(cart, '[part="checkout-button"]')!.click();
    await waitFor(() => expect($(cart, '.checkout [role="alert"]')).not.toBeNull());
    expect(shadowText(cart)).toContain('could not be opened safely');
    expect(errors).toEqual([expect.objectContaining({ tag: 'shop-cart', code: 'UNSAFE_URL' })]);
    expect(navigate).not.toHaveBeenCalled();
    expect(started).not.toHaveBeenCalled();
  });

  it('shows the checkout error and lets the visitor try again', async () => {
    server.use(http.post(`${API}/ecom/v1/carts/current/create-checkout`, serverError));
    const cart = await mountedCart();
    $(cart, '[part="checkout-button"]')!.click();
    await waitFor(() => expect($(cart, '.checkout [role="alert"]')).not.toBeNull());
    expect($<HTMLButtonElement>(cart, '[part="checkout-button"]')!.disabled).toBe(false);
  });

  it('reads the cart again when the checkout finds it gone (the platform forgot the visitor while the laptop slept)', async () => {
    const cart = await mountedCart();
    store.cart = null; // gone while the page slept: the page still shows its lines
    $(cart, '[part="checkout-button"]')!.click();
    await waitFor(() => expect(shadowText(cart)).toContain('Your cart is empty'));
    expect($(cart, '[part="line-item"]')).toBeNull();
    expect(shadowText(cart)).not.toContain('There is no current cart');
  });

  it('says to fix the lines marked short or gone when the checkout is refused', async () => {
    store = new FakeStore().withLines(
      { ...line(TSHIRT, 2, 'var-m'), availability: { status: 'NOT_FOUND', quantityAvailable: 0 } },
      line(MUG, 1),
    );
    server.use(
      http.post(`${API}/ecom/v1/carts/current/create-checkout`, () =>
        applicationError(409, 'ITEMS_UNAVAILABLE', 'Some items are no longer available'),
      ),
    );
    const cart = await mountedCart();
    $(cart, '[part="checkout-button"]')!.click();
    await waitFor(() =>
      expect($(cart, '.checkout [role="alert"]')?.textContent).toContain(
        'Change or remove the items marked above, then check out.',
      ),
    );
  });

  it("takes a notice of no connection away once the browser is back online, and keeps a server's", async () => {
    server.use(
      http.post(`${API}/ecom/v1/carts/current/create-checkout`, () => HttpResponse.error()),
      http.post(`${API}/ecom/v1/carts/current/update-line-items-quantity`, serverError),
    );
    const cart = await mountedCart();
    $(cart, '[part="checkout-button"]')!.click();
    await waitFor(() => expect(shadowText(cart)).toContain('We could not connect'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect($(cart, '.checkout [role="alert"]')).toBeNull());

    stepButton(cart, 'Tour T-shirt', 'Increase').click();
    await waitFor(() => expect($(cart, '[part="line-item"] [role="alert"]')).not.toBeNull());
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($(cart, '[part="line-item"] [role="alert"]')).not.toBeNull();
  });

  it("shows only the latest failure: a line's notice goes when the checkout is tried", async () => {
    server.use(
      http.post(`${API}/ecom/v1/carts/current/update-line-items-quantity`, serverError),
      http.post(`${API}/ecom/v1/carts/current/create-checkout`, serverError),
    );
    const cart = await mountedCart();
    const alerts = () => cart.shadowRoot!.querySelectorAll('[role="alert"]');
    stepButton(cart, 'Tour T-shirt', 'Increase').click();
    await waitFor(() => expect($(cart, '[part="line-item"] [role="alert"]')).not.toBeNull());

    $(cart, '[part="checkout-button"]')!.click();
    await waitFor(() => expect($(cart, '.checkout [role="alert"]')).not.toBeNull());
    expect(alerts()).toHaveLength(1);

    // And a line changed after that takes the checkout's notice away in turn.
    stepButton(cart, 'Mug', 'Increase').click();
    await waitFor(() => expect($(cart, '.checkout [role="alert"]')).toBeNull());
    await waitFor(() => expect($(cart, '[part="line-item"] [role="alert"]')).not.toBeNull());
    expect(alerts()).toHaveLength(1);
  });
});

function typeInto(input: HTMLInputElement, value: string) {
  // React listens for `input`; set the value through the prototype setter like a user would.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
