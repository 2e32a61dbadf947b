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

/** Every function of an elevated module, refusing to run (spec §6, §8). */
function refuse<M extends Record<string, (...args: never[]) => Promise<unknown>>>(module: M): M {
  const refusal = () => Promise.reject(new Error(ELEVATED_REQUIRED));
  return Object.fromEntries(Object.keys(module).map((name) => [name, refusal])) as unknown as M;
}

/** One module per spec service. Elevated ones work only with an API key. */
function modules(t: Transport, elevated: boolean) {
  const guard = elevated ? <M>(m: M) => m : refuse;
  return {
    backInStock: backInStock(t),
    backInStockAdmin: guard(backInStockAdmin(t)),
    cart: cart(t),
    catalog: catalog(t),
    catalogAdmin: guard(catalogAdmin(t)),
    events: events(t),
    eventsAdmin: guard(eventsAdmin(t)),
    identity: identity(t),
    redirects: redirects(t),
    ticketingCheckout: ticketingCheckout(t),
    ticketingOrders: ticketingOrders(t),
    ticketingOrdersAdmin: guard(ticketingOrdersAdmin(t)),
  };
}

export type Modules = ReturnType<typeof modules>;

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
  const all = modules(transport, false);
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
    ...modules(transport, true),
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
