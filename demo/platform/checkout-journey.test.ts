import { describe, expect, it } from 'vitest';
import { loginEnglish } from '../../widgets/login/text.ts';
import { SITE } from './site.ts';
import { CLIENT_ID, STORES, clientFor, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const TEE = 'prod-lantern-room-logo-tee';
const SHOP = 'http://localhost:5173/shop';
const THANKS = 'http://localhost:5173/thanks';
const CARD = { card: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

interface Email {
  subject: string;
  text: string;
  html: string;
  data: { orderId?: string; orderNumber?: string };
}

/** A visitor's cart (two Black M tees, SAVE10) and a hosted checkout for it with `callbacks`. */
const checkoutWith = async (callbacks: Record<string, string>) => {
  const client = clientFor(sandbox());
  await client.cart.addToCurrentCart({
    lineItems: [
      {
        catalogReference: {
          catalogItemId: TEE,
          appId: STORES,
          options: { variantId: `${TEE}-v2` },
        },
        quantity: 2,
      },
    ],
  } as never);
  await client.cart.updateCurrentCart({ couponCode: 'SAVE10' } as never);
  const { checkoutId } = await client.cart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks,
  });
  const cart = () =>
    sandbox().call<{ cart: { lineItems: { quantity: number }[] } }>('GET', '/v1/carts/current', {
      token: client.auth.getTokens().accessToken.value,
    });
  /** The checkout's selected shipping option, as its buyer reads it. */
  const shipping = async () =>
    (
      await sandbox().call<{
        checkout: { shippingInfo: { selectedCarrierServiceOption: Record<string, unknown> } };
      }>('GET', `/v1/checkouts/${checkoutId}`, {
        token: client.auth.getTokens().accessToken.value,
      })
    ).body.checkout.shippingInfo.selectedCarrierServiceOption;
  return { url: redirectSession.fullUrl, cart, client, shipping };
};

const pay = (url: string, fields: Record<string, string>) =>
  sandbox().fetch(url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ ...CARD, ...fields }),
  });

const outboxOf = async (to: string) =>
  (await sandbox().control<{ emails: Email[] }>('GET', `outbox?to=${encodeURIComponent(to)}`)).body
    .emails;

/** The `href` of the link named `name` in `html`. */
const linkTo = (html: string, name: string) =>
  new RegExp(`<a [^>]*href="([^"]*)"[^>]*>(?:← )?${name}</a>`).exec(html)?.[1];

