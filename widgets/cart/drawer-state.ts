import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * Whether the page's drawer cart is open. `<cart-count>` and a drawer `<shop-cart>` may come
 * from two copies of the script, so the store lives on `globalThis` under a `Symbol.for` key;
 * the shape's version is part of the key, so a build with another shape never misreads it.
 */
interface DrawerState {
  /** Mounted drawer carts, first mounted first; only the first one opens. */
  drawers: readonly symbol[];
  open: boolean;
}

const KEY = Symbol.for('site-widgets.cart-drawer.v1');
type GlobalWithDrawer = typeof globalThis & { [KEY]?: StoreApi<DrawerState> };

function drawerStore(): StoreApi<DrawerState> {
  const host = globalThis as GlobalWithDrawer;
  host[KEY] ??= createStore<DrawerState>(() => ({ drawers: [], open: false }));
  return host[KEY];
}

/** A drawer cart announces itself while mounted; returns the call that withdraws it. */
export function registerDrawer(token: symbol): () => void {
  const store = drawerStore();
  store.setState(({ drawers }) => ({ drawers: [...drawers, token] }));
  return () =>
    store.setState(({ drawers, open }) => {
      const rest = drawers.filter((drawer) => drawer !== token);
      return { drawers: rest, open: open && rest.length > 0 };
    });
}

/** Opens the drawer cart; without one on the page it does nothing, now or later. */
export function openCartDrawer(): void {
  const store = drawerStore();
  if (store.getState().drawers.length > 0) store.setState({ open: true });
}

export function closeCartDrawer(): void {
  drawerStore().setState({ open: false });
}

/** Whether this drawer (registered with `token`) is the one showing. */
export const useDrawerOpen = (token: symbol): boolean =>
  useStore(drawerStore(), ({ drawers, open }) => open && drawers[0] === token);

export const useHasDrawer = (): boolean =>
  useStore(drawerStore(), ({ drawers }) => drawers.length > 0);
