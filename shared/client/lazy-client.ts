/**
 * The visitor client whose modules load on their first call: the widgets' runtime chunk, which
 * every page loads, then carries none of the calls' code. Each module's import resolves to the
 * chunk of the families that call it (vite.config.ts), which is loaded before they call.
 */
import type { Transport } from './transport';
import { callsOf } from './calls-of';
import { redirects } from './modules/redirects';
import { visitorClient, type PlatformClientOptions, type PublicModules } from './visitor-client';

/** A module built by its factory on the first call of any of its functions. */
export function onFirstCall<M extends object>(
  t: Transport,
  load: () => Promise<(t: Transport) => M>,
): M {
  let module: Promise<M> | undefined;
  // A failed import (the network) is forgotten, so the next call imports again.
  const built = () =>
    (module ??= load().then(
      (factory) => factory(t),
      (error: unknown) => {
        module = undefined;
        throw error;
      },
    ));
  return callsOf<M>(
    (name) =>
      async (...args) =>
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call per member name
        ((await built())[name as keyof M] as (...a: any[]) => Promise<unknown>)(...args),
  );
}

const modulesOnFirstCall = (t: Transport): PublicModules => ({
  backInStock: onFirstCall(t, () =>
    import('./modules/back-in-stock').then(({ backInStock }) => backInStock),
  ),
  cart: onFirstCall(t, () => import('./modules/cart').then(({ cart }) => cart)),
  catalog: onFirstCall(t, () => import('./modules/catalog').then(({ catalog }) => catalog)),
  events: onFirstCall(t, () => import('./modules/events').then(({ events }) => events)),
  identity: onFirstCall(t, () => import('./modules/identity').then(({ identity }) => identity)),
  // Three families and the login flows call it, and it is a few bytes: always there.
  redirects: redirects(t),
  storeOrders: onFirstCall(t, () =>
    import('./modules/store-orders').then(({ storeOrders }) => storeOrders),
  ),
  ticketingCheckout: onFirstCall(t, () =>
    import('./modules/ticketing-checkout').then(({ ticketingCheckout }) => ticketingCheckout),
  ),
  ticketingOrders: onFirstCall(t, () =>
    import('./modules/ticketing-orders').then(({ ticketingOrders }) => ticketingOrders),
  ),
});

/** `createPlatformClient` with every module imported on its first call. */
export const createLazyPlatformClient = (options: PlatformClientOptions) =>
  visitorClient(options, modulesOnFirstCall);
