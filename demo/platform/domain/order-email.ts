import type { StoredOrder } from '../db/types.ts';
import { SITE } from '../site.ts';
import { type OrderLine, type PriceSummary, lineLabel, totalRows } from './order-summary.ts';
import { escapeHtml as esc } from './outbox.ts';

interface Shipping {
  fullName: string;
  address: string;
}

const orderParts = (order: StoredOrder) => ({
  lines: (order.lineItems ?? []) as OrderLine[],
  totals: totalRows(order.priceSummary as PriceSummary),
});

const plainText = (order: StoredOrder, ship: Shipping | undefined) => {
  const { lines, totals } = orderParts(order);
  return [
    `Thank you for your order ${order.number}.`,
    '',
    ...lines.map((l) => `${lineLabel(l)}: ${l.lineItemPrice.formattedAmount}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    ...(ship ? ['', 'Ships to:', ship.fullName, ship.address] : []),
    '',
    SITE.name,
  ].join('\n');
};

const row = (label: string, amount: string, strong = false) => {
  const cell = (s: string, align: string) =>
    `<td style="padding:6px 0;text-align:${align};border-bottom:1px solid #eee">${strong ? `<strong>${esc(s)}</strong>` : esc(s)}</td>`;
  return `<tr>${cell(label, 'left')}${cell(amount, 'right')}</tr>`;
};

const html = (order: StoredOrder, ship: Shipping | undefined) => {
  const { lines, totals } = orderParts(order);
  return `<div style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:560px">
<p style="margin:0;padding:12px 16px;background:#1b1b2f;color:#f7d774;font-weight:700;letter-spacing:.04em;text-transform:uppercase">${esc(SITE.name)}</p>
<h1 style="font-size:20px">Thank you for your order</h1>
<p>Order <strong>${esc(order.number)}</strong> is paid.</p>
<table style="width:100%;border-collapse:collapse">
${lines.map((l) => row(lineLabel(l), l.lineItemPrice.formattedAmount)).join('\n')}
${totals.map(([label, amount], i) => row(label, amount, i === totals.length - 1)).join('\n')}
</table>
${ship ? `<h2 style="font-size:16px">Ships to</h2><p>${esc(ship.fullName)}<br>${esc(ship.address)}</p>` : ''}
<p style="color:#666">Questions? Reply to this email.</p></div>`;
};

/**
 * The order confirmation a shop sends once an order is paid: its number, lines with their
 * options, totals, and the shipping address when the buyer gave one. Everything the buyer or
 * the catalogue wrote is escaped in the HTML part.
 */
export const orderConfirmation = (order: StoredOrder, shipping: Shipping | undefined) => ({
  subject: `Your ${SITE.name} order ${order.number} is confirmed`,
  text: plainText(order, shipping),
  html: html(order, shipping),
});
