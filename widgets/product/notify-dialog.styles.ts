import { TOKEN_DEFAULTS } from '../../shared/element/tokens';

/** The dialog around a card's back-in-stock request: centred, as the quick view. */
export const notifyDialogCss = `
.notify-dialog {
  margin: auto; width: min(28em, calc(100vw - 2em)); padding: 1em;
  border: 1px solid transparent; border-radius: var(--_sw-radius); font: inherit; color: inherit;
  background: var(--_sw-color-surface); box-shadow: 0 8px 32px rgb(0 0 0 / 0.25);
}
.notify-dialog::backdrop { background: var(--_sw-color-backdrop, ${TOKEN_DEFAULTS['color-backdrop']}); }
.notify-dialog-close { display: flex; justify-content: flex-end; margin-bottom: 0.5em; }
`;
