import type { FieldViolation } from '../client';
import { defineMessages, languageOf, translator, type Loaders, type Translate } from './i18n';

/**
 * What is wrong with a field the platform refused, naming it by the form's own label. Ours, not
 * the platform's `description`: that is English and may name wire paths. Loaded with the forms
 * that are themselves lazy, or on the first refusal by those that are not (`fieldErrorsIn`):
 * never with a family's first load (byte budget).
 */
const en = {
  required: '{field} is required.',
  email: '{field}: enter an address that can receive mail, like name@example.com.',
  choice: '{field}: choose one of the options.',
  tooShort: '{field} is too short.',
  tooLong: '{field} is too long.',
  tooSmall: '{field}: enter a larger value.',
  tooLarge: '{field}: enter a smaller value.',
  tooFew: '{field}: choose more.',
  tooMany: '{field}: choose fewer.',
  format: '{field} is not in the expected form.',
  notAllowed: '{field} cannot be given here.',
  // Any other rule (VALIDATION, OTHER, one the platform adds later): still said of its field.
  check: '{field}: please check this answer.',
};

export type FieldErrorKey = keyof typeof en;

const loaders = { de: () => import('./field-errors.text.de') };

/** Spec §5's rules by what the visitor is told; unlisted rules read `check`. */
const BY_RULE: Partial<Record<string, FieldErrorKey>> = {
  REQUIRED_FIELD: 'required',
  REQUIRED_ONE_OF_FIELD: 'required',
  INVALID_ENUM_VALUE: 'choice',
  MIN_LENGTH: 'tooShort',
  MAX_LENGTH: 'tooLong',
  MIN: 'tooSmall',
  DECIMAL_GTE: 'tooSmall',
  DECIMAL_GT: 'tooSmall',
  MAX: 'tooLarge',
  DECIMAL_LTE: 'tooLarge',
  DECIMAL_LT: 'tooLarge',
  MIN_SIZE: 'tooFew',
  MAX_SIZE: 'tooMany',
  FORMAT: 'format',
  EXACT_LENGTH: 'format',
  DECIMAL_MAX_SCALE: 'format',
  FIELD_NOT_ALLOWED: 'notAllowed',
};

export type Violation = Pick<FieldViolation, 'field' | 'violatedRule' | 'ruleName' | 'data'>;

/** The platform marks a malformed email `data.type: EMAIL` (as the SDK reads); or its path says so. */
const isEmail = (violation: Violation) =>
  (violation.data as { type?: unknown } | undefined)?.type === 'EMAIL' ||
  /email/i.test(violation.field);

function keyOf(violation: Violation, blank: boolean): FieldErrorKey {
  const rule = BY_RULE[violation.ruleName || violation.violatedRule || ''];
  // Whatever the rule says ("too short", "invalid"), a field left empty is missing.
  if (blank || rule === 'required') return 'required';
  if (isEmail(violation) && (!rule || rule === 'format')) return 'email';
  return rule ?? 'check';
}

/** One violation as a sentence naming `label`; `blank` when the visitor left the field empty. */
export type DescribeViolation = (violation: Violation, label: string, blank?: boolean) => string;

const describer =
  (t: Translate<FieldErrorKey>): DescribeViolation =>
  (violation, label, blank = false) =>
    t(keyOf(violation, blank), { field: label });

const useTable = defineMessages(en, loaders);

/** For forms loaded lazily anyway: suspends until the page's language has arrived. */
export const useFieldErrors = (): DescribeViolation => describer(useTable());

/**
 * For forms on the first load, which import this module only once the platform refuses one
 * (`import('…/field-errors.text')`): the sentences in `locale`'s language.
 */
export async function fieldErrorsIn(locale: string): Promise<DescribeViolation> {
  const load = (loaders as Loaders<FieldErrorKey>)[languageOf(locale)];
  // A table that fails to load leaves English, as defineMessages does.
  const table = load
    ? await load().then(
        (m) => m.default,
        () => ({}),
      )
    : {};
  return describer(translator(en, table));
}
