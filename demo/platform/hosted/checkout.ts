import type { StoredCheckout } from '../db/types.ts';
import { errorBox, esc, page } from './layout.ts';
import { cardFields, moneyRow } from './payment-form.ts';

interface Line {
  productName: { original: string };
  quantity: number;
  lineItemPrice: { formattedAmount: string };
  descriptionLines: { plainText?: { original: string }; colorInfo?: { original: string } }[];
}

const lineLabel = (l: Line) => {
  const details = l.descriptionLines
    .map((d) => d.plainText?.original ?? d.colorInfo?.original)
    .filter(Boolean);
  return `${l.quantity} × ${l.productName.original}${details.length ? ` (${details.join(', ')})` : ''}`;
};

/** Hosted store checkout: the order summary and a fake card form. */
export const storeCheckoutPage = (
  action: string,
  checkout: StoredCheckout,
  error?: string,
  values: Record<string, string> = {},
  /** After a failed payment: the way back to the site's cart, as the buyer left it. */
  back?: string,
) => {
  const estimate = checkout.estimate as {
    cart: { lineItems: Line[]; customLineItems: Line[] };
    priceSummary: Record<
      'subtotal' | 'discount' | 'shipping' | 'tax' | 'total',
      { formattedAmount: string }
    >;
  };
  const s = estimate.priceSummary;
  const lines = [...estimate.cart.lineItems, ...estimate.cart.customLineItems];
  const email = values.email ?? checkout.buyerInfo.email ?? '';
  return page(
    'Checkout',
    `<div class="card"><h1>Checkout</h1><table>
${lines.map((l) => moneyRow(lineLabel(l), l.lineItemPrice.formattedAmount)).join('')}
${moneyRow('Subtotal', s.subtotal.formattedAmount)}${moneyRow('Discount', `−${s.discount.formattedAmount}`)}
${moneyRow('Shipping', s.shipping.formattedAmount)}${moneyRow('Tax', s.tax.formattedAmount)}${moneyRow('Total', s.total.formattedAmount, true)}
</table></div>
<div class="card">${errorBox(error)}${back ? `<p><a class="button secondary" href="${esc(back)}">Back to the cart</a></p>` : ''}<form method="post" action="${esc(action)}">
<h2>Contact</h2><label for="email">Email</label><input id="email" name="email" type="email" required value="${esc(email)}">
<label for="name">Full name</label><input id="name" name="name" required autocomplete="name" value="${esc(values.name)}">
<label for="address">Shipping address</label><input id="address" name="address" autocomplete="street-address" value="${esc(values.address)}">
${cardFields(values)}<button type="submit">Pay ${esc(s.total.formattedAmount)}</button></form></div>`,
  );
};
