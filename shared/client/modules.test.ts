import { describe, expect, it } from 'vitest';
import { createElevatedClient, type ElevatedClient } from './client';
import { API, recorder, useServer } from './testing/msw';
import { query } from './query';

const server = useServer();
const ref = { catalogItemId: 'p1', appId: 'app', options: { variantId: 'v1' } };

// prettier-ignore
type Row = [name: string, call: (c: ElevatedClient) => Promise<unknown>, method: string, path: string, sent?: unknown];

/**
 * Every spec §7 call and what it sends (body for POST/PATCH/PUT, params for GET/DELETE), by
 * value. Path ids the SDK repeats in the query or body may come on top (wire.test.ts compares
 * every key with the official SDK's).
 */
// prettier-ignore
const rows: Row[] = [
  // 7.1 back-in-stock
  ['backInStock.createRequest', (c) => c.backInStock.createRequest({ catalogReference: ref, email: 'a@b.c' }, { name: 'Shoe', price: '10' }), 'POST', '/back-in-stock-service/v1/back-in-stock-notification-requests', { request: { catalogReference: ref, email: 'a@b.c' }, itemDetails: { name: 'Shoe', price: '10' } }],
  ['backInStock.getRequest', (c) => c.backInStock.getRequest('r1'), 'GET', '/back-in-stock-service/v1/back-in-stock-notification-requests/r1', {}],
  ['backInStock.deleteRequest', (c) => c.backInStock.deleteRequest('r1'), 'DELETE', '/back-in-stock-service/v1/back-in-stock-notification-requests/r1', {}],
  ['backInStockAdmin.markAsNotificationSent', (c) => c.backInStockAdmin.markAsNotificationSent('r1'), 'PUT', '/back-in-stock-service/v1/back-in-stock-notification-requests/r1/mark-as-notification-sent'],
  ['backInStockAdmin.countByCatalogReference', (c) => c.backInStockAdmin.countByCatalogReference([ref]), 'GET', '/back-in-stock-service/v1/back-in-stock-notification-requests/count-by-catalog-reference', { catalogReferences: [ref] }],
  ['backInStockAdmin.queryRequests', (c) => c.backInStockAdmin.queryRequests({ cursorPaging: { limit: 50 } }), 'GET', '/back-in-stock-service/v1/back-in-stock-notification-requests', { query: { cursorPaging: { limit: 50 } } }],
  ['backInStockAdmin.reportItemsBackInStock', (c) => c.backInStockAdmin.reportItemsBackInStock({ catalogReference: ref, requestIds: ['r1'] }), 'POST', '/back-in-stock-service/v1/back-in-stock-notification-requests/report-items-back-in-stock', { catalogReference: ref, requestIds: ['r1'] }],
  // 7.2 current cart
  ['cart.getCurrentCart', (c) => c.cart.getCurrentCart(), 'GET', '/ecom/v1/carts/current', {}],
  ['cart.updateCurrentCart', (c) => c.cart.updateCurrentCart({ couponCode: 'SAVE' }), 'PATCH', '/ecom/v1/carts/current', { couponCode: 'SAVE' }],
  ['cart.addToCurrentCart', (c) => c.cart.addToCurrentCart({ lineItems: [{ catalogReference: ref, quantity: 2 }] }), 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [{ catalogReference: ref, quantity: 2 }] }],
  ['cart.removeLineItemsFromCurrentCart', (c) => c.cart.removeLineItemsFromCurrentCart(['l1']), 'POST', '/ecom/v1/carts/current/remove-line-items', { lineItemIds: ['l1'] }],
  ['cart.createCheckoutFromCurrentCart', (c) => c.cart.createCheckoutFromCurrentCart({ channelType: 'WEB', email: 'a@b.c' }), 'POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB', email: 'a@b.c' }],
  ['cart.removeCouponFromCurrentCart', (c) => c.cart.removeCouponFromCurrentCart(), 'POST', '/ecom/v1/carts/current/remove-coupon'],
  ['cart.updateCurrentCartLineItemQuantity', (c) => c.cart.updateCurrentCartLineItemQuantity([{ id: 'l1', quantity: 3 }]), 'POST', '/ecom/v1/carts/current/update-line-items-quantity', { lineItems: [{ id: 'l1', quantity: 3 }] }],
  ['cart.estimateCurrentCartTotals', (c) => c.cart.estimateCurrentCartTotals({ calculateTax: true }), 'POST', '/ecom/v1/carts/current/estimate-totals', { calculateTax: true }],
  ['cart.deleteCurrentCart', (c) => c.cart.deleteCurrentCart(), 'DELETE', '/ecom/v1/carts/current', {}],
  ['storeOrders.getOrder', (c) => c.storeOrders.getOrder('o1'), 'GET', '/ecom/v1/orders/o1', { id: 'o1' }],
  // 7.3 ticketing orders
  ['ticketingOrders.listOrders', (c) => c.ticketingOrders.listOrders({ eventId: ['e1'], limit: 10 }), 'GET', '/events/v1/orders', { eventId: 'e1', limit: '10' }],
  ['ticketingOrders.getOrder', (c) => c.ticketingOrders.getOrder('e1', 'o1', ['TICKETS']), 'GET', '/events/v1/events/e1/orders/o1', { fieldset: 'TICKETS' }],
  ['ticketingOrdersAdmin.updateOrder', (c) => c.ticketingOrdersAdmin.updateOrder('e1', 'o1', { archived: true }), 'PATCH', '/events/v1/events/e1/orders/o1', { archived: true }],
  ['ticketingOrdersAdmin.bulkUpdateOrders', (c) => c.ticketingOrdersAdmin.bulkUpdateOrders('e1', { orderNumber: ['o1'], archived: true }), 'PATCH', '/events/v1/events/e1/orders', { orderNumber: ['o1'], archived: true }],
  ['ticketingOrdersAdmin.confirmOrder', (c) => c.ticketingOrdersAdmin.confirmOrder('e1', ['o1']), 'POST', '/events/v1/events/e1/orders/confirm', { orderNumber: ['o1'] }],
  ['ticketingOrdersAdmin.getSummary', (c) => c.ticketingOrdersAdmin.getSummary('e1'), 'GET', '/events/v1/orders/summary', { eventId: 'e1' }],
  ['ticketingOrdersAdmin.captureAuthorizedPayment', (c) => c.ticketingOrdersAdmin.captureAuthorizedPayment('e1', 'o1'), 'POST', '/events/v1/events/orders/o1/capture', { eventId: 'e1' }],
  ['ticketingOrdersAdmin.voidAuthorizedPayment', (c) => c.ticketingOrdersAdmin.voidAuthorizedPayment('e1', 'o1'), 'POST', '/events/v1/events/orders/o1/void', { eventId: 'e1' }],
  ['ticketingOrdersAdmin.posCheckout', (c) => c.ticketingOrdersAdmin.posCheckout({ eventId: 'e1', reservationId: 'r1' }), 'POST', '/events/v1/pos-checkout', { eventId: 'e1', reservationId: 'r1' }],
  // 7.4 ticketing checkout
  ['ticketingCheckout.getCheckoutOptions', (c) => c.ticketingCheckout.getCheckoutOptions(), 'GET', '/events/v1/checkout/options', {}],
  ['ticketingCheckout.listAvailableTickets', (c) => c.ticketingCheckout.listAvailableTickets({ eventId: 'e1', limit: 5 }), 'GET', '/events/v1/checkout/available-tickets', { eventId: 'e1', limit: '5' }],
  ['ticketingCheckout.queryAvailableTickets', (c) => c.ticketingCheckout.queryAvailableTickets({ filter: { eventId: 'e1' }, limit: 5 }), 'POST', '/events/v1/checkout/available-tickets/query', { filter: { eventId: 'e1' }, limit: 5 }],
  ['ticketingCheckout.createReservation', (c) => c.ticketingCheckout.createReservation({ eventId: 'e1', ticketQuantities: [{ ticketDefinitionId: 't1', quantity: 2 }] }), 'POST', '/events/v1/checkout/reservations', { eventId: 'e1', ticketQuantities: [{ ticketDefinitionId: 't1', quantity: 2 }] }],
  ['ticketingCheckout.cancelReservation', (c) => c.ticketingCheckout.cancelReservation('r1', 'e1'), 'DELETE', '/events/v1/checkout/reservations/r1', { eventId: 'e1' }],
  ['ticketingCheckout.getInvoice', (c) => c.ticketingCheckout.getInvoice('r1', { eventId: 'e1' }), 'POST', '/events/v1/checkout/invoices/r1', { eventId: 'e1' }],
  ['ticketingCheckout.checkout', (c) => c.ticketingCheckout.checkout({ eventId: 'e1', reservationId: 'r1', buyer: { firstName: 'A', lastName: 'B', email: 'a@b.c' } }), 'POST', '/events/v1/checkout', { eventId: 'e1', reservationId: 'r1', buyer: { firstName: 'A', lastName: 'B', email: 'a@b.c' } }],
  ['ticketingCheckout.updateCheckout', (c) => c.ticketingCheckout.updateCheckout('o1', { eventId: 'e1', memberId: 'm1' }), 'PATCH', '/events/v1/checkout/o1', { eventId: 'e1', memberId: 'm1' }],
  // 7.5 events v3
  ['eventsAdmin.createEvent', (c) => c.eventsAdmin.createEvent({ title: 'T' }, { draft: true }), 'POST', '/events/v3/events', { event: { title: 'T' }, draft: true }],
  ['eventsAdmin.cloneEvent', (c) => c.eventsAdmin.cloneEvent('e1', { draft: true }), 'POST', '/events/v3/events/e1/clone', { draft: true }],
  ['eventsAdmin.updateEvent', (c) => c.eventsAdmin.updateEvent({ id: 'e1', title: 'U' }, { fieldMask: ['title'] }), 'PATCH', '/events/v3/events/e1', { event: { id: 'e1', title: 'U' }, fieldMask: ['title'] }],
  ['eventsAdmin.publishEvent', (c) => c.eventsAdmin.publishEvent('e1', ['DETAILS']), 'POST', '/events/v3/events/e1/publish', { fields: ['DETAILS'] }],
  ['eventsAdmin.cancelEvent', (c) => c.eventsAdmin.cancelEvent('e1'), 'POST', '/events/v3/events/e1/cancel', {}],
  ['eventsAdmin.bulkCancelEventsByFilter', (c) => c.eventsAdmin.bulkCancelEventsByFilter({ status: 'DRAFT' }), 'POST', '/events/v3/bulk/events/cancel-by-filter', { filter: { filter: { status: 'DRAFT' } } }],
  ['eventsAdmin.deleteEvent', (c) => c.eventsAdmin.deleteEvent('e1'), 'DELETE', '/events/v3/events/e1', {}],
  ['eventsAdmin.bulkDeleteEventsByFilter', (c) => c.eventsAdmin.bulkDeleteEventsByFilter({ status: 'ENDED' }), 'POST', '/events/v3/bulk/events/delete-by-filter', { filter: { filter: { status: 'ENDED' } } }],
  ['events.countEventsByStatus', (c) => c.events.countEventsByStatus({ includeDrafts: true }), 'POST', '/events/v3/events/count-by-status', { includeDrafts: true }],
  ['events.getEvent', (c) => c.events.getEvent('e1', ['DETAILS', 'REGISTRATION']), 'GET', '/events/v3/events/e1', { fields: ['DETAILS', 'REGISTRATION'] }],
  ['events.getEventBySlug', (c) => c.events.getEventBySlug('my party'), 'GET', '/events/v3/events/slug/my%20party', {}],
  ['events.queryEvents', (c) => c.events.queryEvents(query().eq('status', 'UPCOMING').limit(5).build()), 'POST', '/events/v3/events/query', { query: { filter: { status: { $eq: 'UPCOMING' } }, paging: { limit: 5 } } }],
  // 7.6 redirects
  ['redirects.createRedirectSession', (c) => c.redirects.createRedirectSession({ ecomCheckout: { checkoutId: 'ch1' }, callbacks: { postFlowUrl: 'https://site' } }), 'POST', '/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId: 'ch1' }, callbacks: { postFlowUrl: 'https://site' } }],
  // 7.7 identity
  ['identity.register', (c) => c.identity.register({ loginId: { email: 'a@b.c' }, password: 'p' }), 'POST', '/_api/iam/authentication/v2/register', { loginId: { email: 'a@b.c' }, password: 'p' }],
  ['identity.login', (c) => c.identity.login({ loginId: { email: 'a@b.c' }, password: 'p' }), 'POST', '/_api/iam/authentication/v2/login', { loginId: { email: 'a@b.c' }, password: 'p' }],
  ['identity.changePassword', (c) => c.identity.changePassword('new'), 'POST', '/_api/iam/authentication/v2/change-password', { newPassword: 'new' }],
  ['identity.callback', (c) => c.identity.callback({ state: 's', sessionToken: 't' }), 'GET', '/_api/iam/authentication/v1/callback', { state: 's', sessionToken: 't' }],
  ['identity.signOn', (c) => c.identity.signOn({ loginId: { email: 'a@b.c' }, verifyEmail: false }), 'POST', '/_api/iam/authentication/v2/sign-on', { loginId: { email: 'a@b.c' }, verifyEmail: false }],
  ['identity.logout', (c) => c.identity.logout({ clientId: 'c1', postLogoutRedirectUri: 'https://site' }), 'GET', '/_api/iam/authentication/v1/logout', { clientId: 'c1', postLogoutRedirectUri: 'https://site' }],
  ['identity.verifyFactor', (c) => c.identity.verifyFactor('EMAIL', { stateToken: 's', emailData: { code: '1' } }), 'POST', '/_api/iam/authentication/v2/EMAIL/verify', { stateToken: 's', emailData: { code: '1' } }],
  ['identity.sendRecoveryEmail', (c) => c.identity.sendRecoveryEmail({ email: 'a@b.c', redirect: { url: 'https://site', clientId: 'c1' } }), 'POST', '/_api/iam/recovery/v1/send-email', { email: 'a@b.c', redirect: { url: 'https://site', clientId: 'c1' } }],
  ['identity.sendActivationEmail', (c) => c.identity.sendActivationEmail('i1'), 'POST', '/_api/iam/recovery/v1/activation-email', { identityId: 'i1' }],
  ['identity.recover', (c) => c.identity.recover('rt', 'pw'), 'POST', '/_api/iam/recovery/v1/recover', { recoveryToken: 'rt', password: 'pw' }],
  ['identity.startVerification', (c) => c.identity.startVerification('i1'), 'POST', '/_api/iam/verification/v1/start', { identityId: 'i1', target: 'EMAIL' }],
  ['identity.verifyCode', (c) => c.identity.verifyCode('123', 'st'), 'POST', '/_api/iam/verification/v1/auth/verify', { code: '123', stateToken: 'st' }],
  ['identity.resendCode', (c) => c.identity.resendCode('st'), 'POST', '/_api/iam/verification/v1/auth/resend', { stateToken: 'st' }],
  ['identity.getMyMember', (c) => c.identity.getMyMember(), 'GET', '/members/v1/members/my', {}],
  // 7.8 catalogue reads
  ['catalog.getCollection', (c) => c.catalog.getCollection('c1'), 'GET', '/v2/collections/c1', {}],
  ['catalog.getCollectionBySlug', (c) => c.catalog.getCollectionBySlug('shoes'), 'GET', '/v2/collections/slug/shoes', {}],
  ['catalog.queryCollections', (c) => c.catalog.queryCollections({ paging: { limit: 5 } }), 'GET', '/v2/collections/query', { query: { paging: { limit: 5 } } }],
  ['catalog.getProduct', (c) => c.catalog.getProduct('p1', { includeMerchantSpecificData: true }), 'GET', '/stores-reader/v1/products/p1', { includeMerchantSpecificData: 'true' }],
  ['catalog.getCollectionBySlugV1', (c) => c.catalog.getCollectionBySlugV1('shoes'), 'GET', '/stores-reader/v1/collections/slug/shoes', {}],
  ['catalog.productOptionsAvailability', (c) => c.catalog.productOptionsAvailability('p1', { Size: 'M' }), 'POST', '/stores-reader/v1/products/p1/productOptionsAvailability', { options: { Size: 'M' } }],
  ['catalog.queryProductVariants', (c) => c.catalog.queryProductVariants('p1', { choices: { Size: 'M' } }), 'POST', '/stores-reader/v1/products/p1/variants/query', { choices: { Size: 'M' } }],
  ['catalog.queryStoreVariants', (c) => c.catalog.queryStoreVariants({ filter: { productId: 'p1' } }), 'POST', '/stores-reader/v1/variants/query', { query: { filter: { productId: 'p1' } } }],
  ['catalog.getStoreVariant', (c) => c.catalog.getStoreVariant('v1'), 'GET', '/stores-reader/v1/variants/v1', {}],
  ['catalog.queryProducts', (c) => c.catalog.queryProducts(query().in('id', ['p1']).build()), 'GET', '/stores-reader/v1/products/query-platformized', { query: { filter: { id: { $in: ['p1'] } } } }],
  // 7.9 catalogue writes
  ['catalogAdmin.createProduct', (c) => c.catalogAdmin.createProduct({ name: 'N', priceData: { price: '9.5' } }), 'POST', '/stores/v1/products', { product: { name: 'N', priceData: { price: 9.5 } } }],
  ['catalogAdmin.updateProduct', (c) => c.catalogAdmin.updateProduct({ id: 'p1', weight: '1.25' }), 'PATCH', '/stores/v1/products/p1', { product: { id: 'p1', weight: 1.25 } }],
  ['catalogAdmin.deleteProduct', (c) => c.catalogAdmin.deleteProduct('p1'), 'DELETE', '/stores/v1/products/p1', {}],
  ['catalogAdmin.updateVariants', (c) => c.catalogAdmin.updateVariants('p1', [{ variantIds: ['v1'], price: '5', cost: '2', weight: 0.5 }]), 'PATCH', '/stores/v1/products/p1/variants', { variants: [{ variantIds: ['v1'], price: 5, cost: 2, weight: 0.5 }] }],
  ['catalogAdmin.resetAllVariantData', (c) => c.catalogAdmin.resetAllVariantData('p1'), 'POST', '/stores/v1/products/p1/variants/resetToDefault'],
  ['catalogAdmin.addProductsToCollection', (c) => c.catalogAdmin.addProductsToCollection('c1', ['p1']), 'POST', '/stores/v1/collections/c1/productIds', { productIds: ['p1'] }],
  ['catalogAdmin.removeProductsFromCollection', (c) => c.catalogAdmin.removeProductsFromCollection('c1', ['p1']), 'POST', '/stores/v1/collections/c1/productIds/delete', { productIds: ['p1'] }],
  ['catalogAdmin.addProductMedia', (c) => c.catalogAdmin.addProductMedia('p1', [{ url: 'u' }]), 'POST', '/stores/v1/products/p1/media', { media: [{ url: 'u' }] }],
  ['catalogAdmin.removeProductMedia', (c) => c.catalogAdmin.removeProductMedia('p1', ['m1']), 'POST', '/stores/v1/products/p1/media/delete', { mediaIds: ['m1'] }],
  ['catalogAdmin.addProductMediaToChoices', (c) => c.catalogAdmin.addProductMediaToChoices('p1', [{ option: 'Color' }]), 'PATCH', '/stores/v1/products/p1/choices/media', { media: [{ option: 'Color' }] }],
  ['catalogAdmin.removeProductMediaFromChoices', (c) => c.catalogAdmin.removeProductMediaFromChoices('p1', [{ option: 'Color' }]), 'POST', '/stores/v1/products/p1/choices/media/delete', { media: [{ option: 'Color' }] }],
  ['catalogAdmin.deleteProductOptions', (c) => c.catalogAdmin.deleteProductOptions('p1'), 'DELETE', '/stores/v1/products/p1/options', {}],
  ['catalogAdmin.updateInventoryVariants', (c) => c.catalogAdmin.updateInventoryVariants('p1', { variants: [{ variantId: 'v1', quantity: 3 }] }), 'PATCH', '/stores/v2/inventoryItems/product/p1', { inventoryItem: { variants: [{ variantId: 'v1', quantity: 3 }] } }],
  ['catalogAdmin.removeBrand', (c) => c.catalogAdmin.removeBrand('p1'), 'POST', '/stores/v1/products/p1/remove-brand'],
  ['catalogAdmin.removeRibbon', (c) => c.catalogAdmin.removeRibbon('p1'), 'POST', '/stores/v1/products/p1/remove-ribbon'],
  ['catalogAdmin.createCollection', (c) => c.catalogAdmin.createCollection({ name: 'Shoes' }), 'POST', '/stores/v1/collections', { collection: { name: 'Shoes' } }],
  ['catalogAdmin.updateCollection', (c) => c.catalogAdmin.updateCollection({ id: 'c1', name: 'S' }), 'PATCH', '/stores/v1/collections/c1', { collection: { id: 'c1', name: 'S' } }],
  ['catalogAdmin.deleteCollection', (c) => c.catalogAdmin.deleteCollection('c1'), 'DELETE', '/stores/v1/collections/c1', {}],
  ['catalogAdmin.bulkUpdateProducts', (c) => c.catalogAdmin.bulkUpdateProducts(['p1'], { price: '10.5' }), 'POST', '/stores/v1/bulk/products/update', { ids: ['p1'], set: { price: 10.5 } }],
  ['catalogAdmin.bulkAdjustProductProperties', (c) => c.catalogAdmin.bulkAdjustProductProperties({ weight: { amount: '0.5' } }, ['p1']), 'POST', '/stores/v1/bulk/products/adjust-properties', { adjust: { weight: { amount: 0.5 } }, ids: ['p1'] }],
];

