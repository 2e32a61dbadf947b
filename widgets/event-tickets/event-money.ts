/** An events amount as the official SDK reads it: `value`, else the older `amount`. */
export const amountOf = (money: { amount?: string; value?: string } | undefined) =>
  money?.value ?? money?.amount;
