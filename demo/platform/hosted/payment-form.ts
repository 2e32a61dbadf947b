import { errorBox, esc } from './layout.ts';

/** Card fields shared by both hosted checkouts. */
export const cardFields = (values: Record<string, string> = {}) => `
<h2>Payment</h2>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${esc(values.card ?? '4242 4242 4242 4242')}">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required value="${esc(values.expiry ?? '12/30')}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" required value="${esc(values.cvc ?? '123')}"></div></div>
<p class="note">Sandbox: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>`;

/**
 * A refused payment, on either hosted checkout: nothing charged, and the way back to the site
 * when it gave one, saying what waits there.
 */
export const paymentFailure = (
  error: string,
  back: { href: string; waiting: string; label: string } | undefined,
) =>
  `<div class="failure">${errorBox(`${error} Nothing was charged.`)}${back ? `<p>Try another card, or go back: ${esc(back.waiting)}</p><a class="button secondary" href="${esc(back.href)}">${esc(back.label)}</a>` : ''}</div>`;

export const moneyRow = (label: string, amount: string, strong = false) =>
  `<tr><td>${strong ? `<strong>${esc(label)}</strong>` : esc(label)}</td><td class="num">${strong ? `<strong>${esc(amount)}</strong>` : esc(amount)}</td></tr>`;
