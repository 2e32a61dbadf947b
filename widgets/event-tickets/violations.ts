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

/** One violation as a sentence that names its field, in the page's language where it can. */
function fieldSentence(
  violation: { description?: string; ruleName?: string; violatedRule?: string },
  field: string,
  t: Translate<OrderKey>,
  blank: boolean,
): string {
  const rule = violation.ruleName || violation.violatedRule;
  // Whatever the server's words for it ("too small", "is required"), an empty field is missing.
  if (rule === 'REQUIRED_FIELD' || blank) return t('fieldRequired', { field });
  if (rule === 'INVALID_ENUM_VALUE') return t('fieldChoice', { field });
  // The server's own words, in its language: still said of the field they are about.
  const problem = violation.description?.replace(/\.$/, '');
  if (problem) return t('fieldProblem', { field, problem });
  return t('checkField', { field });
}

/**
 * The validation error's violations by form field, each sentence naming the field by its
 * label (`labelOf`, from the event's form), or kept aside when no field shows it. `isBlank`
 * says which fields the visitor left empty (keyed `<guest index>.<input name>`).
 */
export function formErrorsOf(
  error: unknown,
  t: Translate<OrderKey> = orderEnglish,
  labelOf: (inputName: string) => string | undefined = () => undefined,
  isBlank: (key: string) => boolean = () => false,
): FormErrors | undefined {
  if (!isValidationError(error)) return undefined;
  const result: FormErrors = { fields: {}, general: [] };
  for (const violation of error.violations) {
    const key = keyOfField(violation.field);
    const inputName = key?.slice(key.indexOf('.') + 1);
    const label = (inputName && labelOf(inputName)) || violation.field;
    const text = sentence(fieldSentence(violation, label, t, Boolean(key && isBlank(key))));
    if (key) result.fields[key] = text;
    else result.general.push(text);
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
