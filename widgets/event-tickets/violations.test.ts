import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/client';
import { formErrorsOf, guestErrors, keyOfField } from './violations';

describe('violations', () => {
  it('maps field paths to guest and input', () => {
    expect(keyOfField('guests.0.form.inputValues.seating')).toBe('0.seating');
    expect(keyOfField('guests.2.form.inputValues.first.name')).toBe('2.first.name');
    expect(keyOfField('buyer.email')).toBe('0.email');
    expect(keyOfField('reservationId')).toBeUndefined();
  });

  it('splits a validation error into field errors and the rest', () => {
    const errors = formErrorsOf(
      new ValidationError([
        { field: 'guests.0.form.inputValues.seating', description: 'is required' },
        { field: 'guests.1.form.inputValues.email', description: 'must be an email' },
        { field: 'memberId', description: 'is odd' },
      ]),
    );
    expect(errors?.fields).toEqual({ '0.seating': 'Is required', '1.email': 'Must be an email' });
    expect(errors?.general).toEqual(['memberId: Is odd']);
    expect(guestErrors(errors!.fields, 1)).toEqual({ email: 'Must be an email' });
    expect(formErrorsOf(new Error('x'))).toBeUndefined();
  });
});
