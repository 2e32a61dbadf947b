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
 * The reset every widget starts from. Host-page rules cannot reach inside the shadow root,
 * but inherited properties (font, letter-spacing, text-transform, colour) flow in through the
 * host; `.sw-root` cuts that with `all: initial` and sets every value from `--sw-*` tokens.
 * Sizes are in px/em, never rem, so `html { font-size }` on the host page changes nothing.
 */
export const baseCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.sw-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--sw-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--sw-font-size, 16px);
  line-height: 1.5;
  color: var(--sw-color-text, #1c1b1f);
  -webkit-font-smoothing: antialiased;
}
.sw-root *, .sw-root *::before, .sw-root *::after { box-sizing: inherit; }
.sw-root :focus-visible { outline: 2px solid var(--sw-color-focus, #2563eb); outline-offset: 2px; }
.sw-notice {
  padding: 0.75em 1em;
  border: 1px solid var(--sw-color-border, #d4d4d8);
  border-radius: var(--sw-radius, 8px);
  background: var(--sw-color-surface, #fff);
}
.sw-notice[data-tone="error"] {
  border-color: var(--sw-color-danger, #b91c1c);
  color: var(--sw-color-danger, #b91c1c);
}
.sw-crashed { padding: 0.75em 1em; color: var(--sw-color-danger, #b91c1c); }
`;