describe('hosted store checkout', () => {
  it('sells the lines it was created with, whatever the cart holds by the time of payment', async () => {
    const CASSETTE = 'prod-basement-tapes-cassette'; // 3 in stock
    const cassettes = (quantity: number) =>
      ({
        lineItems: [{ catalogReference: { catalogItemId: CASSETTE, appId: STORES }, quantity }],
      }) as never;
    const shopper = () => {
      const client = clientFor(sandbox());
      return {
        client,
        stock: async () => (await client.catalog.getProduct(CASSETTE)).product.stock?.quantity,
        checkout: async () => {
          const { checkoutId } = await client.cart.createCheckoutFromCurrentCart({
            channelType: 'WEB',
          });
          const { redirectSession } = await client.redirects.createRedirectSession({
            ecomCheckout: { checkoutId },
            callbacks: { postFlowUrl: SHOP },
          });
          return redirectSession.fullUrl;
        },
      };
    };

    // Emptied after the checkout was made: the three are still sold, and taken off the shelf.
    const first = shopper();
    expect(await first.stock()).toBe(3);
    const { cart } = await first.client.cart.addToCurrentCart(cassettes(3));
    const url = await first.checkout();
    await first.client.cart.removeLineItemsFromCurrentCart(cart.lineItems!.map((l) => l.id!));
    expect((await pay(url, { email: 'three@example.com', name: 'T' })).status).toBe(200);
    expect(await first.stock()).toBe(0);
    const [email] = await outboxOf('three@example.com');
    expect(email!.text).toContain('3 × Basement Tapes Cassette');

    // Filled after the checkout was made: only the checkout's line is sold.
    await sandbox().control('POST', 'reset');
    const second = shopper();
    await second.client.cart.addToCurrentCart(cassettes(1));
    const one = await second.checkout();
    await second.client.cart.addToCurrentCart(cassettes(2));
    expect((await pay(one, { email: 'one@example.com', name: 'O' })).status).toBe(200);
    expect(await second.stock()).toBe(2);
  });

  it('sells a cart once: a checkout whose cart was ordered or deleted since says so, charging nothing', async () => {
    const { url, cart, client } = await checkoutWith({ postFlowUrl: SHOP });
    await client.cart.deleteCurrentCart();
    expect((await cart()).status).toBe(404);
    const refused = await pay(url, { email: 'late@example.com', name: 'Late' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('has been ordered or deleted since');
    expect(await outboxOf('late@example.com')).toEqual([]);
  });

  it('charges no price the catalogue no longer asks: a checkout made before a rise is refused', async () => {
    const { url, cart } = await checkoutWith({ postFlowUrl: SHOP });
    const { db } = sandbox().platform;
    const tee = db.products.get(TEE)!;
    const raise = (by: number) =>
      db.products.put({
        ...tee,
        price: tee.price + by,
        variants: tee.variants.map((v) => ({ ...v, price: (v.price ?? tee.price) + by })),
      });
    raise(10);
    try {
      const refused = await pay(url, { email: 'stale@example.com', name: 'Stale' });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain('changed after this checkout was made');
      expect(await outboxOf('stale@example.com')).toEqual([]);
      // Nothing sold: the cart is still there to check out again, at today's price.
      expect((await cart()).status).toBe(200);
    } finally {
      raise(0);
    }
  });

  it('pays no discount the shop no longer offers: a coupon deleted or changed after checkout is refused', async () => {
    const { url, cart } = await checkoutWith({ postFlowUrl: SHOP });
    const { db } = sandbox().platform;
    const save10 = db.coupons.byKey('SAVE10')!;
    db.coupons.delete(save10.id);
    try {
      const refused = await pay(url, { email: 'gone@example.com', name: 'Gone' });
      expect(refused.status).toBe(409);
      const html = await refused.text();
      expect(html).toContain('Coupon SAVE10 is no longer offered');
      expect(html).toContain('Nothing was charged.');
      expect(linkTo(html, 'Back to the cart')).toBe(SHOP);
      expect(await outboxOf('gone@example.com')).toEqual([]);
      // The cart is still there, its total without the coupon.
      expect((await cart()).status).toBe(200);
      // Nor a discount the coupon no longer gives.
      db.coupons.put({ ...save10, value: 50 });
      const changed = await pay(url, { email: 'gone@example.com', name: 'Gone' });
      expect(changed.status).toBe(409);
      expect(await changed.text()).toContain('discount of coupon SAVE10 changed');
    } finally {
      db.coupons.put(save10);
    }
  });

  it('returns a paid order to the thank-you page with its orderId, as the platform does', async () => {
    const { url, cart } = await checkoutWith({ postFlowUrl: SHOP, thankYouPageUrl: THANKS });
    const paid = await pay(url, { email: 'ty@example.com', name: 'Ty' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(THANKS);
    const [email] = await outboxOf('ty@example.com');
    expect(back.searchParams.get('orderId')).toBe(email!.data.orderId);
    expect((await cart()).status).toBe(404);
  });

  it('without a thank-you page shows its own, which leads on to the post-flow URL', async () => {
    const { url } = await checkoutWith({ postFlowUrl: SHOP });
    const paid = await pay(url, { email: 'own@example.com', name: 'Own' });
    expect(paid.status).toBe(200);
    const html = await paid.text();
    const [email] = await outboxOf('own@example.com');
    expect(html).toContain(`Order <strong>${email!.data.orderNumber}</strong> is paid.`);
    expect(html).toContain('2 × Lantern Room Logo Tee (Black, M)');
    expect(html).toContain('−$5.00');
    expect(linkTo(html, 'Back to the shop')).toBe(SHOP);
    // Opened again, the paid checkout shows the same page rather than a second payment form.
    const again = await (await sandbox().fetch(url)).text();
    expect(again).toContain(email!.data.orderNumber);
    expect(again).not.toContain('<form');
  });

  it('after a declined card leads back to the cart as it was, nothing paid', async () => {
    const { url, cart } = await checkoutWith({ postFlowUrl: SHOP, thankYouPageUrl: THANKS });
    const before = (await cart()).body;
    const declined = await pay(url, {
      email: 'declined@example.com',
      name: 'Dee',
      card: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('The card was declined. Nothing was charged.');
    expect(linkTo(html, 'Back to the cart')).toBe(SHOP);
    expect((await cart()).body).toEqual(before);
    expect(await outboxOf('declined@example.com')).toEqual([]);
    expect(await (await sandbox().fetch(url)).text()).toContain('<form');
  });

  it("sends a declined buyer to the site's cart page when it gave one", async () => {
    const cartPage = 'http://localhost:5173/cart';
    const { url } = await checkoutWith({ postFlowUrl: SHOP, cartPageUrl: cartPage });
    const html = await (
      await pay(url, { email: 'c@example.com', card: '4000000000000002' })
    ).text();
    expect(linkTo(html, 'Back to the cart')).toBe(cartPage);
    expect(linkTo(html, 'Back to the shop')).toBe(cartPage);
  });

  it('always shows the way back to the shop, and the one site name', async () => {
    const { url } = await checkoutWith({ postFlowUrl: SHOP });
    const html = await (await sandbox().fetch(url)).text();
    expect(linkTo(html, 'Back to the shop')).toBe(SHOP);
    expect(html).toMatch(/<img class="thumb" alt="" src="[^"]+\/media\/art\/tee\/111111\.svg">/);
    expect(html).toContain(`<title>Checkout · ${SITE.name}</title>`);
    expect(html).not.toMatch(/Lantern Room(?! Logo Tee)/);
  });

  it('emails an escaped order confirmation with lines, options, totals and address', async () => {
    const { url } = await checkoutWith({ postFlowUrl: SHOP, thankYouPageUrl: THANKS });
    await pay(url, {
      email: 'mail@example.com',
      name: 'Ada <img src=x onerror=alert(1)>',
      address: '12 Harbour St & "Pier" 4',
    });
    const [email] = await outboxOf('mail@example.com');
    const number = email!.data.orderNumber!;
    expect(email!.subject).toBe(`Your ${SITE.name} order ${number} is confirmed`);
    for (const part of [email!.text, email!.html]) {
      expect(part).toContain(number);
      expect(part).toContain('2 × Lantern Room Logo Tee (Black, M)');
      expect(part).toContain('$50.00');
      expect(part).toContain('$5.00');
    }
    expect(email!.text).toContain('Discount: −$5.00');
    expect(email!.text).toContain('Total: $');
    expect(email!.text).toContain('Ships to:\nAda <img src=x onerror=alert(1)>\n12 Harbour St');
    expect(email!.html).not.toContain('<img');
    expect(email!.html).toContain('Ada &#60;img src=x onerror=alert(1)&#62;');
    expect(email!.html).toContain('12 Harbour St &#38; &#34;Pier&#34; 4');
  });

  it('leaves out the shipping address when the buyer gave none', async () => {
    const { url } = await checkoutWith({ postFlowUrl: SHOP, thankYouPageUrl: THANKS });
    await pay(url, { email: 'noaddr@example.com', name: 'No Address' });
    const [email] = await outboxOf('noaddr@example.com');
    expect(email!.text).not.toContain('Ships to');
    expect(email!.html).not.toContain('Ships to');
  });

  it('charges the shipping and tax of the country the buyer picks, after showing that total', async () => {
    // Two tees with SAVE10: $45.00. To the US, $5.99 shipping and 8% tax; abroad, $15 and none.
    const { url, cart, shipping } = await checkoutWith({
      postFlowUrl: SHOP,
      thankYouPageUrl: THANKS,
    });
    // Made with no shipping option asked for: the region's own, not one asked for.
    expect(await shipping()).toMatchObject({
      code: 'standard-domestic',
      requestedShippingOption: false,
    });
    const form = await (await sandbox().fetch(url)).text();
    expect(form).toContain('<option value="US" selected>United States</option>');
    expect(form).toContain('<option value="DE">Germany</option>');
    expect(form).toContain('Pay $54.59');

    const moved = await pay(url, { email: 'de@example.com', name: 'Dee', country: 'DE' });
    expect(moved.status).toBe(200);
    const shown = await moved.text();
    expect(shown).toContain('Shipping and tax are now for Germany: check the new total, then pay.');
    expect(shown).toContain('<option value="DE" selected>Germany</option>');
    expect(shown).toContain('Pay $60.00');
    // The buyer picked Germany, and with it its one option.
    expect(await shipping()).toMatchObject({
      code: 'international',
      requestedShippingOption: true,
      otherCharges: [],
      deliveryAllocations: [
        {
          deliveryCarrier: { code: 'international' },
          deliveryRegion: { id: 'international', name: 'International' },
        },
      ],
    });
    expect(await outboxOf('de@example.com')).toEqual([]);
    expect((await cart()).status).toBe(200);

    expect((await pay(url, { email: 'de@example.com', name: 'Dee', country: 'DE' })).status).toBe(
      303,
    );
    const [email] = await outboxOf('de@example.com');
    expect(email!.text).toContain('Tax: $0.00');
    expect(email!.text).toContain('Total: $60.00');
  });

  it('refuses a country it does not ship to, charging nothing', async () => {
    const { url } = await checkoutWith({ postFlowUrl: SHOP });
    const res = await pay(url, { email: 'zz@example.com', name: 'Zed', country: 'ZZ' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Orders are not shipped to ZZ');
    expect(await outboxOf('zz@example.com')).toEqual([]);
  });
});

describe('authorise now, capture later', () => {
  const ticketCheckout = async () => {
    const token = await sandbox().visitor();
    const reservation = await sandbox().call<{ id: string }>('POST', '/v1/checkout/reservations', {
      token,
      body: {
        eventId: 'evt-harbor-lights-livestream',
        ticketQuantities: [{ ticketDefinitionId: 'evt-harbor-lights-livestream-t1', quantity: 1 }],
      },
    });
    return sandbox().hostedPage(token, {
      eventsCheckout: { eventSlug: 'harbor-lights-livestream', reservationId: reservation.body.id },
    });
  };

  it('is no choice a buyer is offered on either hosted checkout', async () => {
    const store = await (await sandbox().fetch((await checkoutWith({})).url)).text();
    const tickets = await (await sandbox().fetch(await ticketCheckout())).text();
    for (const html of [store, tickets]) {
      expect(html).toContain('Card number');
      expect(html).not.toMatch(/authori[sz]e/i);
      expect(html).not.toMatch(/capture/i);
    }
  });

  it('is not taken from a buyer who posts the old field: the payment is captured', async () => {
    const url = await ticketCheckout();
    const res = await sandbox().fetch(url, {
      method: 'POST',
      body: new URLSearchParams({
        ...CARD,
        firstName: 'Bo',
        lastName: 'D',
        email: 'bo@example.com',
        authorizeOnly: '1',
      }),
    });
    expect(await res.text()).toMatch(/Order [A-Z0-9-]+ is confirmed/);
  });
});

describe('hosted account pages', () => {
  const accountSession = async (token: string | undefined, section = 'ORDERS') =>
    (
      await sandbox().call<{ redirectSession: { fullUrl: string } }>(
        'POST',
        '/v1/redirect-session',
        {
          ...(token ? { token } : {}),
          body: { membersAccount: { section }, callbacks: { postFlowUrl: SHOP } },
        },
      )
    ).body.redirectSession.fullUrl;

  it('open for the member whose token asked, without a second login, once', async () => {
    const url = await accountSession(await sandbox().member());
    const first = await sandbox().fetch(url);
    const html = await first.text();
    expect(html).toContain('<h1>My orders</h1>');
    expect(html).not.toContain('Log in to your account');
    // The browser is now signed in on the hosted pages, as after a login there.
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    const other = await accountSession(undefined, 'ACCOUNT_INFO');
    expect(await (await sandbox().fetch(other, { headers: { cookie } })).text()).toContain(
      'member@example.com',
    );
    // The address is spent: opened elsewhere later, it asks who is there.
    expect(await (await sandbox().fetch(url)).text()).toContain('Log in to your account');
  });

  it("sign no browser in or out from another page's hidden image of their address", async () => {
    const token = await sandbox().member();
    const url = await accountSession(token);
    const image = { headers: { 'sec-fetch-dest': 'image' } };
    const hidden = await sandbox().fetch(url, image);
    expect(hidden.headers.get('set-cookie')).toBeNull();
    expect(await hidden.text()).toContain('Log in to your account');
    // The member's own visit still signs their browser in.
    const visit = await sandbox().fetch(url, { headers: { 'sec-fetch-dest': 'document' } });
    expect(await visit.text()).toContain('<h1>My orders</h1>');
    const cookie = visit.headers.get('set-cookie')!.split(';')[0]!;

    const logout = `/v1/logout?clientId=${CLIENT_ID}`;
    const imageOut = await sandbox().call('GET', logout, {
      headers: { cookie, 'sec-fetch-dest': 'image' },
    });
    expect(imageOut.status).toBe(403);
    expect((await sandbox().call('GET', '/v1/members/my', { token })).status).toBe(200);
    const out = await sandbox().call('GET', logout, {
      headers: { cookie, 'sec-fetch-dest': 'document' },
    });
    expect(out.status).toBe(200);
    expect((await sandbox().call('GET', '/v1/members/my', { token })).status).toBe(401);
  });

  it('sign in only a browser sent from the site, not one sent by a link elsewhere', async () => {
    const browser = (headers: Record<string, string>) => ({
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', ...headers },
    });
    // A member sends their own account address to someone: a link on another port's page,
    // and one in an email or pasted into the address bar.
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', referer: 'http://127.0.0.1:7777/prize' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const from of elsewhere) {
      const url = await accountSession(await sandbox().member());
      const opened = await sandbox().fetch(url, browser(from));
      expect(opened.headers.get('set-cookie')).toBeNull();
      expect(await opened.text()).toContain('Log in to your account');
      // Spent: the form's answer, back at this address from the sandbox's own page, does
      // not sign the browser in as the sender either.
      const again = await sandbox().fetch(url, browser({ 'sec-fetch-site': 'same-origin' }));
      expect(again.headers.get('set-cookie')).toBeNull();
    }
    // The member's own click on the site's menu does.
    const url = await accountSession(await sandbox().member());
    const fromSite = browser({ 'sec-fetch-site': 'same-site', referer: `${SHOP}?page=2` });
    const visit = await sandbox().fetch(url, fromSite);
    expect(visit.headers.get('set-cookie')).toMatch(/^sbx_session=/);
    expect(await visit.text()).toContain('<h1>My orders</h1>');
  });

  it("ask a visitor's browser to log in", async () => {
    const url = await accountSession(await sandbox().visitor());
    const res = await sandbox().fetch(url);
    expect(await res.text()).toContain('Log in to your account');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("carry the names of <member-menu>'s items", async () => {
    const token = await sandbox().member();
    const sections = ['ACCOUNT_INFO', 'ORDERS', 'BOOKINGS', 'EVENTS', 'SUBSCRIPTIONS'] as const;
    for (const section of sections) {
      const html = await (await sandbox().fetch(await accountSession(token, section))).text();
      expect(html).toContain(`<h1>${loginEnglish(section)}</h1>`);
    }
  });
});
