/**
 * The calls as the widgets make them, against the official SDK: shared/client/wire.test.ts
 * compares each call with chosen arguments; here the arguments are the ones the widgets' data
 * code builds (a variant's options, the estimate's flags, the checkout's callbacks, the event
 * list's query, the ticket checkout's form), and each request must equal, field by field, what
 * the SDK sends for the same intent: what a site owner's own client id gets on the real platform.
 * Left out: calls whose data code passes its arguments through, as shared/client/wire.test.ts
 * calls them (reserve, keep, release tickets); the product batcher's query (ours omits
 * `paging.offset: 0`, which the SDK's builder writes; the same page); and a `membersAccount`
 * redirect session (this SDK's request has no such section and drops it; the spec names the
 * account sections a redirect targets).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAuthStrategy, createClient } from '@wix/sdk';
import { backInStockNotifications, currentCart } from '@wix/ecom';
import { orders, wixEventsV2 } from '@wix/events';
import { authentication, recovery, verification } from '@wix/identity';
import { redirects } from '@wix/redirects';
import { products } from '@wix/stores';
import { createLazyPlatformClient } from '../client/lazy-client';
import { STORES_APP_ID } from '../client/modules/cart';
import { query } from '../client/query';
import { record, tokens, visitorOptions, wire } from '../client/testing/wire';
import { addToCart } from './cart';
import { applyCoupon, removeCoupon, removeLine, updateLineQuantity } from './cart-view';

/** The widgets' client: modules loaded on their first call, the real platform's hosts. */
const ours = () => createLazyPlatformClient(visitorOptions);

const modules = {
  backInStockNotifications,
  currentCart,
  orders,
  wixEventsV2,
  authentication,
  recovery,
  verification,
  redirects,
  products,
};
const sdk = createClient({ modules, auth: OAuthStrategy({ clientId: 'CID', tokens }) });
const strategy = () => OAuthStrategy({ clientId: 'CID', tokens });

const product = (catalogItemId: string, options?: Record<string, unknown>) => ({
  catalogItemId,
  appId: STORES_APP_ID,
  ...(options && { options }),
});

