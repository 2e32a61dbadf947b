import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/client';
import { translator } from '../../shared/ui';
import { orderEnglish } from './order.text';
import { formErrorsOf, guestErrors, keyOfField } from './violations';

describe('violations', () => {
  it('maps field paths to guest and input', () => {
    expect(keyOfField('guests.0.form.inputValues.seating')).toBe('0.seating');
    expect(keyOfField('guests.2.form.inputValues.first.name')).toBe('2.first.name');
    expect(keyOfField('buyer.email')).toBe('0.email');
    expect(keyOfField('reservationId')).toBeUndefined();
  });

  it('splits a validation error into field errors and the rest, each naming its field', () => {
    const labels: Record<string, string> = { seating: 'Seating preference', email: 'Email' };
    const errors = formErrorsOf(
      new ValidationError([
        {
          field: 'guests.0.form.inputValues.seating',
          description: 'is required',
          ruleName: 'REQUIRED_FIELD',
        },
        { field: 'guests.1.form.inputValues.email', description: 'must be an email' },
        {
          field: 'guests.0.form.inputValues.heard',
          description: 'must be one of a, b',
          ruleName: 'INVALID_ENUM_VALUE',
        },
        { field: 'memberId', description: 'is odd' },
      ]),
      orderEnglish,
      (name) => labels[name],
    );
    expect(errors?.fields).toEqual({
      '0.seating': 'Seating preference is required.',
      '1.email': 'Email: must be an email.',
      '0.heard': 'Guests.0.form.inputValues.heard: choose one of the options.',
    });
    expect(errors?.general).toEqual(['MemberId: is odd.']);
    expect(guestErrors(errors!.fields, 1)).toEqual({ email: 'Email: must be an email.' });
    expect(formErrorsOf(new Error('x'))).toBeUndefined();
  });

  it('calls an empty field missing, whatever words the server used', () => {
    const errors = formErrorsOf(
      new ValidationError([
        {
          field: 'buyer.firstName',
          description: 'Too small: expected string to have >=1 characters',
        },
      ]),
      orderEnglish,
      () => 'First name',
      (key) => key === '0.firstName',
    );
    expect(errors?.fields).toEqual({ '0.firstName': 'First name is required.' });
  });

  it('speaks German, naming the field', async () => {
    const { default: de } = await import('./order.text.de');
    const t = translator(de);
    const errors = formErrorsOf(
      new ValidationError([
        { field: 'guests.0.form.inputValues.email', description: 'x', ruleName: 'REQUIRED_FIELD' },
      ]),
      t,
      () => 'E-Mail',
    );
    expect(errors?.fields).toEqual({ '0.email': 'E-Mail ist ein Pflichtfeld.' });
  });
});
