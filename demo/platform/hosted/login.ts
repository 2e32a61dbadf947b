import { MAX_PASSWORD, MIN_PASSWORD } from '../domain/identity.ts';
import { errorBox, esc, hiddenFields, page } from './layout.ts';

/**
 * The hosted login form; it posts back to `action` with email, password and hidden fields. A
 * refused login names no one field (that would tell which emails are members): both fields
 * point at the one message, and the password field, emptied, takes the focus.
 */
export const loginPage = (
  action: string,
  options: { error?: string; email?: string; hidden?: Record<string, string> } = {},
) => {
  const refused = options.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    'Log in',
    `<div class="card"><h1>Log in to your account</h1>${errorBox(options.error, 'login-error')}
<form method="post" action="${esc(action)}">${hiddenFields(options.hidden ?? {})}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(options.email)}"${refused}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${refused}${options.error ? ' autofocus' : ''}>
<button type="submit">Log in</button></form>
<p class="note">Demo member: member@example.com / demo-password</p></div>`,
  );
};

/** prompt=consent (or select_account) with a live session: the member confirms, by hand. */
export const continuePage = (action: string, email: string) =>
  page(
    'Continue',
    `<div class="card"><h1>Continue to the site?</h1><p>You are logged in as ${esc(email)}.</p>
<form method="post" action="${esc(action)}">${hiddenFields({ continue: '1' })}
<button type="submit">Continue as ${esc(email)}</button></form></div>`,
  );

/**
 * web_message response mode: the page runs in the client's hidden iframe and hands the
 * result to the parent window as `{code, state}` (or `error`, `error_description`, `state`),
 * the message the official SDK's direct login reads, addressed to one exact origin only.
 */
export const webMessagePage = (
  origin: string,
  response: Record<string, string>,
  nonce: string,
) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Authorizing…</title></head><body><script nonce="${nonce}">
window.parent.postMessage(${JSON.stringify(response).replace(/</g, '\\u003c')}, ${JSON.stringify(origin).replace(/</g, '\\u003c')});
</script></body></html>`;

/**
 * The new-password form of an emailed recovery link. Its rule shows before the first try; a
 * refused password is named under the field, which points at it and takes the focus again.
 */
export const resetPasswordPage = (token: string, error?: string) => {
  const describedBy = error ? 'password-error password-hint' : 'password-hint';
  return page(
    'Reset password',
    `<div class="card"><h1>Choose a new password</h1>
<form method="post" action="/hosted/reset-password">${hiddenFields({ token })}
<label for="password">New password</label><input id="password" name="password" type="password" minlength="${MIN_PASSWORD}" maxlength="${MAX_PASSWORD}" required autocomplete="new-password" aria-describedby="${describedBy}"${error ? ' aria-invalid="true" autofocus' : ''}>
${error ? `<p class="field-error" id="password-error" role="alert">${esc(error)}</p>` : ''}<p class="hint" id="password-hint">${MIN_PASSWORD} to ${MAX_PASSWORD} characters.</p>
<button type="submit">Save password</button></form></div>`,
  );
};
