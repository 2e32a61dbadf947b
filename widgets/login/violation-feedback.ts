import type { FieldViolation } from '../../shared/client';
import type { Translate } from '../../shared/ui';
import type { Feedback, FeedbackField } from './login-messages';
import type { LoginKey } from './text';

/**
 * The form's inputs by the wire's field paths: where a sentence shows, and the label naming it.
 * In the forms' order: the first refused is the one focused, so its sentence is the one said.
 */
const INPUTS: Array<[RegExp, FeedbackField, LoginKey]> = [
  [/firstName/i, 'firstName', 'firstName'],
  [/lastName/i, 'lastName', 'lastName'],
  [/email|loginId/i, 'email', 'email'],
  [/password/i, 'password', 'password'],
  [/code/i, 'code', 'code'],
];

/**
 * The platform's refusal of the form's fields, in the page's language: each input the form has
 * that it refused gets the sentence of its first violation, by its label, next to it. The
 * sentences load with the first refusal. `unplaced` is said of violations on nothing the form
 * shows.
 */
export async function violationFeedback(
  violations: FieldViolation[],
  locale: string,
  t: Translate<LoginKey>,
  unplaced: string,
): Promise<Feedback> {
  const refused = INPUTS.flatMap(([path, field, label]) => {
    const violation = violations.find((each) => path.test(each.field));
    return violation ? [{ field, label, violation }] : [];
  });
  if (!refused.length) return { field: 'form', tone: 'error', message: unplaced };
  // Not with the family's first load: only a refused form needs the sentences.
  const { fieldErrorsIn } = await import('../../shared/ui/field-errors.text');
  const describe = await fieldErrorsIn(locale);
  const [first, ...others] = refused.map(
    ({ field, label, violation }) => [field, describe(violation, t(label))] as const,
  );
  const [field, message] = first!;
  return { field, tone: 'error', message, others: Object.fromEntries(others) };
}
