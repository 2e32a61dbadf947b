/**
 * Every `--sw-*` theming token and its default, in one place: the `:host` block below is built
 * from this table, and the README's custom-properties reference reads its defaults from here.
 *
 * Why components read private `--_sw-*` copies and not `var(--sw-*)` itself: a site owner sets
 * `--sw-*` on an ancestor (`body { --sw-color-primary: red }`, inherited through the shadow
 * boundary) or on the element itself (`shop-cart { … }`, which beats `:host` in the cascade). A
 * `:host { --sw-color-primary: #1d4ed8 }` default would be a declared value on the host, so it
 * would win over the inherited ancestor value and break the first path. (`@property` could give
 * an initial value instead, but it is ignored inside shadow roots and is page-global outside.)
 * So `:host` declares `--_sw-radius: var(--sw-radius, 8px)`: it resolves on the host, where both
 * the ancestor's inherited value and the element's own value are visible, and the result
 * inherits into the whole shadow tree. Components write `var(--_sw-radius)` with no fallback.
 */

/** Public token (without `--sw-`) → its default. */
export const TOKEN_DEFAULTS = {
  'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'font-size': '16px', // = u() in widgets/box-unit.ts, outside the shadow root (a test checks)
  'color-text': '#1c1b1f',
  'color-border': '#d4d4d8',
  'color-surface': '#fff',
  'color-danger': '#b91c1c',
  'color-focus': '#2563eb',
  radius: '8px',
  'color-primary': '#1d4ed8',
  'color-on-primary': '#fff',
  'color-success': '#15803d',
  'color-muted': '#f4f4f5',
  // `--sw-color-muted-text` is this token's deprecated name, still read when this one is unset.
  'color-text-muted': 'var(--sw-color-muted-text,#52525b)',
  'color-surface-muted': '#f4f4f5',
  'color-backdrop': 'rgb(0 0 0 / 0.4)',
  'color-sale': '#b91c1c',
  'color-ribbon': '#1c1b1f',
  'color-on-ribbon': '#fff',
  'image-aspect-ratio': '1 / 1',
  'card-padding': '0.75em', // = CARD.padding in widgets/product/boxes.ts (a test checks)
  'card-min-width': '220px', // = LIST.cardMinWidth
  'grid-gap': '1em', // = LIST.gridGap
  'login-max-width': '24em',
  'color-hover': '#f4f4f5',
} as const;

export type TokenName = keyof typeof TOKEN_DEFAULTS;

/**
 * The declarations of the one `:host` block (in `baseCss`): `--_sw-<name>: var(--sw-<name>,
 * default)` for every token, and the inputs' border, darker by default than boxes' borders (3:1
 * contrast for form fields: 3.96:1 on white, 3.4:1 on the muted surface) but following
 * `--sw-color-border` when a site sets it.
 */
export const tokenDeclarations = `${Object.entries(TOKEN_DEFAULTS)
  .map(([name, value]) => `--_sw-${name}:var(--sw-${name},${value});`)
  .join('')}--_sw-input-border:var(--sw-color-border,#7f7f89);`;
