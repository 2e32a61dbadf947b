import { expect, it } from 'vitest';
import { ApplicationError, SystemError, TokenError, ValidationError } from '../client';
import { translator } from './i18n';
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

it('says how many are left when the platform is short of stock, in the page language', async () => {
  const short = new ApplicationError(
    'Only 3 of Mug left',
    {
      code: 'INSUFFICIENT_INVENTORY',
      description: 'Only 3 of Mug left',
      data: { quantityAvailable: 3 },
    },
    { status: 409 },
  );
  expect(messageOf(short)).toBe('Only 3 left in stock.');
  const { default: de } = await import('./messages.text.de');
  expect(messageOf(short, translator(de))).toBe('Nur noch 3 auf Lager.');
});

it("never puts the platform's English reason on a German page", async () => {
  const { default: de } = await import('./messages.text.de');
  const t = translator(de);
  const refusal = new ApplicationError('x', { code: 'C', description: 'Coupon expired' }, {});
  const violation = new ValidationError([{ field: 'email', description: 'must be an email' }]);
  for (const error of [refusal, violation])
    expect(messageOf(error, t)).toBe(
      'Das ging leider nicht. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
    );
});

it('does not ask the visitor to try again when the site has no such client id', async () => {
  const unknownClient = new TokenError('Failed to fetch tokens', 'invalid_client', { status: 400 });
  expect(messageOf(unknownClient)).toBe(
    'This is not available on this site yet. Please let the site owner know.',
  );
  const { default: de } = await import('./messages.text.de');
  expect(messageOf(unknownClient, translator(de))).toMatch(/informieren Sie den Seitenbetreiber/);
  // Throttled or down: that may pass.
  const throttled = new TokenError('Failed to fetch tokens', undefined, { status: 429 });
  expect(messageOf(throttled)).toMatch(/on our side/);
});
