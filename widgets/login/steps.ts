/**
 * The login form's steps after sign-in (create account, emailed code, forgotten password): a
 * chunk of their own, loaded when the visitor goes to one (lazy-step.tsx), with their text and styles.
 */
export { RegisterForm } from './register-form';
export { RecoverForm } from './recover-form';
export { VerifyForm } from './verify-form';
export { useStepsText } from './steps.text';

/** Only the account's new password has a rule said under it (field.tsx `hint`). */
export const stepsCss = `
.sw-field-hint { color: var(--_sw-color-text-muted); font-size: 0.875em; margin: 0.25em 0 0; }
`;
