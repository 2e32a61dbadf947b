/** The platform client factories: one for visitors and members, one elevated for admins. */
import { createTransport } from './transport';
import { backInStock, backInStockAdmin } from './modules/back-in-stock';
import { cart } from './modules/cart';
import { catalog } from './modules/catalog';
import { catalogAdmin } from './modules/catalog-admin';
import { events, eventsAdmin } from './modules/events';
import { identity } from './modules/identity';
import { redirects } from './modules/redirects';
import { storeOrders } from './modules/store-orders';
import { ticketingCheckout } from './modules/ticketing-checkout';
import { ticketingOrders, ticketingOrdersAdmin } from './modules/ticketing-orders';
import { requestTokens, tokensFromAnswer } from './auth/oauth';
import { originFor } from './hosts';
import type { Transport } from './transport';
import {
  visitorClient,
  type CommonOptions,
  type ElevatedModules,
  type PlatformClientOptions,
  type PublicModules,
} from './visitor-client';

const publicModules = (t: Transport): PublicModules => ({
  backInStock: backInStock(t),
  cart: cart(t),
  catalog: catalog(t),
  events: events(t),
  identity: identity(t),
  redirects: redirects(t),
  storeOrders: storeOrders(t),
  ticketingCheckout: ticketingCheckout(t),
  ticketingOrders: ticketingOrders(t),
});

const elevatedModules = (t: Transport): ElevatedModules => ({
  backInStockAdmin: backInStockAdmin(t),
  catalogAdmin: catalogAdmin(t),
  eventsAdmin: eventsAdmin(t),
  ticketingOrdersAdmin: ticketingOrdersAdmin(t),
});

/**
 * Client for visitors and members (`visitor-client.ts`), every module built at once. The
 * widgets use `createLazyPlatformClient` instead, whose modules load on their first call.
 */
export const createPlatformClient = (options: PlatformClientOptions) =>
  visitorClient(options, publicModules);

export interface ElevatedClientOptions extends CommonOptions {
  /** Site administrator API key, sent raw in `Authorization`. */
  apiKey: string;
}

/**
 * Client for administrators: every module, elevated ones included, authorised by API key, all
 * on the `www` host as the SDK's API-key strategy sends them.
 */
export function createElevatedClient(options: ElevatedClientOptions) {
  const origin = originFor(options.apiBase, 'www');
  const endpoint = { origin, fetch: options.fetch };
  const transport = createTransport({ ...options, origin, authorize: () => options.apiKey });
  return {
    ...publicModules(transport),
    ...elevatedModules(transport),
    transport,
    /**
     * Member tokens for a member id (external login): the authorized_client grant, authorised
     * by a visitor token of the site's client and the API key, as the SDK's
     * `getMemberTokensForExternalLogin` sends it.
     */
    getMemberTokens: async (clientId: string, memberId: string) => {
      const visitor = await requestTokens(endpoint, { grantType: 'anonymous', clientId });
      const answer = await requestTokens(
        endpoint,
        { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
        `${visitor.access_token},${options.apiKey}`,
      );
      return tokensFromAnswer(answer, 'member');
    },
  };
}

export type ElevatedClient = ReturnType<typeof createElevatedClient>;