type Call = () => Promise<unknown>;
/** [what the widget does, ours as its data code calls it, the SDK's for the same intent]. */
const CALLS: Array<[string, Call, Call]> = [
  [
    'add a variant to the cart',
    () => addToCart(ours(), { productId: 'p1', variantId: 'v1', quantity: 2 }),
    () =>
      sdk.currentCart.addToCurrentCart({
        lineItems: [{ catalogReference: product('p1', { variantId: 'v1' }), quantity: 2 }],
      }),
  ],
  [
    'add chosen options to the cart',
    () => addToCart(ours(), { productId: 'p1', options: { Size: 'M' }, quantity: 1 }),
    () =>
      sdk.currentCart.addToCurrentCart({
        lineItems: [{ catalogReference: product('p1', { options: { Size: 'M' } }), quantity: 1 }],
      }),
  ],
  [
    'change a line quantity',
    () => updateLineQuantity(ours(), { id: 'l1', quantity: 3 }),
    () => sdk.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'l1', quantity: 3 }]),
  ],
  [
    'remove a line',
    () => removeLine(ours(), 'l1'),
    () => sdk.currentCart.removeLineItemsFromCurrentCart(['l1']),
  ],
  [
    'apply a coupon',
    () => applyCoupon(ours(), 'SAVE'),
    () => sdk.currentCart.updateCurrentCart({ couponCode: 'SAVE' }),
  ],
  [
    'remove the coupon',
    () => removeCoupon(ours(), undefined),
    () => sdk.currentCart.removeCouponFromCurrentCart(),
  ],
  [
    'estimate the totals',
    () => ours().cart.estimateCurrentCartTotals({ calculateTax: true, calculateShipping: true }),
    () =>
      sdk.currentCart.estimateCurrentCartTotals({ calculateTax: true, calculateShipping: true }),
  ],
  [
    'open the hosted store checkout',
    () =>
      ours().redirects.createRedirectSession({
        ecomCheckout: { checkoutId: 'c1' },
        callbacks: {
          postFlowUrl: 'https://s/b',
          thankYouPageUrl: 'https://s/b',
          cartPageUrl: 'https://s/b',
        },
      }),
    () =>
      sdk.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: 'c1' },
        callbacks: {
          postFlowUrl: 'https://s/b',
          thankYouPageUrl: 'https://s/b',
          cartPageUrl: 'https://s/b',
        },
      }),
  ],
  [
    'ask to be told when a variant is back',
    () =>
      ours().backInStock.createRequest(
        {
          catalogReference: product('p1', { variantId: 'v1' }),
          email: 'a@b.c',
          itemUrl: 'https://s/p',
        },
        {
          name: 'Tee (M)',
          price: '28',
          image: { url: 'https://static.wixstatic.com/media/i.jpg' },
        },
      ),
    () =>
      sdk.backInStockNotifications.createBackInStockNotificationRequest(
        {
          catalogReference: product('p1', { variantId: 'v1' }),
          email: 'a@b.c',
          itemUrl: 'https://s/p',
        },
        { name: 'Tee (M)', price: '28', image: 'https://static.wixstatic.com/media/i.jpg' },
      ),
  ],
  [
    'a collection page of products, by price',
    () =>
      ours().catalog.queryProducts(
        query().hasSome('collectionIds', ['c1']).descending('price').limit(12).skip(24).build(),
      ),
    () =>
      sdk.products
        .queryProducts()
        .hasSome('collectionIds', ['c1'])
        .descending('price')
        .limit(12)
        .skip(24)
        .find(),
  ],
  [
    'the event list',
    () =>
      ours().events.queryEvents(
        {
          filter: { status: { $in: ['UPCOMING', 'STARTED'] } },
          sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
          paging: { limit: 6, offset: 6 },
        },
        ['DETAILS', 'REGISTRATION', 'URLS'],
      ),
    () =>
      sdk.wixEventsV2
        .queryEvents({ fields: ['DETAILS', 'REGISTRATION', 'URLS'] as never })
        .in('status', ['UPCOMING', 'STARTED'])
        .ascending('dateAndTimeSettings.startDate')
        .limit(6)
        .skip(6)
        .find(),
  ],
  [
    "an event's tickets",
    () => ours().ticketingCheckout.listAvailableTickets({ eventId: 'e1', limit: 100 }),
    () => sdk.orders.listAvailableTickets({ eventId: 'e1', limit: 100 }),
  ],
  [
    'check out the tickets',
    () =>
      ours().ticketingCheckout.checkout({
        eventId: 'e1',
        reservationId: 'r1',
        memberId: 'm1',
        buyer: { firstName: 'A', lastName: 'B', email: 'a@b.c' },
        guests: [{ form: { inputValues: [{ inputName: 'firstName', value: 'A' }] } }],
      }),
    () =>
      sdk.orders.checkout('e1', {
        reservationId: 'r1',
        memberId: 'm1',
        buyer: { firstName: 'A', lastName: 'B', email: 'a@b.c' },
        guests: [{ form: { inputValues: [{ inputName: 'firstName', value: 'A' }] } }],
      }),
  ],
  [
    'the placed ticket order',
    () => ours().ticketingOrders.getOrder('e1', 'o1', ['DETAILS', 'INVOICE']),
    () =>
      sdk.orders.getOrder(
        { eventId: 'e1', orderNumber: 'o1' },
        { fieldset: ['DETAILS', 'INVOICE'] as never },
      ),
  ],
  [
    'open the hosted events checkout',
    () =>
      ours().redirects.createRedirectSession({
        eventsCheckout: { eventSlug: 'party', reservationId: 'r1' },
        callbacks: { postFlowUrl: 'https://s/e' },
      }),
    () =>
      sdk.redirects.createRedirectSession({
        eventsCheckout: { eventSlug: 'party', reservationId: 'r1' },
        callbacks: { postFlowUrl: 'https://s/e' },
      }),
  ],
  [
    'sign in with a captcha token',
    () =>
      ours().auth.login({
        email: 'a@b.c',
        password: 'p',
        captchaTokens: { invisibleRecaptchaToken: 'i' },
      }),
    () =>
      strategy().login({
        email: 'a@b.c',
        password: 'p',
        captchaTokens: { invisibleRecaptchaToken: 'i' },
      }),
  ],
  [
    'register with a name',
    () =>
      ours().auth.register({
        email: 'a@b.c',
        password: 'p',
        profile: { firstName: 'A', lastName: 'B' },
      }),
    () =>
      strategy().register({
        email: 'a@b.c',
        password: 'p',
        profile: { firstName: 'A', lastName: 'B' },
      }),
  ],
  [
    'the hosted login, by redirect',
    () => ours().auth.startHostedLogin({ redirectUri: 'https://s/cb', originalUrl: 'https://s/p' }),
    () => {
      const s = strategy();
      return s.getAuthUrl(s.generateOAuthData('https://s/cb', 'https://s/p'));
    },
  ],
  [
    'forgot password',
    () => ours().auth.sendPasswordResetEmail('a@b.c', 'https://s/p'),
    () => strategy().sendPasswordResetEmail('a@b.c', 'https://s/p'),
  ],
];

