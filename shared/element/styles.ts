import { tokenDeclarations } from './tokens';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable sheet per distinct CSS text, shared by every shadow root that uses it. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts styles into a shadow root. Constructable sheets need no `<style>` element, so they
 * work under a strict `style-src 'self'` policy and never touch the host page's `<head>`.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = cssTexts.map(sheetFor);
}

/**
 * Adds one more sheet to a shadow root, once: styles of a chunk loaded later (a dialog, a
 * confirmation). One root may hold many elements (a list of cards), so no twice.
 */
export function addStyles(root: ShadowRoot | null, cssText: string): void {
  const sheet = sheetFor(cssText);
  if (root && !root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/**
 * The reset every widget starts from. Host-page rules cannot reach inside the shadow root,
 * but inherited properties (font, letter-spacing, text-transform, colour) flow in through the
 * host; `.sw-root` cuts that with `all: initial` and sets every value from `--sw-*` tokens.
 * Sizes are in px/em, never rem, so `html { font-size }` on the host page changes nothing.
 * Colours and sizes are `var(--_sw-*)`: private copies of the public tokens with their
 * defaults, declared once on `:host` from ./tokens.ts (see there for why not `--sw-*`).
 */
export const baseCss = `
:host { display: block; ${tokenDeclarations} }
:host([hidden]) { display: none; }
.sw-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--_sw-font-family);
  font-size: var(--_sw-font-size);
  line-height: 1.5;
  color: var(--_sw-color-text);
  text-align: left;
  -webkit-font-smoothing: antialiased;
}
.sw-root *, .sw-root *::before, .sw-root *::after { box-sizing: inherit; }
/* Each text takes its direction from its own words: on a right-to-left page an English or
   German sentence still ends in its full stop, and a Hebrew product name reads right to left
   in an English one. The layout (logical properties) and the lines' alignment (left, right
   on a right-to-left page) follow the page's direction: a text's own would set English lines
   apart from the image beside them on a Hebrew page, a Hebrew name on an English one. */
.sw-root * { unicode-bidi: plaintext; }
.sw-root:dir(rtl) { text-align: right; }
/* The ring and a halo of the surface colour in the gap: visible on light and dark pages. */
.sw-root :focus-visible {
  outline: 2px solid var(--_sw-color-focus); outline-offset: 2px;
  box-shadow: 0 0 0 2px var(--_sw-color-surface);
}
.sw-notice {
  padding: 0.75em 1em;
  border: 1px solid var(--_sw-color-border);
  border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface);
}
.sw-notice[data-tone="error"] {
  border-color: var(--_sw-color-danger);
  color: var(--_sw-color-danger);
}
.sw-crashed { padding: 0.75em 1em; color: var(--_sw-color-danger); }
`;
