import { expect, it } from 'vitest';
import { ApplicationError, SystemError, TokenError, ValidationError } from '../client/errors';
import { problemOf } from './widget-problem';

it('a refused token is the setup (CONFIG); a throttled one may work again', () => {
  const refused = new TokenError('unknown client', 'invalid_client', { status: 401 });
  const throttled = new TokenError('too many visitors', 'temporarily_unavailable', { status: 429 });
  expect(problemOf(refused)).toEqual({ message: 'unknown client', code: 'CONFIG' });
  expect(problemOf(throttled).code).toBeUndefined();
});

const tooLong = new ValidationError(
  [{ field: 'eventId', description: 'must be at most 36 characters', violatedRule: 'MAX_LENGTH' }],
  { status: 400 },
);

it('a 400, or any failed read, names no attribute: only the widget knows what was read', () => {
  expect(problemOf(tooLong)).toEqual({ message: 'Must be at most 36 characters', code: undefined });
  for (const status of [400, 429, 500, 503])
    expect(
      problemOf(new ApplicationError('x', { code: 'X', description: 'x' }, { status })).code,
    ).toBeUndefined();
  expect(problemOf(new SystemError({ status: 502 })).code).toBeUndefined();
  expect(
    problemOf(new SystemError({}, { cause: new TypeError('Failed to fetch') })).code,
  ).toBeUndefined();
});
