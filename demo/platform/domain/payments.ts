/** The fake card processor behind the hosted checkouts (test card numbers as in most gateways). */
export const DECLINED_CARD = '4000000000000002';
/**
 * Authorised only: the money is held until staff capture or void it, as on a site whose
 * payment settings delay capture. Buyers never choose this; testers pay with this card. Ticket
 * orders keep it AUTHORIZED (admin's capture and void); the store captures every payment.
 */
export const AUTHORIZE_ONLY_CARD = '4000000000000077';

const luhn = (digits: string): boolean => {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  });
  return sum % 10 === 0;
};

export type ChargeResult =
  { ok: true; transactionId: string; captured: boolean } | { ok: false; reason: string };

export const charge = (
  card: { number: string; expiry: string; cvc: string },
  transactionId: string,
): ChargeResult => {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    return { ok: false, reason: 'The card number is not valid.' };
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry.trim()))
    return { ok: false, reason: 'Use MM/YY for the expiry date.' };
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { ok: false, reason: 'The security code is 3 or 4 digits.' };
  if (number === DECLINED_CARD) return { ok: false, reason: 'The card was declined.' };
  return { ok: true, transactionId, captured: number !== AUTHORIZE_ONLY_CARD };
};
