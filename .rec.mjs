import { createClient, OAuthStrategy, ApiKeyStrategy } from '@wix/sdk';
import { currentCart, backInStockNotifications } from '@wix/ecom';
import { products, collections } from '@wix/stores';
import { wixEventsV2, orders } from '@wix/events';
import { authentication, recovery, verification } from '@wix/identity';
import { redirects } from '@wix/redirects';
const log = [];
globalThis.fetch = async (url, init={}) => {
  const u = new URL(url); const h = new Headers(init.headers);
  let body; try { body = init.body ? JSON.parse(init.body) : undefined } catch { body = init.body }
  let q = [...u.searchParams.entries()].map(([k,v]) => k==='.r' ? `.r=${Buffer.from(v,'base64url').toString()}` : `${k}=${v}`).join('&');
  log.push(`${init.method ?? 'GET'} ${u.host}${u.pathname}${q ? '?'+q : ''} auth=${h.get('authorization')} body=${body===undefined?'-':JSON.stringify(Object.keys(body))}`);
  const json = u.pathname.endsWith('/oauth2/token') ? {access_token:'AT', refresh_token:'RT', expires_in: 14400} : {};
  return new Response(JSON.stringify(json), {status:200, headers:{'content-type':'application/json'}});
};
const modules = { currentCart, backInStockNotifications, products, collections, wixEventsV2, orders, authentication, recovery, verification, redirects };
const v = createClient({ modules, auth: OAuthStrategy({ clientId: 'CID', tokens: { accessToken: {value:'VAT', expiresAt: 9e9}, refreshToken: {value:'VRT', role:'visitor'} } }) });
const a = createClient({ modules, auth: ApiKeyStrategy({ apiKey: 'KEY', siteId: 'SITE' }) });
const ref = { appId: 'app', catalogItemId: 'p1', options: { variantId: 'v1' } };
const calls = {
 'bis.create': () => v.backInStockNotifications.createBackInStockNotificationRequest({ catalogReference: ref, email: 'a@b.c', itemUrl: 'https://x' }, { name: 'n', price: '1' }),
 'bis.get': () => v.backInStockNotifications.getBackInStockNotificationRequest('r1'),
 'bis.delete': () => v.backInStockNotifications.deleteBackInStockNotificationRequest('r1'),
 'bis.mark': () => a.backInStockNotifications.markAsNotificationSent('r1'),
 'bis.count': () => a.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences([ref]),
 'bis.query': () => a.backInStockNotifications.queryBackInStockNotificationRequests().eq('status','RECEIVED').limit(10).find(),
 'bis.report': () => a.backInStockNotifications.reportItemsBackInStock(ref, { name:'n', price:'1'}, { requestIds:['r1'] }),
 'cart.get': () => v.currentCart.getCurrentCart(),
 'cart.update': () => v.currentCart.updateCurrentCart({ couponCode: 'X' }),
 'cart.add': () => v.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: ref, quantity: 1 }] }),
 'cart.remove': () => v.currentCart.removeLineItemsFromCurrentCart(['l1']),
 'cart.checkout': () => v.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' }),
 'cart.removeCoupon': () => v.currentCart.removeCouponFromCurrentCart(),
 'cart.qty': () => v.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'l1', quantity: 2 }]),
 'cart.estimate': () => v.currentCart.estimateCurrentCartTotals({ calculateTax: true }),
 'cart.delete': () => v.currentCart.deleteCurrentCart(),
 'orders.list': () => v.orders.listOrders({ eventId: ['e1'], limit: 10, status: ['PAID'] }),
 'orders.get': () => v.orders.getOrder({ eventId: 'e1', orderNumber: 'o1', fieldset: ['DETAILS'] }),
 'orders.update': () => a.orders.updateOrder('o1', { eventId: 'e1', archived: true }),
 'orders.bulkUpdate': () => a.orders.bulkUpdateOrders('e1', { orderNumber: ['o1'], archived: true }),
 'orders.confirm': () => a.orders.confirmOrder('e1', { orderNumber: ['o1'] }),
 'orders.summary': () => a.orders.getSummary({ eventId: 'e1' }),
 'orders.capture': () => a.orders.captureAuthorizedPayment('o1', { eventId: 'e1' }),
 'orders.void': () => a.orders.voidAuthorizedPayment('o1', { eventId: 'e1' }),
 'orders.pos': () => a.orders.posCheckout('e1', { reservationId: 'r1', paymentDetailsId: 'p' }),
 'co.options': () => v.orders.getCheckoutOptions(),
 'co.listTickets': () => v.orders.listAvailableTickets({ eventId: ['e1'], limit: 10 }),
 'co.queryTickets': () => v.orders.queryAvailableTickets({ filter: { eventId: 'e1' }, limit: 10 }),
 'co.reserve': () => v.orders.createReservation('e1', { ticketQuantities: [{ ticketDefinitionId: 't', quantity: 1 }] }),
 'co.cancelRes': () => v.orders.cancelReservation('r1', 'e1'),
 'co.invoice': () => v.orders.getInvoice('r1', { eventId: 'e1' }),
 'co.checkout': () => v.orders.checkout('e1', { reservationId: 'r1', guests: [] }),
 'co.updateCheckout': () => v.orders.updateCheckout('o1', { eventId: 'e1', buyer: { firstName: 'a' } }),
 'ev.create': () => a.wixEventsV2.createEvent({ title: 't' }, { draft: true }),
 'ev.clone': () => a.wixEventsV2.cloneEvent('e1', { draft: true }),
 'ev.update': () => a.wixEventsV2.updateEvent('e1', { title: 't' }),
 'ev.publish': () => a.wixEventsV2.publishDraftEvent('e1'),
 'ev.cancel': () => a.wixEventsV2.cancelEvent('e1'),
 'ev.bulkCancel': () => a.wixEventsV2.bulkCancelEventsByFilter({ filter: { status: 'UPCOMING' } }),
 'ev.delete': () => a.wixEventsV2.deleteEvent('e1'),
 'ev.bulkDelete': () => a.wixEventsV2.bulkDeleteEventsByFilter({ filter: { status: 'UPCOMING' } }),
 'ev.count': () => v.wixEventsV2.countEventsByStatus({ filter: {} }),
 'ev.get': () => v.wixEventsV2.getEvent('e1', { fields: ['DETAILS'] }),
 'ev.slug': () => v.wixEventsV2.getEventBySlug('s1', { fields: ['DETAILS'] }),
 'ev.query': () => v.wixEventsV2.queryEvents({ fields: ['DETAILS'] }).eq('status','UPCOMING').limit(5).find(),
 'redir': () => v.redirects.createRedirectSession({ ecomCheckout: { checkoutId: 'c' }, callbacks: { postFlowUrl: 'https://x' } }),
 'id.register': () => v.authentication.registerV2({ email: 'a@b.c' }, { password: 'p', profile: { nickname: 'n' } }),
 'id.login': () => v.authentication.loginV2({ email: 'a@b.c' }, { password: 'p' }),
 'id.changePassword': () => v.authentication.changePassword('np'),
 'id.logout': () => v.authentication.logout('CID', { postLogoutRedirectUri: 'https://x' }),
 'id.signOn': () => a.authentication.signOn({ email: 'a@b.c' }, {}),
 'id.sendEmail': () => v.recovery.sendRecoveryEmail('a@b.c', { redirect: { url: 'https://x', clientId: 'CID' } }),
 'id.activation': () => a.recovery.sendActivationEmail('i1', {}),
 'id.recover': () => v.recovery.recover('rt', { password: 'p' }),
 'id.start': () => v.verification.start({ identityId: 'i1', target: 'EMAIL' }),
 'id.verify': () => v.verification.verifyDuringAuthentication('123', { stateToken: 'st' }),
 'col.get': () => v.collections.getCollection('c1'),
 'col.slug': () => v.collections.getCollectionBySlug('s1'),
 'col.query': () => v.collections.queryCollections().eq('name','x').limit(5).find(),
 'p.get': () => v.products.getProduct('p1', { includeMerchantSpecificData: true }),
 'p.colSlugV1': () => v.products.getCollectionBySlug('s1'),
 'p.optAvail': () => v.products.getProductOptionsAvailability('p1', { Size: 'M' }),
 'p.variants': () => v.products.queryProductVariants('p1', { choices: { Size: 'M' } }),
 'p.storeVariants': () => v.products.queryStoreVariants({ query: { filter: { productId: 'p1' } } }),
 'p.storeVariant': () => v.products.getStoreVariant('v1'),
 'p.query': () => v.products.queryProducts().eq('visible', true).in('_id', ['a','b']).limit(5).find(),
 'pw.create': () => a.products.createProduct({ name: 'n', productType: 'physical', priceData: { price: 1 } }),
 'pw.update': () => a.products.updateProduct('p1', { name: 'n' }),
 'pw.delete': () => a.products.deleteProduct('p1'),
 'pw.variants': () => a.products.updateProductVariants('p1', [{ choices: { Size: 'M' }, price: 2 }]),
 'pw.reset': () => a.products.resetAllProductVariantData('p1'),
 'pw.addToCol': () => a.products.addProductsToCollection('c1', ['p1']),
 'pw.removeFromCol': () => a.products.removeProductsFromCollection('c1', ['p1']),
 'pw.addMedia': () => a.products.addProductMedia('p1', [{ url: 'https://x' }]),
 'pw.removeMedia': () => a.products.removeProductMedia('p1', ['m1']),
 'pw.choicesMedia': () => a.products.addProductMediaToChoices('p1', [{ option: 'Color', choice: 'Red', mediaIds: ['m'] }]),
 'pw.removeChoicesMedia': () => a.products.removeProductMediaFromChoices('p1', [{ option: 'Color', choice: 'Red', mediaIds: ['m'] }]),
 'pw.deleteOptions': () => a.products.deleteProductOptions('p1'),
 'pw.removeBrand': () => a.products.removeBrand('p1'),
 'pw.removeRibbon': () => a.products.removeRibbon('p1'),
 'pw.createCol': () => a.products.createCollection({ name: 'n' }),
 'pw.updateCol': () => a.products.updateCollection('c1', { name: 'n' }),
 'pw.deleteCol': () => a.products.deleteCollection('c1'),
 'pw.bulkUpdate': () => a.products.bulkUpdateProductsProperty(['p1'], { price: 2 }),
 'pw.bulkAdjust': () => a.products.bulkAdjustProductProperty({ price: { amount: 1 } }, ['p1']),
};
for (const [n, f] of Object.entries(calls)) { const before = log.length; try { await f(); } catch (e) { log.push('ERR ' + e.message.slice(0,120)); } console.log(n.padEnd(22), log.slice(before).join(' | ')); }
const s = OAuthStrategy({ clientId: 'CID' });
log.length = 0; await s.generateVisitorTokens(); console.log('anon', log.join(' | '));
log.length = 0; await s.renewToken({ value: 'RT', role: 'visitor' }); console.log('refresh', log.join(' | '));
log.length = 0; const d = s.generateOAuthData('https://site/cb'); await s.getAuthUrl(d); console.log('authurl', log.join(' | '));
log.length = 0; try { await s.getMemberTokens('code', d.state, d) } catch(e) { console.log(e.message) } console.log('code', log.join(' | '));
log.length = 0; await s.logout('https://site/'); console.log('logout', log.join(' | '));
log.length = 0; try { await s.getMemberTokensForExternalLogin('m1', 'KEY') } catch(e) {console.log(e.message)} console.log('external', log.join(' | '));
