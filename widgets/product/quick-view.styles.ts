import { TOKEN_DEFAULTS } from '../../shared/element/tokens';

/**
 * The card's quick view: a centred modal, image beside the purchase from 560px of dialog
 * width, stacked below. Scoped under `.quick-view`: the card's own `.price` and `.stock` rows
 * have fixed heights that must not apply here. The backdrop keeps a fallback (see the cart's).
 */
export const quickViewCss = `
.quick-view {
  /* Centred in the top layer; adopted after the card's styles, so it wins over .card > *. */
  margin: auto; width: min(48em, calc(100vw - 2em)); max-height: calc(100dvh - 2em); padding: 0;
  border: 1px solid transparent; border-radius: var(--_sw-radius); overflow-y: auto;
  font: inherit; color: inherit; background: var(--_sw-color-surface);
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.25); container-type: inline-size;
}
.quick-view::backdrop { background: var(--_sw-color-backdrop, ${TOKEN_DEFAULTS['color-backdrop']}); }
.qv-header {
  display: flex; justify-content: space-between; align-items: center; gap: 1em;
  padding: 0.75em 1em; border-bottom: 1px solid var(--_sw-color-border);
}
.qv-title { margin: 0; font-size: 1.25em; line-height: 1.3; min-width: 0; overflow-wrap: anywhere; }
.qv-header .sw-button { flex: none; }
.qv-body { display: grid; gap: 1em; padding: 1em; grid-template-columns: minmax(0, 1fr); }
@container (min-width: 560px) { .qv-body { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.qv-media {
  aspect-ratio: var(--_sw-image-aspect-ratio); overflow: hidden;
  border-radius: calc(var(--_sw-radius) / 2); background: var(--_sw-color-muted);
}
.qv-media .image, .qv-media .no-image { display: block; width: 100%; height: 100%; object-fit: contain; }
.qv-info { display: flex; flex-direction: column; gap: 0.75em; align-items: flex-start; }
.qv-info > * { margin: 0; }
.quick-view .price { height: auto; font-size: 1.25em; }
.quick-view .stock { height: auto; font-size: 0.875em; }
/* On its own line, not in a sentence: a 44px target like the buttons above it (shared/ui/styles.ts). */
.qv-details { color: var(--_sw-color-primary); display: inline-flex; align-items: center; min-height: 2.75em; }
`;