beforeEach(() => vi.stubGlobal('fetch', record));
afterEach(() => vi.unstubAllGlobals());

describe("the widgets' calls, against the official SDK's for the same intent", () => {
  it.each(CALLS)('%s', async (_, mine, theirs) => {
    const expected = await wire(theirs);
    expect(expected.length).toBeGreaterThan(0);
    expect(await wire(mine)).toEqual(expected);
  });

  it("direct login (a sign-in's session token): the hidden frame's redirect session", async () => {
    // The SDK's getMemberTokensForDirectLogin asks through getAuthUrl's own request with PKCE
    // data and no redirect URI, web_message, prompt none and the session token (it then needs a
    // window for the frame, which Node has not).
    const s = strategy();
    const { codeChallenge, codeVerifier, state } = s.generateOAuthData('');
    const expected = await wire(() =>
      s.getAuthUrl(
        { codeChallenge, codeVerifier, state } as never,
        {
          responseMode: 'web_message',
          prompt: 'none',
          sessionToken: 'st', // honoured by its code, absent from its declared options
        } as never,
      ),
    );
    expect(expected).toHaveLength(1);
    const [session, exchange] = await wire(() => ours().auth.loginWithSessionToken('st'));
    expect(session).toEqual(expected[0]);
    // The code from the frame, exchanged without a redirect URI, as the SDK's getMemberTokens
    // does for oauth data that has none.
    const data = { codeChallenge, codeVerifier, state } as never;
    expect([exchange]).toEqual(await wire(() => s.getMemberTokens('c', state, data)));
  });

  it('the return from the hosted login: the code exchange', async () => {
    const s = strategy();
    const data = s.generateOAuthData('https://s/cb');
    const expected = await wire(() => s.getMemberTokens('c', data.state, data));
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    const client = createLazyPlatformClient({
      clientId: 'CID',
      session: { getTokens: () => tokens, setTokens: () => {} },
      storage: () => storage,
    });
    const [session] = await wire(() =>
      client.auth.startHostedLogin({ redirectUri: 'https://s/cb' }),
    );
    expect(session).toBeDefined();
    const state = JSON.parse([...kept.values()][0]!).state as string;
    const exchange = await wire(() =>
      client.auth.completeHostedLogin(`https://s/cb#code=c&state=${state}`),
    );
    expect(exchange).toEqual(expected);
  });
});
