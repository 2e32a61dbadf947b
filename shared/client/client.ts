/** The platform client factories: one for visitors and members, one elevated for admins. */
import type { TokenStore } from './auth/token-store';
import { createTransport, type Hooks, type Transport } from './transport';
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
import { createTokenLifecycle } from './auth/tokens';
import type { AuthorizeOptions } from './auth/authorize';
import type { AuthFlows } from './auth/flows';
import type { LoginResult } from './auth/login';
import { requestTokens, tokensFromAnswer } from './auth/oauth';
import { pendingLogins } from './auth/pending-login';
import { originFor } from './hosts';

export const ELEVATED_REQUIRED = 'An elevated client is required to use elevated modules';

/** The modules anyone may call, one per spec service. */
const publicModules = (t: Transport) => ({
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
  /**
   * Where every call goes instead of the real platform's hosts, e.g. the sandbox at
   * `http://127.0.0.1:8787` or a proxy. Absent: the real platform (`hosts.ts`).
   */
  apiBase?: string | undefined;
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
  /** The site owner's hosted origins: the login frame shows only those when listed. */
  hostedOrigins?: AuthorizeOptions['hostedOrigins'];
}

/**
 * Client for visitors and members. Calls carry the session's access token, renewed as needed
 * (refresh token, else anonymous visitor). `auth` holds login, logout and registration.
 * Hosts as the official SDK's OAuth strategy uses them: service calls on `edge`; tokens and the
 * login flow's own identity and redirect-session calls on `www`.
 */
export function createPlatformClient(options: PlatformClientOptions) {
  const { apiBase, clientId, session } = options;
  const www = originFor(apiBase, 'www');
  const tokens = createTokenLifecycle({ origin: www, clientId, session, fetch: options.fetch });
  const over = (origin: string) =>
    createTransport({ ...options, origin, authorize: tokens.accessToken });
  const transport = over(originFor(apiBase, 'edge'));
  const all: Modules = { ...publicModules(transport), ...refusedModules() };
  const authTransport = over(www);
  const authIdentity = identity(authTransport);
  // The flows load on first use; `loaded` answers the one synchronous question, getState. A
  // failed load (the network) is forgotten, so the visitor's next try loads them again.
  let loaded: AuthFlows | undefined;
  let flows: Promise<AuthFlows> | undefined;
  const loadFlows = () =>
    (flows ??= import('./auth/flows').then(
      ({ createAuthFlows }) =>
        (loaded = createAuthFlows({
          ...options,
          identity: authIdentity,
          redirects: redirects(authTransport),
          tokens,
        })),
      (error: unknown) => {
        flows = undefined;
        throw error;
      },
    ));
  const later =
    <K extends keyof AuthFlows>(name: K) =>
    async (...args: Parameters<AuthFlows[K]>): Promise<Awaited<ReturnType<AuthFlows[K]>>> =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call per member name
      ((await loadFlows())[name] as (...a: any[]) => any)(...args);

  return {
    ...all,
    transport,
    auth: {
      register: later('register'),
      login: later('login'),
      processVerification: later('processVerification'),
      resendVerificationCode: later('resendVerificationCode'),
      startHostedLogin: later('startHostedLogin'),
      completeHostedLogin: later('completeHostedLogin'),
      loginWithSessionToken: later('loginWithSessionToken'),
      logout: later('logout'),
      getState: (): LoginResult => loaded?.getState() ?? { loginState: 'INITIAL' },
      /** True when this tab started a hosted login that has not completed (synchronous). */
      hasPendingHostedLogin: pendingLogins(clientId, options.storage).exists,
      getTokens: () => session.getTokens(),
      getAccessToken: tokens.accessToken,
      isLoggedIn: tokens.isLoggedIn,
      sendPasswordResetEmail: (email: string, redirectUrl: string, language?: string) =>
        authIdentity.sendRecoveryEmail({
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
