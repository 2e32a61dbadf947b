import { defineMessages } from '../../shared/ui';

/** Text of the order confirmation: loaded with it, not with the family. */
const en = {
  orderThanks: 'Thank you for your order',
  orderNumber: 'Order number',
  orderItems: 'Your order',
  item: 'Item',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  emailOnItsWay: 'A confirmation email is on its way to {email}.',
  emailOnItsWayNoAddress: 'A confirmation email is on its way.',
  continueShopping: 'Continue shopping',
  orderUnavailable:
    'This order cannot be shown here. If you placed it, its confirmation is in your email.',
  myOrders: 'My orders',
};

export type OrderKey = keyof typeof en;

export const useOrderText = defineMessages(en, { de: () => import('./order.text.de') });
