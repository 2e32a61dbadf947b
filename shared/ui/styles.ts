/** Component styles every family shares (buttons, inputs, skeletons), themed by `--sw-*`. */
export const uiCss = `
.sw-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
  min-height: 2.5em; padding: 0.5em 1.1em; border: 1px solid transparent;
  border-radius: var(--_sw-radius); font: inherit; font-weight: 600; cursor: pointer;
  background: var(--_sw-color-primary); color: var(--_sw-color-on-primary);
}
.sw-button:hover:not(:disabled) { filter: brightness(1.08); }
.sw-button:disabled { opacity: 0.55; cursor: not-allowed; }
.sw-button-quiet {
  background: transparent; color: var(--_sw-color-primary);
  border-color: var(--_sw-color-border);
}
.sw-button-block { width: 100%; }
.sw-input, .sw-select {
  font: inherit; min-height: 2.5em; padding: 0.4em 0.6em; color: inherit;
  border: 1px solid var(--_sw-input-border); border-radius: var(--_sw-radius);
  background: var(--_sw-color-surface);
}
.sw-label { display: block; font-size: 0.875em; font-weight: 600; margin-bottom: 0.25em; }
.sw-field-error { color: var(--_sw-color-danger); font-size: 0.875em; margin: 0.25em 0 0; }
.sw-notice { display: flex; gap: 0.75em; align-items: center; justify-content: space-between; }
.sw-notice[data-tone="success"] { border-color: var(--_sw-color-success); }
.sw-skeleton {
  background: linear-gradient(90deg, #ececef 25%, #f6f6f8 50%, #ececef 75%);
  background-size: 200% 100%; animation: sw-shimmer 1.2s infinite linear; border-radius: 4px;
}
@media (prefers-reduced-motion: reduce) { .sw-skeleton { animation: none; } }
@keyframes sw-shimmer { to { background-position: -200% 0; } }
.sw-pre-line { white-space: pre-line; }
.sw-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.sw-stepper { display: inline-flex; align-items: center; border: 1px solid var(--_sw-input-border); border-radius: var(--_sw-radius); }
.sw-stepper button { font: inherit; width: 2.25em; height: 2.25em; border: 0; background: transparent; cursor: pointer; color: inherit; }
.sw-stepper button:disabled { opacity: 0.4; cursor: not-allowed; }
.sw-stepper output { min-width: 2em; text-align: center; font-variant-numeric: tabular-nums; }
`;
