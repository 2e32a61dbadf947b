/**
 * The differential wire test: every call of ours and the official SDK's function for the same
 * spec call go through a recording `fetch`, and must agree on method, host, path, query,
 * the whole JSON body, `Content-Type` and the form of `Authorization`. It fails when any call drifts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { backInStockNotifications, currentCart, orders as storeOrders } from '@wix/ecom';
import { orders, wixEventsV2 } from '@wix/events';
import { authentication, recovery, verification } from '@wix/identity';
import { redirects } from '@wix/redirects';
import { collections, products } from '@wix/stores';
import { createElevatedClient, createPlatformClient } from './client';
import { createLazyPlatformClient } from './lazy-client';
import { record, tokens, visitorOptions, wire } from './testing/wire';
import type { Tokens } from './auth/token-store';

const KEY = 'API-KEY';
const ref = { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: 'p1' };
/** What the SDK's query builder makes of `.eq('visible', true).in('id', ['a', 'b']).limit(5)`. */
const query = {
  filter: { $and: [{ visible: true }, { id: { $in: ['a', 'b'] } }] },
  paging: { limit: 5, offset: 0 },
};

/**
 * Ours: no api-base, so the real platform's hosts. The widgets' client (modules imported on
 * their first call) must send exactly what the one with every module built at once sends: each
 * test below runs with both.
 */
const visitorFactories = { createPlatformClient, createLazyPlatformClient };
let createVisitor = createPlatformClient;
const visitor = () => createVisitor(visitorOptions);
let ours = visitor();
const admin = createElevatedClient({ apiKey: KEY });

const modules = {
  backInStockNotifications,
  currentCart,
  storeOrders,
  orders,
  wixEventsV2,
  authentication,
  recovery,
  verification,
  redirects,
  collections,
  products,
};
const sdk = createClient({ modules, auth: OAuthStrategy({ clientId: 'CID', tokens }) });
const sdkAdmin = createClient({ modules, auth: ApiKeyStrategy({ apiKey: KEY, siteId: 'S' }) });

