import { expect, it } from 'vitest';
import { ApplicationError, SystemError, ValidationError } from '../client';
import { messageOf } from './messages';

it('speaks to the visitor: field text, server description, offline, or a plain failure', () => {
  const violation = { field: 'email', description: 'must be a valid email' };
  expect(messageOf(new ValidationError([violation]))).toBe('Must be a valid email');
  expect(
    messageOf(new ApplicationError('x', { code: 'C', description: 'Coupon expired' }, {})),
  ).toBe('Coupon expired');
  // No answer: offline, or blocked on the way (a CSP's connect-src), which fetch() cannot tell apart.
  expect(messageOf(new SystemError({}, { cause: new TypeError('Failed to fetch') }))).toBe(
    'We could not connect. Check your connection and try again.',
  );
  expect(messageOf(new SystemError({ status: 500 }))).toMatch(/on our side/);
});

it('keeps the platform to its refusals: its failures and throttling are "our side", in our words', () => {
  const answer = (status: number, description: string) =>
    new ApplicationError(description, { code: 'X', description }, { status });
  expect(messageOf(answer(409, 'Only 2 left'))).toBe('Only 2 left');
  expect(messageOf(answer(503, 'Injected by /_sandbox/faults'))).toMatch(/on our side/);
  expect(messageOf(answer(429, 'Too Many Requests'))).toMatch(/on our side/);
});
