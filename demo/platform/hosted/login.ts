import { errorBox, esc, hiddenFields, page } from './layout.ts';

/** The hosted login form; it posts back to `action` with email, password and hidden fields. */
export const loginPage = (
  action: string,
  options: { error?: string; email?: string; hidden?: Record<string, string> } = {},
) =>
  page(
    'Log in',
    `<div class="card"><h1>Log in to your account</h1>${errorBox(options.error)}
<form method="post" action="${esc(action)}">${hiddenFields(options.hidden ?? {})}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(options.email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button></form>
<p class="note">Demo member: member@example.com / demo-password</p></div>`,
  );

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

export const resetPasswordPage = (token: string, error?: string) =>
  page(
    'Reset password',
    `<div class="card"><h1>Choose a new password</h1>${errorBox(error)}
<form method="post" action="/hosted/reset-password">${hiddenFields({ token })}
<label for="password">New password</label><input id="password" name="password" type="password" minlength="6" required autocomplete="new-password">
<button type="submit">Save password</button></form></div>`,
  );