type Call = () => Promise<unknown>;
/** [spec call, ours, the SDK's]: the same arguments on both sides. */
const CALLS: Array<[string, Call, Call]> = [
  // §7.1 back-in-stock
  [
    'create back-in-stock request',
    () =>
      ours.backInStock.createRequest(
        { catalogReference: ref, email: 'a@b.c', itemUrl: 'https://s/p' },
        { name: 'Tee', price: '10' },
      ),
    () =>
      sdk.backInStockNotifications.createBackInStockNotificationRequest(
        { catalogReference: ref, email: 'a@b.c', itemUrl: 'https://s/p' },
        { name: 'Tee', price: '10' },
      ),
  ],
  [
    'get back-in-stock request',
    () => ours.backInStock.getRequest('r1'),
    () => sdk.backInStockNotifications.getBackInStockNotificationRequest('r1'),
  ],
  [
    'delete back-in-stock request',
    () => ours.backInStock.deleteRequest('r1'),
    () => sdk.backInStockNotifications.deleteBackInStockNotificationRequest('r1'),
  ],
  [
    'mark as notification sent',
    () => admin.backInStockAdmin.markAsNotificationSent('r1'),
    () => sdkAdmin.backInStockNotifications.markAsNotificationSent('r1'),
  ],
  [
    'count by catalogue reference',
    () => admin.backInStockAdmin.countByCatalogReference([ref]),
    () =>
      sdkAdmin.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences([
        ref,
      ]),
  ],
  [
    'query back-in-stock requests',
    () =>
      admin.backInStockAdmin.queryRequests({
        filter: { status: 'RECEIVED' },
        cursorPaging: { limit: 10 },
      }),
    () =>
      sdkAdmin.backInStockNotifications
        .queryBackInStockNotificationRequests()
        .eq('status', 'RECEIVED')
        .limit(10)
        .find(),
  ],
  [
    'report items back in stock',
    () =>
      admin.backInStockAdmin.reportItemsBackInStock({
        itemDetails: { name: 'Tee', price: '10' },
        catalogReference: ref,
        requestIds: ['r1'],
      }),
    () =>
      sdkAdmin.backInStockNotifications.reportItemsBackInStock(
        { name: 'Tee', price: '10' },
        { catalogReference: ref, requestIds: ['r1'] },
      ),
  ],
  // §7.2 current cart
  ['get cart', () => ours.cart.getCurrentCart(), () => sdk.currentCart.getCurrentCart()],
  [
    'update cart',
    () => ours.cart.updateCurrentCart({ couponCode: 'X' }),
    () => sdk.currentCart.updateCurrentCart({ couponCode: 'X' }),
  ],
  [
    'add to cart',
    () => ours.cart.addToCurrentCart({ lineItems: [{ catalogReference: ref, quantity: 1 }] }),
    () => sdk.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: ref, quantity: 1 }] }),
  ],
  [
    'remove line items',
    () => ours.cart.removeLineItemsFromCurrentCart(['l1']),
    () => sdk.currentCart.removeLineItemsFromCurrentCart(['l1']),
  ],
  [
    'create checkout',
    () => ours.cart.createCheckoutFromCurrentCart({ channelType: 'WEB' }),
    () => sdk.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' as never }),
  ],
  [
    'remove coupon',
    () => ours.cart.removeCouponFromCurrentCart(),
    () => sdk.currentCart.removeCouponFromCurrentCart(),
  ],
  [
    'update quantities',
    () => ours.cart.updateCurrentCartLineItemQuantity([{ id: 'l1', quantity: 2 }]),
    () => sdk.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'l1', quantity: 2 }]),
  ],
  [
    'estimate totals',
    () => ours.cart.estimateCurrentCartTotals({ calculateTax: true }),
    () => sdk.currentCart.estimateCurrentCartTotals({ calculateTax: true }),
  ],
  ['delete cart', () => ours.cart.deleteCurrentCart(), () => sdk.currentCart.deleteCurrentCart()],
  ['get store order', () => ours.storeOrders.getOrder('o1'), () => sdk.storeOrders.getOrder('o1')],
  // §7.3 ticketing orders
  [
    'list orders',
    () => ours.ticketingOrders.listOrders({ eventId: ['e1', 'e2'], limit: 10, status: ['PAID'] }),
    () => sdk.orders.listOrders({ eventId: ['e1', 'e2'], limit: 10, status: ['PAID' as never] }),
  ],
  [
    'get order',
    () => ours.ticketingOrders.getOrder('e1', 'o1', ['DETAILS']),
    () =>
      sdk.orders.getOrder({ eventId: 'e1', orderNumber: 'o1' }, { fieldset: ['DETAILS' as never] }),
  ],
  [
    'update order',
    () => admin.ticketingOrdersAdmin.updateOrder('e1', 'o1', { archived: true }),
    () => sdkAdmin.orders.updateOrder({ eventId: 'e1', orderNumber: 'o1' }, { archived: true }),
  ],
  [
    'bulk update orders',
    () =>
      admin.ticketingOrdersAdmin.bulkUpdateOrders('e1', { orderNumber: ['o1'], archived: true }),
    () => sdkAdmin.orders.bulkUpdateOrders('e1', { orderNumber: ['o1'], archived: true }),
  ],
  [
    'confirm order',
    () => admin.ticketingOrdersAdmin.confirmOrder('e1', ['o1']),
    () => sdkAdmin.orders.confirmOrder('e1', { orderNumber: ['o1'] }),
  ],
  [
    'order summary',
    () => admin.ticketingOrdersAdmin.getSummary('e1'),
    () => sdkAdmin.orders.getSummary({ eventId: 'e1' }),
  ],
  [
    'capture',
    () => admin.ticketingOrdersAdmin.captureAuthorizedPayment('e1', 'o1'),
    () => sdkAdmin.orders.captureAuthorizedPayment('o1', { eventId: 'e1' }),
  ],
  [
    'void',
    () => admin.ticketingOrdersAdmin.voidAuthorizedPayment('e1', 'o1'),
    () => sdkAdmin.orders.voidAuthorizedPayment('o1', { eventId: 'e1' }),
  ],
  [
    'point-of-sale checkout',
    () =>
      admin.ticketingOrdersAdmin.posCheckout({
        eventId: 'e1',
        reservationId: 'r1',
        paymentDetailsId: 'p',
      }),
    () => sdkAdmin.orders.posCheckout('e1', { reservationId: 'r1', paymentDetailsId: 'p' }),
  ],
  // §7.4 ticketing checkout
  [
    'checkout options',
    () => ours.ticketingCheckout.getCheckoutOptions(),
    () => sdk.orders.getCheckoutOptions(),
  ],
  [
    'list available tickets',
    () => ours.ticketingCheckout.listAvailableTickets({ eventId: 'e1', limit: 10 }),
    () => sdk.orders.listAvailableTickets({ eventId: 'e1', limit: 10 }),
  ],
  [
    'query available tickets',
    () => ours.ticketingCheckout.queryAvailableTickets({ filter: { eventId: 'e1' }, limit: 10 }),
    () => sdk.orders.queryAvailableTickets({ filter: { eventId: 'e1' }, limit: 10 }),
  ],
  [
    // The seats left, as the admin's point of sale asks for them (an elevated caller's fieldset).
    'query available tickets with their counts',
    () =>
      ours.ticketingCheckout.queryAvailableTickets({
        filter: { eventId: 'e1' },
        fieldset: ['DASHBOARD'],
        limit: 10,
      }),
    () =>
      sdk.orders.queryAvailableTickets({
        filter: { eventId: 'e1' },
        fieldset: ['DASHBOARD'],
        limit: 10,
      }),
  ],
  [
    'create reservation',
    () =>
      ours.ticketingCheckout.createReservation({
        eventId: 'e1',
        ticketQuantities: [{ ticketDefinitionId: 't', quantity: 1 }],
      }),
    () =>
      sdk.orders.createReservation('e1', {
        ticketQuantities: [{ ticketDefinitionId: 't', quantity: 1 }],
      }),
  ],
  [
    'cancel reservation',
    () => ours.ticketingCheckout.cancelReservation('r1', 'e1'),
    () => sdk.orders.cancelReservation('r1', 'e1'),
  ],
  [
    'invoice',
    () => ours.ticketingCheckout.getInvoice('r1', { eventId: 'e1' }),
    () => sdk.orders.getInvoice('r1', 'e1'),
  ],
  [
    'checkout',
    () => ours.ticketingCheckout.checkout({ eventId: 'e1', reservationId: 'r1', guests: [] }),
    () => sdk.orders.checkout('e1', { reservationId: 'r1', guests: [] }),
  ],
  [
    'update checkout',
    () =>
      ours.ticketingCheckout.updateCheckout('o1', {
        eventId: 'e1',
        buyer: { firstName: 'A', lastName: 'B', email: 'a@b.c' },
      }),
    () =>
      sdk.orders.updateCheckout('o1', 'e1', {
        buyer: { firstName: 'A', lastName: 'B', email: 'a@b.c' },
      }),
  ],
  // §7.5 events v3
  [
    'create event',
    () => admin.eventsAdmin.createEvent({ title: 'T' }, { draft: true }),
    () => sdkAdmin.wixEventsV2.createEvent({ title: 'T' } as never, { draft: true }),
  ],
  [
    'clone event',
    () => admin.eventsAdmin.cloneEvent('e1', { draft: true }),
    () => sdkAdmin.wixEventsV2.cloneEvent('e1', { draft: true }),
  ],
  [
    'update event',
    () => admin.eventsAdmin.updateEvent({ id: 'e1', title: 'T' }),
    () => sdkAdmin.wixEventsV2.updateEvent('e1', { event: { title: 'T' } }),
  ],
  [
    'publish event',
    () => admin.eventsAdmin.publishEvent('e1'),
    () => sdkAdmin.wixEventsV2.publishDraftEvent('e1'),
  ],
  [
    'cancel event',
    () => admin.eventsAdmin.cancelEvent('e1'),
    () => sdkAdmin.wixEventsV2.cancelEvent('e1'),
  ],
  [
    'bulk cancel events',
    () => admin.eventsAdmin.bulkCancelEventsByFilter({ status: 'UPCOMING' }),
    () =>
      sdkAdmin.wixEventsV2.bulkCancelEventsByFilter({ filter: { filter: { status: 'UPCOMING' } } }),
  ],
  [
    'delete event',
    () => admin.eventsAdmin.deleteEvent('e1'),
    () => sdkAdmin.wixEventsV2.deleteEvent('e1'),
  ],
  [
    'bulk delete events',
    () => admin.eventsAdmin.bulkDeleteEventsByFilter({ status: 'UPCOMING' }),
    () =>
      sdkAdmin.wixEventsV2.bulkDeleteEventsByFilter({ filter: { filter: { status: 'UPCOMING' } } }),
  ],
  [
    'count events by status',
    () => ours.events.countEventsByStatus({ filter: {} }),
    () => sdk.wixEventsV2.countEventsByStatus({ filter: {} }),
  ],
  [
    'get event',
    () => ours.events.getEvent('e1', ['DETAILS']),
    () => sdk.wixEventsV2.getEvent('e1', { fields: ['DETAILS' as never] }),
  ],
  [
    'get event by slug',
    () => ours.events.getEventBySlug('s1', ['DETAILS']),
    () => sdk.wixEventsV2.getEventBySlug('s1', { fields: ['DETAILS' as never] }),
  ],
  [
    'query events',
    () =>
      ours.events.queryEvents({ filter: { status: 'UPCOMING' }, paging: { limit: 5, offset: 0 } }, [
        'DETAILS',
      ]),
    () =>
      sdk.wixEventsV2
        .queryEvents({ fields: ['DETAILS' as never] })
        .eq('status', 'UPCOMING')
        .limit(5)
        .find(),
  ],
  // §7.6 redirect sessions
  [
    'redirect session',
    () =>
      ours.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: 'c' },
        callbacks: { postFlowUrl: 'https://s/' },
      }),
    () =>
      sdk.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: 'c' },
        callbacks: { postFlowUrl: 'https://s/' },
      }),
  ],
  // §7.7 identity, as modules
  [
    'register',
    () =>
      ours.identity.register({
        loginId: { email: 'a@b.c' },
        password: 'p',
        profile: { nickname: 'n' },
      }),
    () =>
      sdk.authentication.registerV2(
        { email: 'a@b.c' },
        { password: 'p', profile: { nickname: 'n' } },
      ),
  ],
  [
    'login',
    () => ours.identity.login({ loginId: { email: 'a@b.c' }, password: 'p' }),
    () => sdk.authentication.loginV2({ email: 'a@b.c' }, { password: 'p' }),
  ],
  [
    'change password',
    () => ours.identity.changePassword('new'),
    () => sdk.authentication.changePassword('new'),
  ],
  [
    'sign on',
    () => admin.identity.signOn({ loginId: { email: 'a@b.c' } }),
    () => sdkAdmin.authentication.signOn({ email: 'a@b.c' }),
  ],
  [
    'logout',
    () => ours.identity.logout({ clientId: 'CID', postLogoutRedirectUri: 'https://s/' }),
    () => sdk.authentication.logout({ clientId: 'CID', postLogoutRedirectUri: 'https://s/' }),
  ],
  [
    'recovery email',
    () =>
      ours.identity.sendRecoveryEmail({
        email: 'a@b.c',
        redirect: { url: 'https://s/', clientId: 'CID' },
      }),
    () =>
      sdk.recovery.sendRecoveryEmail('a@b.c', { redirect: { url: 'https://s/', clientId: 'CID' } }),
  ],
  [
    'activation email',
    () => admin.identity.sendActivationEmail('i1', {}),
    () => sdkAdmin.recovery.sendActivationEmail('i1', { emailOptions: {} }),
  ],
  [
    'recover',
    () => ours.identity.recover('rt', 'p'),
    () => sdk.recovery.recover('rt', { password: 'p' }),
  ],
  [
    'start verification',
    () => ours.identity.startVerification('i1'),
    () => sdk.verification.start({ identityId: 'i1', target: 'EMAIL' as never }),
  ],
  [
    'verify code',
    () => ours.identity.verifyCode('123', 'st'),
    () => sdk.verification.verifyDuringAuthentication('123', { stateToken: 'st' }),
  ],
  // §7.8 catalogue reads
  [
    'get collection',
    () => ours.catalog.getCollection('c1'),
    () => sdk.collections.getCollection('c1'),
  ],
  [
    'get collection by slug',
    () => ours.catalog.getCollectionBySlug('s1'),
    () => sdk.collections.getCollectionBySlug('s1'),
  ],
  [
    'query collections',
    () => ours.catalog.queryCollections({ filter: { name: 'x' }, paging: { limit: 5, offset: 0 } }),
    () => sdk.collections.queryCollections().eq('name', 'x').limit(5).find(),
  ],
  [
    'get product',
    () => ours.catalog.getProduct('p1', { includeMerchantSpecificData: true }),
    () => sdk.products.getProduct('p1', { includeMerchantSpecificData: true }),
  ],
  [
    'get collection by slug (older catalogue)',
    () => ours.catalog.getCollectionBySlugV1('s1'),
    () => sdk.products.getCollectionBySlug('s1'),
  ],
  [
    'options availability',
    () => ours.catalog.productOptionsAvailability('p1', { Size: 'M' }),
    () => sdk.products.getProductOptionsAvailability('p1', { Size: 'M' }),
  ],
  [
    'query product variants',
    () => ours.catalog.queryProductVariants('p1', { choices: { Size: 'M' } }),
    () => sdk.products.queryProductVariants('p1', { choices: { Size: 'M' } }),
  ],
  [
    'query store variants',
    () => ours.catalog.queryStoreVariants({ filter: { productId: 'p1' } }),
    () => sdk.products.queryStoreVariants({ filter: { productId: 'p1' } } as never),
  ],
  [
    'get store variant',
    () => ours.catalog.getStoreVariant('v1'),
    () => sdk.products.getStoreVariant('v1'),
  ],
  [
    'query products',
    () => ours.catalog.queryProducts(query),
    () =>
      sdk.products
        .queryProducts()
        .eq('visible' as never, true)
        .in('id' as never, ['a', 'b'])
        .limit(5)
        .find(),
  ],
  // §7.9 catalogue writes
  [
    'create product',
    () => admin.catalogAdmin.createProduct({ name: 'n' }),
    () => sdkAdmin.products.createProduct({ name: 'n' } as never),
  ],
  [
    'update product',
    () => admin.catalogAdmin.updateProduct({ id: 'p1', name: 'n' }),
    () => sdkAdmin.products.updateProduct('p1', { name: 'n' }),
  ],
  [
    'delete product',
    () => admin.catalogAdmin.deleteProduct('p1'),
    () => sdkAdmin.products.deleteProduct('p1'),
  ],
  [
    'update variants',
    () => admin.catalogAdmin.updateVariants('p1', [{ choices: { Size: 'M' }, price: 2 }]),
    () => sdkAdmin.products.updateProductVariants('p1', [{ choices: { Size: 'M' }, price: 2 }]),
  ],
  [
    'reset variants',
    () => admin.catalogAdmin.resetAllVariantData('p1'),
    () => sdkAdmin.products.resetAllProductVariantData('p1'),
  ],
  [
    'add products to collection',
    () => admin.catalogAdmin.addProductsToCollection('c1', ['p1']),
    () => sdkAdmin.products.addProductsToCollection('c1', ['p1']),
  ],
  [
    'remove products from collection',
    () => admin.catalogAdmin.removeProductsFromCollection('c1', ['p1']),
    () => sdkAdmin.products.removeProductsFromCollection('c1', ['p1']),
  ],
  [
    'add media',
    () => admin.catalogAdmin.addProductMedia('p1', [{ url: 'https://m' }]),
    () => sdkAdmin.products.addProductMedia('p1', [{ url: 'https://m' }]),
  ],
  [
    'remove media',
    () => admin.catalogAdmin.removeProductMedia('p1', ['m1']),
    () => sdkAdmin.products.removeProductMedia('p1', ['m1']),
  ],
  [
    'media to choices',
    () =>
      admin.catalogAdmin.addProductMediaToChoices('p1', [
        { option: 'Color', choice: 'Red', mediaIds: ['m'] },
      ]),
    () =>
      sdkAdmin.products.addProductMediaToChoices('p1', [
        { option: 'Color', choice: 'Red', mediaIds: ['m'] },
      ]),
  ],
  [
    'media from choices',
    () =>
      admin.catalogAdmin.removeProductMediaFromChoices('p1', [
        { option: 'Color', choice: 'Red', mediaIds: ['m'] },
      ]),
    () =>
      sdkAdmin.products.removeProductMediaFromChoices('p1', [
        { option: 'Color', choice: 'Red', mediaIds: ['m'] },
      ]),
  ],
  [
    'delete options',
    () => admin.catalogAdmin.deleteProductOptions('p1'),
    () => sdkAdmin.products.deleteProductOptions('p1'),
  ],
  [
    'remove brand',
    () => admin.catalogAdmin.removeBrand('p1'),
    () => sdkAdmin.products.removeBrand('p1'),
  ],
  [
    'remove ribbon',
    () => admin.catalogAdmin.removeRibbon('p1'),
    () => sdkAdmin.products.removeRibbon('p1'),
  ],
  [
    'create collection',
    () => admin.catalogAdmin.createCollection({ name: 'n' }),
    () => sdkAdmin.products.createCollection({ name: 'n' }),
  ],
  [
    'update collection',
    () => admin.catalogAdmin.updateCollection({ id: 'c1', name: 'n' }),
    () => sdkAdmin.products.updateCollection('c1', { name: 'n' }),
  ],
  [
    'delete collection',
    () => admin.catalogAdmin.deleteCollection('c1'),
    () => sdkAdmin.products.deleteCollection('c1'),
  ],
  [
    'bulk update products',
    () => admin.catalogAdmin.bulkUpdateProducts(['p1'], { price: 2 }),
    () => sdkAdmin.products.bulkUpdateProductsProperty(['p1'], { price: 2 }),
  ],
  [
    'bulk adjust products',
    () => admin.catalogAdmin.bulkAdjustProductProperties({ price: { amount: 1 } }, ['p1']),
    () => sdkAdmin.products.bulkAdjustProductProperty({ price: { amount: 1 } }, ['p1']),
  ],
];

