import { describe, expect, it } from 'vitest';
import { fieldErrorsIn } from './field-errors.text';

describe('field errors', () => {
  it('says what is wrong by rule, naming the field by its label', async () => {
    const describe = await fieldErrorsIn('en-US');
    const on = (field: string, ruleName?: string, data?: unknown) => ({ field, ruleName, data });
    expect(describe(on('buyer.email', 'FORMAT'), 'Email')).toBe(
      'Email: enter an address that can receive mail, like name@example.com.',
    );
    // The platform marks an email by its data where the path does not say so.
    expect(describe(on('loginId.id', 'VALIDATION', { type: 'EMAIL' }), 'Login')).toBe(
      'Login: enter an address that can receive mail, like name@example.com.',
    );
    expect(describe(on('email', 'REQUIRED_FIELD'), 'Email')).toBe('Email is required.');
    expect(describe(on('password', 'MIN_LENGTH'), 'Password')).toBe('Password is too short.');
    expect(describe(on('seats', 'INVALID_ENUM_VALUE'), 'Seats')).toBe(
      'Seats: choose one of the options.',
    );
    expect(describe(on('code', 'MAX_LENGTH'), 'Coupon code')).toBe('Coupon code is too long.');
    // A field left empty is missing, whatever the rule.
    expect(describe(on('name', 'MIN_LENGTH'), 'Name', true)).toBe('Name is required.');
  });

  it('falls back to a sentence that still names the field, in German too', async () => {
    const english = await fieldErrorsIn('en');
    const german = await fieldErrorsIn('de-AT');
    const unknown = { field: 'nickname', violatedRule: 'SOMETHING_NEW' };
    expect(english(unknown, 'Nickname')).toBe('Nickname: please check this answer.');
    expect(german(unknown, 'Spitzname')).toBe('Spitzname: Bitte prüfen Sie diese Angabe.');
    expect(german({ field: 'email', ruleName: 'FORMAT' }, 'E-Mail')).toBe(
      'E-Mail: Bitte geben Sie eine Adresse an, die E-Mails empfangen kann, z. B. name@example.com.',
    );
  });
});
