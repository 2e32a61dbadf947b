import type { Translate } from '../../shared/ui';
import { orderEnglish, type OrderKey } from './order.text';
import { isValidationError } from '../../shared/client';

/** Server field errors by `<guest index>.<input name>`, and what could not be placed. */
export interface FormErrors {
  fields: Record<string, string>;
  general: string[];
}

const GUEST_FIELD = /^guests\.(\d+)\.form\.inputValues\.(.+)$/;
const BUYER_FIELD = /^buyer\.(.+)$/;

/** Field paths of the checkout answer (`guests.0.form.inputValues.email`, `buyer.email`). */
export function keyOfField(field: string): string | undefined {
  const guest = GUEST_FIELD.exec(field);
  if (guest) return `${guest[1]}.${guest[2]}`;
  const buyer = BUYER_FIELD.exec(field);
  return buyer ? `0.${buyer[1]}` : undefined;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formErrorsOf(
  error: unknown,
  t: Translate<OrderKey> = orderEnglish,
): FormErrors | undefined {
  if (!isValidationError(error)) return undefined;
  const result: FormErrors = { fields: {}, general: [] };
  for (const violation of error.violations) {
    const key = keyOfField(violation.field);
    const text = sentence(violation.description || t('checkField'));
    if (key) result.fields[key] = text;
    else result.general.push(`${violation.field}: ${text}`);
  }
  return result;
}

/** The errors of one guest, by input name. */
export function guestErrors(fields: Record<string, string>, guest: number): Record<string, string> {
  const prefix = `${guest}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );
}