/** Token and login flows: ours through `auth`, the SDK's through its OAuth strategy. */
const strategy = () => OAuthStrategy({ clientId: 'CID', tokens });
const FLOWS: Array<[string, Call, Call]> = [
  [
    'anonymous tokens',
    () => freshClient().auth.getAccessToken(),
    () => OAuthStrategy({ clientId: 'CID' }).generateVisitorTokens(),
  ],
  [
    'refresh',
    () => expiredClient().auth.getAccessToken(),
    () => strategy().renewToken(tokens.refreshToken),
  ],
  [
    'login (the flow)',
    () => ours.auth.login({ email: 'a@b.c', password: 'p' }),
    () => strategy().login({ email: 'a@b.c', password: 'p' }),
  ],
  [
    'register (the flow)',
    () => ours.auth.register({ email: 'a@b.c', password: 'p' }),
    () => strategy().register({ email: 'a@b.c', password: 'p' }),
  ],
  [
    'hosted login URL',
    () => ours.auth.startHostedLogin({ redirectUri: 'https://s/cb' }),
    () => {
      const s = strategy();
      return s.getAuthUrl(s.generateOAuthData('https://s/cb'));
    },
  ],
  ['logout', () => ours.auth.logout('https://s/'), () => strategy().logout('https://s/')],
  [
    'password reset email',
    () => ours.auth.sendPasswordResetEmail('a@b.c', 'https://s/'),
    () => strategy().sendPasswordResetEmail('a@b.c', 'https://s/'),
  ],
];

