import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * Whether the page's drawer cart is open. `<cart-count>` and a drawer `<shop-cart>` may come
 * from two copies of the script, so the store lives on `globalThis` under a `Symbol.for` key;
 * the shape's version is part of the key, so a build with another shape never misreads it.
 */
interface DrawerState {
  /** The mounted drawer carts' elements, first mounted first. */
  drawers: readonly Element[];
  /** The one open, if any. */
  open: Element | null;
}

const KEY = Symbol.for('site-widgets.cart-drawer.v2');
type GlobalWithDrawer = typeof globalThis & { [KEY]?: StoreApi<DrawerState> };

function drawerStore(): StoreApi<DrawerState> {
  const host = globalThis as GlobalWithDrawer;
  host[KEY] ??= createStore<DrawerState>(() => ({ drawers: [], open: null }));
  return host[KEY];
}

/** A drawer cart announces its element while mounted; returns the call that withdraws it. */
export function registerDrawer(element: Element): () => void {
  const store = drawerStore();
  store.setState(({ drawers }) => ({ drawers: [...drawers, element] }));
  return () =>
    store.setState(({ drawers, open }) => ({
      drawers: drawers.filter((drawer) => drawer !== element),
      open: open === element ? null : open,
    }));
}

/**
 * Opens the first drawer cart the page shows: a page with one header for phones and one for
 * desktops hides one of them, and a modal drawer opened there would be invisible and still
 * block the whole page. Without a drawer on show it does nothing, now or later.
 */
export function openCartDrawer(): void {
  const store = drawerStore();
  const shown = store.getState().drawers.find((drawer) => drawer.checkVisibility?.() !== false);
  store.setState({ open: shown ?? null });
}

export function closeCartDrawer(): void {
  drawerStore().setState({ open: null });
}

/** Whether this drawer (registered with its `element`) is the one showing. */
export const useDrawerOpen = (element: Element): boolean =>
  useStore(drawerStore(), ({ open }) => open === element);

export const useHasDrawer = (): boolean =>
  useStore(drawerStore(), ({ drawers }) => drawers.length > 0);