describe('module calls', () => {
  const client = createElevatedClient({ apiBase: API, apiKey: 'admin-key' });

  it('cover every function of every module exactly once', () => {
    const exposed = Object.entries(client)
      .filter(([, module]) => module && typeof module === 'object' && !('request' in module))
      .flatMap(([name, module]) => Object.keys(module as object).map((fn) => `${name}.${fn}`));
    expect(rows.map(([name]) => name).sort()).toEqual(exposed.sort());
  });

  it.each(rows)('%s -> %s %s', async (_name, call, method, path, sent) => {
    const { seen, handler } = recorder();
    server.use(handler);
    await call(client);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method, path, authorization: 'admin-key' });
    const carriesBody = !['GET', 'DELETE'].includes(method);
    expect(carriesBody ? request!.body : request!.params).toMatchObject(sent ?? {});
  });
});

describe('field masks', () => {
  const client = createElevatedClient({ apiBase: API, apiKey: 'admin-key' });
  it('go comma-joined, as the SDK writes a field mask (transformSDKFieldMaskToRESTFieldMask)', async () => {
    const { seen, handler } = recorder();
    server.use(handler);
    await client.ticketingOrdersAdmin.updateOrder('e1', 'o1', {
      fields: ['archived', 'checkoutForm'],
      archived: true,
    });
    await client.ticketingOrdersAdmin.bulkUpdateOrders('e1', {
      orderNumber: ['o1'],
      fields: ['archived'],
      archived: true,
    });
    expect(seen.map((r) => (r.body as { fields?: unknown }).fields)).toEqual([
      'archived,checkoutForm',
      'archived',
    ]);
  });
});

describe('bulk product failures carry their argument names', () => {
  it.each([
    [
      'bulkUpdateProducts',
      (c: ElevatedClient) => c.catalogAdmin.bulkUpdateProducts([], { price: 1 }),
      ['ids', 'set'],
    ],
    [
      'bulkAdjustProductProperties',
      (c: ElevatedClient) => c.catalogAdmin.bulkAdjustProductProperties({}, []),
      ['adjust', 'ids'],
    ],
    ['queryProducts', (c: ElevatedClient) => c.catalog.queryProducts(), ['query']],
  ] as const)('%s', async (_name, call, argumentNames) => {
    server.use(recorder(() => Response.json({}, { status: 500 })).handler);
    const client = createElevatedClient({ apiBase: API, apiKey: 'k' });
    await expect(call(client)).rejects.toMatchObject({ name: 'SystemError', argumentNames });
  });
});
