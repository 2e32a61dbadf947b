import { TOKEN_DEFAULTS } from '../../shared/element/tokens';

/**
 * The drawer, with its chunk: nothing of it shows before it opens. At the page's end side (the
 * left on a right-to-left page); its edge a border too, for forced colours, which drop shadows
 * and show a transparent border in the system's colour. The wheel and touch scrolling stop at
 * its ends instead of scrolling the page behind the modal. The backdrop keeps a fallback: in
 * browsers before 2024 `::backdrop` inherits nothing, not even the `--_sw-*` tokens.
 */
export const drawerCss = `
.drawer {
  margin: 0; margin-inline-start: auto; padding: 1em; width: min(26em, 100vw); height: 100%;
  max-height: 100%; border: 0; border-inline-start: 1px solid transparent; overflow-y: auto;
  overscroll-behavior: contain; font: inherit; color: inherit; background: var(--_sw-color-surface);
  box-shadow: -4px 0 24px rgb(0 0 0 / 0.15);
}
.drawer:dir(rtl) { box-shadow: 4px 0 24px rgb(0 0 0 / 0.15); }
.drawer::backdrop { background: var(--_sw-color-backdrop, ${TOKEN_DEFAULTS['color-backdrop']}); }
.drawer-header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 1em; }
.drawer-title { margin: 0; font-size: 1.25em; }
`;