function freshClient() {
  let held: Tokens = {
    accessToken: { value: '', expiresAt: 0 },
    refreshToken: { value: '', role: 'none' },
  };
  return createVisitor({
    clientId: 'CID',
    session: { getTokens: () => held, setTokens: (t) => void (held = t) },
  });
}

function expiredClient() {
  let held: Tokens = { ...tokens, accessToken: { value: 'OLD', expiresAt: 1 } };
  return createVisitor({
    clientId: 'CID',
    session: { getTokens: () => held, setTokens: (t) => void (held = t) },
  });
}

beforeEach(() => vi.stubGlobal('fetch', record));
afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(visitorFactories))(
  'the wire of %s, call by call, against the official SDK',
  (_, factory) => {
    beforeEach(() => {
      createVisitor = factory;
      ours = visitor();
    });

    it.each(CALLS)('%s', async (_, mine, theirs) => {
      const expected = await wire(theirs);
      expect(expected.length).toBeGreaterThan(0);
      expect(await wire(mine)).toEqual(expected);
    });

    it.each(FLOWS)('%s', async (_, mine, theirs) => {
      const expected = await wire(theirs);
      expect(expected.length).toBeGreaterThan(0);
      expect(await wire(mine)).toEqual(expected);
    });

    it('external login: the authorized_client grant as the SDK sends it', async () => {
      const [expected] = await wire(() => strategy().getMemberTokensForExternalLogin('m1', KEY));
      // An elevated client holds no visitor token: it asks for one first, then the same grant.
      const [visitor, grant] = await wire(() => admin.getMemberTokens('CID', 'm1'));
      expect(visitor).toMatchObject({
        body: { clientId: 'CID', grantType: 'anonymous' },
        authorization: null,
      });
      expect(grant).toEqual(expected);
    });

    it('with an api-base every host maps to it and paths keep their prefixes', async () => {
      const sandbox = createVisitor({
        apiBase: 'http://127.0.0.1:8787/',
        clientId: 'CID',
        session: { getTokens: () => tokens, setTokens: () => {} },
      });
      const [call] = await wire(() => sandbox.cart.getCurrentCart());
      expect(call!.url).toBe('http://127.0.0.1:8787/ecom/v1/carts/current');
      const [token] = await wire(() => freshClient().auth.getAccessToken());
      expect(token!.url).toBe('https://www.wixapis.com/oauth2/token');
    });
  },
);
