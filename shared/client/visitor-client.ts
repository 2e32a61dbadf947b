/**
 * The visitor and member client around its modules: tokens, transports, the login flows. Its
 * modules come from the caller, built at once (`createPlatformClient`) or on their first call
 * (`createLazyPlatformClient`), so this file imports no module's code.
 */
import type { TokenStore } from './auth/token-store';
import { createTransport, type Hooks, type Transport } from './transport';
import type { backInStock, backInStockAdmin } from './modules/back-in-stock';
import type { cart } from './modules/cart';
import type { catalog } from './modules/catalog';
import type { catalogAdmin } from './modules/catalog-admin';
import type { events, eventsAdmin } from './modules/events';
import type { identity } from './modules/identity';
import type { redirects } from './modules/redirects';
import type { storeOrders } from './modules/store-orders';
import type { ticketingCheckout } from './modules/ticketing-checkout';
import type { ticketingOrders, ticketingOrdersAdmin } from './modules/ticketing-orders';
import { createTokenLifecycle } from './auth/tokens';
import type { AuthorizeOptions } from './auth/authorize';
import type { AuthFlows } from './auth/flows';
import type { LoginResult } from './auth/login';
import { pendingLogins } from './auth/pending-login';
import { originFor } from './hosts';
import { callsOf } from './calls-of';

export const ELEVATED_REQUIRED = 'An elevated client is required to use elevated modules';

/** The modules anyone may call, one per spec service. */
export interface PublicModules {
  backInStock: ReturnType<typeof backInStock>;
  cart: ReturnType<typeof cart>;
  catalog: ReturnType<typeof catalog>;
  events: ReturnType<typeof events>;
  identity: ReturnType<typeof identity>;
  redirects: ReturnType<typeof redirects>;
  storeOrders: ReturnType<typeof storeOrders>;
  ticketingCheckout: ReturnType<typeof ticketingCheckout>;
  ticketingOrders: ReturnType<typeof ticketingOrders>;
}

/** The elevated modules: they work only with an API key. */
export interface ElevatedModules {
  backInStockAdmin: ReturnType<typeof backInStockAdmin>;
  catalogAdmin: ReturnType<typeof catalogAdmin>;
  eventsAdmin: ReturnType<typeof eventsAdmin>;
  ticketingOrdersAdmin: ReturnType<typeof ticketingOrdersAdmin>;
}

export type Modules = PublicModules & ElevatedModules;

/**
 * The elevated modules of a visitor client: every function refuses to run (spec §6, §8). Built
 * without the modules themselves, so a visitor bundle carries none of the admin calls' code.
 */
function refusedModules(): ElevatedModules {
  const refusing = <M extends object>() =>
    callsOf<M>(() => () => Promise.reject(new Error(ELEVATED_REQUIRED)));
  return {
    backInStockAdmin: refusing(),
    catalogAdmin: refusing(),
    eventsAdmin: refusing(),
    ticketingOrdersAdmin: refusing(),
  };
}

export interface CommonOptions {
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
 * Client for visitors and members over the modules `modulesOver` makes for a transport. Calls
 * carry the session's access token, renewed as needed (refresh token, else anonymous visitor).
 * `auth` holds login, logout and registration. Hosts as the official SDK's OAuth strategy uses
 * them: service calls on `edge`; tokens and the login flow's own identity and redirect-session
 * calls on `www`.
 */
export function visitorClient(
  options: PlatformClientOptions,
  modulesOver: (t: Transport) => PublicModules,
) {
  const { apiBase, clientId, session } = options;
  const www = originFor(apiBase, 'www');
  const tokens = createTokenLifecycle({ origin: www, clientId, session, fetch: options.fetch });
  const over = (origin: string) =>
    createTransport({ ...options, origin, authorize: tokens.accessToken });
  const transport = over(originFor(apiBase, 'edge'));
  const all: Modules = { ...modulesOver(transport), ...refusedModules() };
  const { identity: authIdentity, redirects: authRedirects } = modulesOver(over(www));
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
          redirects: authRedirects,
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
      hasPendingHostedLogin: pendingLogins(options).exists,
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

export type PlatformClient = ReturnType<typeof visitorClient>;
