import { LOGIN } from './boxes';

/** `<member-login>`: a narrow form column; every colour and radius comes from `--sw-*`. */
export const memberLoginCss = `
:host .sw-root { min-height: ${LOGIN.form}em; }
:host([mode="hosted"]) .sw-root { min-height: ${LOGIN.hosted}em; }
.sw-login { display: grid; gap: 1em; max-width: var(--_sw-login-max-width); }
.sw-login-form { display: grid; gap: 0.9em; }
.sw-login-title { margin: 0; font-size: 1.25em; font-weight: 700; }
.sw-login-text { margin: 0; }
.sw-login-field .sw-input { width: 100%; }
.sw-login-field .sw-button { margin-top: 0.5em; }
.sw-input[aria-invalid="true"] { border-color: var(--_sw-color-danger); }
/* One link a row at every width, so the form is as tall on a phone as in the box reserved for it. */
.sw-login-links { display: grid; justify-items: start; list-style: none; margin: 0; padding: 0; }
.sw-login-link {
  font: inherit; font-size: 0.9375em; min-height: calc(2.75em / 0.9375); padding: 0.25em 0; border: 0; background: none;
  color: var(--_sw-color-primary); text-decoration: underline; cursor: pointer;
}
.sw-login-link:disabled { color: var(--_sw-color-text-muted); cursor: not-allowed; }
.sw-login-signed-in { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; }
/* With the account links, one item a row: as tall at every width as in the form's box (boxes.ts). */
.sw-login-account { display: grid; justify-items: start; }
`;
