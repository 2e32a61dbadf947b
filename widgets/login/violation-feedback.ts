import type { FieldViolation } from '../../shared/client';
import type { Translate } from '../../shared/ui';
import type { Feedback, FeedbackField } from './login-messages';
import type { LoginKey } from './text';

/** The form's inputs by the wire's field paths: where a sentence shows, and the label naming it. */
const INPUTS: Array<[RegExp, FeedbackField, LoginKey]> = [
  [/email|loginId/i, 'email', 'email'],
  [/password/i, 'password', 'password'],
  [/code/i, 'code', 'code'],
  // Names have no place for a sentence of their own: said above the form, naming them.
  [/firstName/i, 'form', 'firstName'],
  [/lastName/i, 'form', 'lastName'],
];

const inputOf = (violation: FieldViolation) => INPUTS.find(([path]) => path.test(violation.field));

/**
 * The platform's refusal of the form's fields, in the page's language: the first violation on
 * an input the form has, by its label, next to it. The sentences load with the first refusal.
 * `unplaced` is said of violations on nothing the form shows.
 */
export async function violationFeedback(
  violations: FieldViolation[],
  locale: string,
  t: Translate<LoginKey>,
  unplaced: string,
): Promise<Feedback> {
  const violation = violations.find(inputOf);
  const input = violation && inputOf(violation);
  if (!violation || !input) return { field: 'form', tone: 'error', message: unplaced };
  // Not with the family's first load: only a refused form needs the sentences.
  const { fieldErrorsIn } = await import('../../shared/ui/field-errors.text');
  const describe = await fieldErrorsIn(locale);
  const [, field, label] = input;
  return { field, tone: 'error', message: describe(violation, t(label)) };
}
