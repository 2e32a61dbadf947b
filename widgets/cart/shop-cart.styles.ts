import { INLINE_CART } from './boxes';

/**
 * `<shop-cart>`'s shell: its reserved box and the skeleton, themed through `--sw-*` (the
 * drawer, the lines, coupon and totals bring theirs with their chunk: drawer-dialog.styles.ts,
 * cart-panel.styles.ts).
 */
export const shopCartCss = `
:host(:not([mode="drawer"])) .sw-root { min-height: ${INLINE_CART.minHeight}em; }
.cart-skeleton { display: grid; gap: 1em; }
.skeleton-line { height: 64px; }
.skeleton-totals { height: 6.5em; }
.skeleton-button { height: 2.5em; }
`;
