import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/client';
import { fieldErrorsIn } from '../../shared/ui/field-errors.text';
import { formErrorsOf, guestErrors, keyOfField, type FormContext } from './violations';

const labels: Record<string, string> = {
  seating: 'Seating preference',
  email: 'Email',
  firstName: 'First name',
};

const context = async (locale = 'en', blank: string[] = []): Promise<FormContext> => ({
  describe: await fieldErrorsIn(locale),
  labelOf: (name) => labels[name],
  isBlank: (key) => blank.includes(key),
  unplaced: 'Please check what you entered.',
});

describe('violations', () => {
  it('maps field paths to guest and input', () => {
    expect(keyOfField('guests.0.form.inputValues.seating')).toBe('0.seating');
    expect(keyOfField('guests.2.form.inputValues.first.name')).toBe('2.first.name');
    expect(keyOfField('buyer.email')).toBe('0.email');
    expect(keyOfField('reservationId')).toBeUndefined();
  });

  it("splits a validation error into field errors and the rest, in our words, not the platform's", async () => {
    const errors = formErrorsOf(
      new ValidationError([
        {
          field: 'guests.0.form.inputValues.seating',
          description: 'is required',
          ruleName: 'REQUIRED_FIELD',
        },
        { field: 'guests.1.form.inputValues.email', description: 'must be deliverable' },
        // On no field the form shows: kept aside, once.
        { field: 'guests.0.form.inputValues.heard', description: 'must be one of a, b' },
        { field: 'memberId', description: 'is odd' },
      ]),
      await context(),
    );
    expect(errors?.fields).toEqual({
      '0.seating': 'Seating preference is required.',
      '1.email': 'Email: enter an address that can receive mail, like name@example.com.',
    });
    expect(errors?.general).toEqual(['Please check what you entered.']);
    expect(guestErrors(errors!.fields, 1)).toEqual({
      email: 'Email: enter an address that can receive mail, like name@example.com.',
    });
    expect(formErrorsOf(new Error('x'), await context())).toBeUndefined();
  });

  it('says the form was refused when the refusal names no field at all', async () => {
    const errors = formErrorsOf(new ValidationError([]), await context());
    expect(errors).toEqual({ fields: {}, general: ['Please check what you entered.'] });
  });

  it('calls an empty field missing, whatever words the server used', async () => {
    const errors = formErrorsOf(
      new ValidationError([
        {
          field: 'buyer.firstName',
          description: 'Too small: expected string to have >=1 characters',
          ruleName: 'MIN_LENGTH',
        },
      ]),
      await context('en', ['0.firstName']),
    );
    expect(errors?.fields).toEqual({ '0.firstName': 'First name is required.' });
  });

  it('speaks German, naming the field', async () => {
    const errors = formErrorsOf(
      new ValidationError([
        { field: 'guests.0.form.inputValues.email', description: 'x', ruleName: 'REQUIRED_FIELD' },
        { field: 'guests.0.form.inputValues.seating', description: 'y', ruleName: 'SOMETHING' },
      ]),
      await context('de'),
    );
    expect(errors?.fields).toEqual({
      '0.email': 'Email ist ein Pflichtfeld.',
      '0.seating': 'Seating preference: Bitte prüfen Sie diese Angabe.',
    });
  });
});
