/**
 * The cart a checkout froze at creation (domain/cart.ts `cartView`): custom lines are among
 * its `lineItems`, marked `customLineItem`. Checkouts frozen before that kept them apart, in
 * `customLineItems`; they are read as the same lines.
 */
export interface FrozenCart<Line> {
  lineItems: Line[];
  customLineItems?: Line[];
}

/** Every line the checkout sells: the catalogue's and custom ones alike. */
export const frozenLines = <Line>(cart: FrozenCart<Line>): Line[] => [
  ...cart.lineItems,
  ...(cart.customLineItems ?? []),
];

/** Whether a frozen line is a custom line (no catalogue item behind it). */
export const isCustomLine = (line: object, cart: FrozenCart<object>): boolean =>
  (line as { customLineItem?: boolean }).customLineItem === true ||
  (cart.customLineItems ?? []).includes(line);
