import type { DescribeViolation } from '../../shared/ui/field-errors.text';
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

export interface FormContext {
  /** Each violation as a sentence of ours, in the page's language. */
  describe: DescribeViolation;
  /** The form's label of an input; undefined for one it does not show. */
  labelOf(inputName: string): string | undefined;
  /** Which fields the visitor left empty (keyed `<guest index>.<input name>`). */
  isBlank(key: string): boolean;
  /** Said of violations on no field the form shows. */
  unplaced: string;
}

/**
 * The validation error's violations by form field, each sentence naming the field by its
 * label, or kept aside (once) when no field shows it or none is named.
 */
export function formErrorsOf(error: unknown, form: FormContext): FormErrors | undefined {
  if (!isValidationError(error)) return undefined;
  const result: FormErrors = { fields: {}, general: [] };
  for (const violation of error.violations) {
    const key = keyOfField(violation.field);
    const label = key && form.labelOf(key.slice(key.indexOf('.') + 1));
    if (key && label) result.fields[key] = form.describe(violation, label, form.isBlank(key));
    else if (!result.general.includes(form.unplaced)) result.general.push(form.unplaced);
  }
  // A refusal naming no field still says the form was refused, not nothing.
  if (!error.violations.length) result.general.push(form.unplaced);
  return result;
}

/** The errors of one guest, by input name. */
export function guestErrors(fields: Record<string, string>, guest: number): Record<string, string> {
  const prefix = `${guest}.`;
  // Without a prototype: the fields read it by input name, and an input named "__proto__" or
  // "constructor" (the platform's form names them) must find no error, not an object's own.
  return Object.assign(
    Object.create(null) as Record<string, string>,
    Object.fromEntries(
      Object.entries(fields)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, text]) => [key.slice(prefix.length), text]),
    ),
  );
}
