import { INLINE_CART } from './boxes';
import { TOKEN_DEFAULTS } from '../../shared/element/tokens';

/**
 * `<shop-cart>`'s shell: its reserved box, the skeleton and the drawer, themed through `--sw-*`
 * (the lines, coupon and totals bring theirs with their chunk: cart-panel.styles.ts). The
 * backdrop keeps a fallback: in browsers before 2024 `::backdrop` inherits nothing, not even
 * the `--_sw-*` tokens.
 */
export const shopCartCss = `
:host(:not([mode="drawer"])) .sw-root { min-height: ${INLINE_CART.minHeight}em; }
.cart-skeleton { display: grid; gap: 1em; }
.skeleton-line { height: 64px; }
.skeleton-totals { height: 6.5em; }
.skeleton-button { height: 2.5em; }
/* At the page's end side (the left on a right-to-left page); its edge a border too, for forced
   colours, which drop shadows and show a transparent border in the system's colour. */
.drawer {
  margin: 0; margin-inline-start: auto; padding: 1em; width: min(26em, 100vw); height: 100%;
  max-height: 100%; border: 0; border-inline-start: 1px solid transparent; overflow-y: auto;
  font: inherit; color: inherit; background: var(--_sw-color-surface);
  box-shadow: -4px 0 24px rgb(0 0 0 / 0.15);
}
.drawer:dir(rtl) { box-shadow: 4px 0 24px rgb(0 0 0 / 0.15); }
.drawer::backdrop { background: var(--_sw-color-backdrop, ${TOKEN_DEFAULTS['color-backdrop']}); }
.drawer-header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 1em; }
.drawer-title { margin: 0; font-size: 1.25em; }
`;
