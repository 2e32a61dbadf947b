import { createSessionStore, type SessionStore } from './store';

/**
 * Bumped only when the shape of the shared session changes incompatibly. Two builds with the
 * same protocol share one session; a build with another protocol still reuses the first one
 * (two sessions on one page would mean two logins and two carts) but says so once.
 */
export const SESSION_PROTOCOL = 1;

const KEY = Symbol.for('site-widgets.session');

interface Slot {
  protocol: number;
  store: SessionStore;
}

type GlobalWithSlot = typeof globalThis & { [KEY]?: Slot };

/** The page's one session store, created by whichever copy of the script runs first. */
export function getPageSession(): SessionStore {
  const host = globalThis as GlobalWithSlot;
  const slot = host[KEY];
  if (slot) {
    if (slot.protocol !== SESSION_PROTOCOL) {
      console.warn(
        `site-widgets: another build (session protocol ${slot.protocol}) is already on this page; sharing its session.`,
      );
      slot.protocol = SESSION_PROTOCOL; // warn once, not per call
    }
    return slot.store;
  }
  const created: Slot = { protocol: SESSION_PROTOCOL, store: createSessionStore() };
  Object.defineProperty(host, KEY, { value: created, configurable: true });
  return created.store;
}
