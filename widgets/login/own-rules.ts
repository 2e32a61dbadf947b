import type { FieldViolation } from '../../shared/client';

/**
 * The rules the form's inputs carry (`required`, `type="email"`, `minlength`) as the platform's
 * field violations, so a broken one is said as its refusals are: our sentence under the field,
 * in the page's language, not the browser's bubble in the browser's (the form is `noValidate`).
 * The length is measured here: browsers flag `tooShort` only for what was typed in.
 */
export const ownViolations = (form: HTMLFormElement): FieldViolation[] =>
  [...form.querySelectorAll('input')].flatMap(({ name, value, minLength, validity }) => {
    const rule = validity.valueMissing
      ? 'REQUIRED_FIELD'
      : validity.typeMismatch
        ? 'FORMAT'
        : value && value.length < minLength
          ? 'MIN_LENGTH'
          : '';
    return rule ? [{ field: name, description: rule, ruleName: rule }] : [];
  });
