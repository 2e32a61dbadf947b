/**
 * Component styles every family shares (buttons, inputs, skeletons), themed by `--sw-*`.
 * Controls are at least 2.75em (44px at the default size) high: WCAG's touch target size.
 * Disabled controls look switched off (muted surface and text, no pointer), never a faded
 * primary colour that reads as a rendering fault; `aria-disabled` looks the same, for
 * controls that keep focus while an action they started is under way. The quantity stepper's
 * come with it (quantity-stepper.styles.ts), as do rich text's (rich-text.styles.ts): only
 * lazily loaded parts show them.
 */
export const uiCss = `
.sw-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
  min-height: 2.75em; padding: 0.5em 1.1em; border: 1px solid transparent;
  border-radius: var(--_sw-radius); font: inherit; font-weight: 600; cursor: pointer;
  background: var(--_sw-color-primary); color: var(--_sw-color-on-primary);
}
.sw-button:hover:not(:disabled, [aria-disabled="true"]) { filter: brightness(1.08); }
.sw-button-quiet {
  background: transparent; color: var(--_sw-color-primary);
  border-color: var(--_sw-color-border);
}
.sw-button:disabled, .sw-button[aria-disabled="true"] {
  background: var(--_sw-color-surface-muted); color: var(--_sw-color-text-muted);
  border-color: var(--_sw-color-border); border-style: dashed; cursor: not-allowed;
}
.sw-button-block { width: 100%; }
.sw-input, .sw-select {
  font: inherit; min-height: 2.75em; padding: 0.4em 0.6em; color: inherit;
  border: 1px solid var(--_sw-input-border); border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface);
}
.sw-label { display: block; font-size: 0.875em; font-weight: 600; margin-bottom: 0.25em; }
.sw-field-error { color: var(--_sw-color-danger); font-size: 0.875em; margin: 0.25em 0 0; }
.sw-notice {
  display: flex; flex-wrap: wrap; gap: 0.75em; align-items: center; justify-content: space-between;
  overflow-wrap: anywhere;
}
.sw-notice[data-tone="success"] { border-color: var(--_sw-color-success); }
/* From the theme's own text and surface, so a dark theme gets a dark shimmer. */
.sw-skeleton {
  --skeleton-shade: color-mix(in srgb, var(--_sw-color-text) 9%, var(--_sw-color-surface));
  --skeleton-light: color-mix(in srgb, var(--_sw-color-text) 4%, var(--_sw-color-surface));
  background: linear-gradient(90deg, var(--skeleton-shade) 25%, var(--skeleton-light) 50%, var(--skeleton-shade) 75%);
  background-size: 200% 100%; animation: sw-shimmer 1.2s infinite linear; border-radius: 4px;
}
@media (prefers-reduced-motion: reduce) { .sw-skeleton { animation: none; } }
@keyframes sw-shimmer { to { background-position: -200% 0; } }
.sw-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
