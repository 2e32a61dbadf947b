import type { FieldViolation } from '../../shared/client';

/**
 * The rules the form's inputs carry (`required`, `type="email"`, `minlength`) as the platform's
 * field violations, so a broken one is said as its refusals are: our sentence under the field,
 * in the page's language, not the browser's bubble in the browser's (the form is `noValidate`).
 * The length is measured here: browsers flag `tooShort` only for what was typed in.
 */
export const ownViolations = (form: HTMLFormElement): FieldViolation[] =>
  [...form.querySelectorAll('input')].flatMap(
    ({ name, type, value, required, minLength, validity }) => {
      // A code or name of spaces is none (the flow trims it); a password's spaces are its own.
      const blank = validity.valueMissing || (required && type !== 'password' && !value.trim());
      const rule = blank
        ? 'REQUIRED_FIELD'
        : validity.typeMismatch
          ? 'FORMAT'
          : value && value.length < minLength
            ? 'MIN_LENGTH'
            : '';
      return rule ? [{ field: name, description: rule, ruleName: rule }] : [];
    },
  );
