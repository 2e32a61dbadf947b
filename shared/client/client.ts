/** The platform client factories: one for visitors and members, one elevated for admins. */
import type { TokenStore } from '../session/tokens';
import { createTransport, type Hooks, type Transport } from './transport';
import { backInStock, backInStockAdmin } from './modules/back-in-stock';
import { cart } from './modules/cart';
import { catalog } from './modules/catalog';
import { catalogAdmin } from './modules/catalog-admin';
import { events, eventsAdmin } from './modules/events';
import { identity } from './modules/identity';
import { redirects } from './modules/redirects';
import { ticketingCheckout } from './modules/ticketing-checkout';
import { ticketingOrders, ticketingOrdersAdmin } from './modules/ticketing-orders';
import { createTokenLifecycle } from './auth/tokens';
import { createAuthorizer, type AuthorizeOptions } from './auth/authorize';
import { createLoginFlow } from './auth/login';
import { requestTokens, tokensFromAnswer } from './auth/oauth';

export const ELEVATED_REQUIRED = 'An elevated client is required to use elevated modules';

/** The modules anyone may call, one per spec service. */
const publicModules = (t: Transport) => ({
  backInStock: backInStock(t),
  cart: cart(t),
  catalog: catalog(t),
  events: events(t),
  identity: identity(t),
  redirects: redirects(t),
  ticketingCheckout: ticketingCheckout(t),
  ticketingOrders: ticketingOrders(t),
});

/** The elevated modules: they work only with an API key. */
const elevatedModules = (t: Transport) => ({
  backInStockAdmin: backInStockAdmin(t),
  catalogAdmin: catalogAdmin(t),
  eventsAdmin: eventsAdmin(t),
  ticketingOrdersAdmin: ticketingOrdersAdmin(t),
});

type ElevatedModules = ReturnType<typeof elevatedModules>;

/**
 * The elevated modules of a visitor client: every function refuses to run (spec §6, §8). Built
 * without the modules themselves, so a visitor bundle carries none of the admin calls' code.
 */
function refusedModules(): ElevatedModules {
  const refusal = () => Promise.reject(new Error(ELEVATED_REQUIRED));
  // `then` stays undefined: a module object must not look like a promise.
  const refusing = () =>
    new Proxy({}, { get: (_, name) => (name === 'then' ? undefined : refusal) });
  return {
    backInStockAdmin: refusing(),
    catalogAdmin: refusing(),
    eventsAdmin: refusing(),
    ticketingOrdersAdmin: refusing(),
  } as ElevatedModules;
}

export type Modules = ReturnType<typeof publicModules> & ElevatedModules;

interface CommonOptions {
  /** Platform root, e.g. `http://127.0.0.1:8787`. */
  apiBase: string;
  fetch?: typeof fetch;
  hooks?: Hooks;
}

export interface PlatformClientOptions extends CommonOptions {
  clientId: string;
  /** Where tokens live (the page session). */
  session: TokenStore;
  /** Keeps the hosted-login state; defaults to `sessionStorage`. */
  storage?: AuthorizeOptions['storage'];
  /** Direct-login iframe leg; defaults to a hidden iframe. */
  frameFlow?: AuthorizeOptions['frameFlow'];
}

/**
 * Client for visitors and members. Calls carry the session's access token, renewed as needed
 * (refresh token, else anonymous visitor). `auth` holds login, logout and registration.
 */
export function createPlatformClient(options: PlatformClientOptions) {
  const { apiBase, clientId, session } = options;
  const tokens = createTokenLifecycle({ apiBase, clientId, session, fetch: options.fetch });
  const transport = createTransport({ ...options, authorize: tokens.accessToken });
  const all: Modules = { ...publicModules(transport), ...refusedModules() };
  const authorizer = createAuthorizer({ ...options, redirects: all.redirects, tokens });
  const flow = createLoginFlow({
    identity: all.identity,
    completeLogin: (sessionToken) => authorizer.loginWithSessionToken(sessionToken),
  });

  return {
    ...all,
    transport,
    auth: {
      ...flow,
      ...authorizer,
      getTokens: () => session.getTokens(),
      getAccessToken: tokens.accessToken,
      isLoggedIn: tokens.isLoggedIn,
      sendPasswordResetEmail: (email: string, redirectUrl: string, language?: string) =>
        all.identity.sendRecoveryEmail({
          email,
          language,
          redirect: { url: redirectUrl, clientId },
        }),
      changePassword: all.identity.changePassword,
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

export interface ElevatedClientOptions extends CommonOptions {
  /** Site administrator API key, sent raw in `Authorization`. */
  apiKey: string;
}

/** Client for administrators: every module, elevated ones included, authorised by API key. */
export function createElevatedClient(options: ElevatedClientOptions) {
  const transport = createTransport({ ...options, authorize: () => options.apiKey });
  return {
    ...publicModules(transport),
    ...elevatedModules(transport),
    transport,
    /** Member tokens for a member id (authorized_client grant, external login). */
    getMemberTokens: async (clientId: string, memberId: string) =>
      tokensFromAnswer(
        await requestTokens(
          options,
          { grantType: 'authorized_client', clientId, memberId, scope: 'offline_access' },
          options.apiKey,
        ),
        'member',
      ),
  };
}

export type ElevatedClient = ReturnType<typeof createElevatedClient>;
