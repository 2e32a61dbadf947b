import type { StoredCheckout } from '../db/types.ts';
import {
  type OrderLine,
  type PriceSummary,
  lineLabel,
  totalRows,
} from '../domain/order-summary.ts';
import { SHIPS_TO, countryOf } from '../domain/delivery.ts';
import { type FrozenCart, frozenLines } from '../domain/frozen-cart.ts';
import { esc, page } from './layout.ts';
import { cardFields, moneyRow, paymentFailure } from './payment-form.ts';

const summaryOf = (checkout: StoredCheckout) => {
  const estimate = checkout.estimate as {
    cart: FrozenCart<OrderLine>;
    priceSummary: PriceSummary;
  };
  return {
    lines: frozenLines(estimate.cart),
    totals: estimate.priceSummary,
  };
};

/** One bought line: its picture (decorative: the label names it), label and price. */
const lineRow = (l: OrderLine) =>
  `<tr><td><span class="line">${l.image ? `<img class="thumb" alt="" src="${esc(l.image.url)}">` : ''}<span>${esc(lineLabel(l))}</span></span></td><td class="num">${esc(l.lineItemPrice.formattedAmount)}</td></tr>`;

/** The lines and totals of a checkout, as a table. */
const summaryTable = (checkout: StoredCheckout) => {
  const { lines, totals } = summaryOf(checkout);
  const rows = totalRows(totals);
  return `<table>
${lines.map(lineRow).join('')}
${rows.map(([label, amount], i) => moneyRow(label, amount, i === rows.length - 1)).join('')}
</table>`;
};

/** The way back to the site, when it gave one (`cartPageUrl` or `postFlowUrl`). */
const backLink = (href: string | undefined) =>
  href ? `<a class="back" href="${esc(href)}">← Back to the shop</a>` : '';

/** A failed payment: nothing charged, and the way back to the cart as the buyer left it. */
const failure = (error: string, back: string | undefined) =>
  paymentFailure(
    error,
    back
      ? { href: back, waiting: 'your cart is as you left it.', label: 'Back to the cart' }
      : undefined,
  );

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The country select: shipping and tax follow it, so changing it shows a new total first. */
const countrySelect = (current: string) =>
  `<label for="country">Country</label><select id="country" name="country" autocomplete="country">${[
    ...new Set([current, ...SHIPS_TO]),
  ]
    .map(
      (code) =>
        `<option value="${esc(code)}"${code === current ? ' selected' : ''}>${esc(regionNames.of(code))}</option>`,
    )
    .join('')}</select>`;

/** Said after the buyer changed the country: the total they see is not the one they saw. */
const repriced = (country: string) =>
  `<div class="notice" role="status">Shipping and tax are now for ${esc(regionNames.of(country))}: check the new total, then pay.</div>`;

/**
 * Hosted store checkout: the order summary and a fake card form, with a way back to the cart.
 * After a failed payment the error says nothing was charged and the Back leads to the cart as
 * it was. After a change of country it shows the new total, and charges nothing yet.
 */
export const storeCheckoutPage = (
  action: string,
  checkout: StoredCheckout,
  options: {
    back?: string | undefined;
    error?: string;
    repriced?: boolean;
    values?: Record<string, string>;
  } = {},
) => {
  const values = options.values ?? {};
  const country = countryOf(checkout);
  const email = values.email ?? checkout.buyerInfo.email ?? '';
  const total = summaryOf(checkout).totals.total.formattedAmount;
  return page(
    'Checkout',
    `${backLink(options.back)}<div class="card"><h1>Checkout</h1>${summaryTable(checkout)}</div>
<div class="card">${options.error ? failure(options.error, options.back) : ''}${options.repriced ? repriced(country) : ''}<form method="post" action="${esc(action)}">
<h2>Contact</h2><label for="email">Email</label><input id="email" name="email" type="email" required value="${esc(email)}">
<label for="name">Full name</label><input id="name" name="name" required autocomplete="name" value="${esc(values.name)}">
<label for="address">Shipping address</label><input id="address" name="address" autocomplete="street-address" value="${esc(values.address)}">
${countrySelect(country)}
${cardFields(values)}<button type="submit">Pay ${esc(total)}</button></form></div>`,
  );
};

/**
 * The platform's own thank-you page, for sites that gave no `thankYouPageUrl`: the order
 * number and lines, and the way on to the post-flow URL.
 */
export const storeThankYouPage = (
  order: { number: string; email: string | undefined },
  checkout: StoredCheckout,
  next: string | undefined,
) =>
  page(
    'Thank you',
    `<div class="card"><h1>Thank you for your order</h1>
<p>Order <strong>${esc(order.number)}</strong> is paid.${order.email ? ` A confirmation is on its way to ${esc(order.email)}.` : ''}</p>
${summaryTable(checkout)}
${next ? `<a class="button" href="${esc(next)}">Back to the shop</a>` : ''}</div>`,
  );
