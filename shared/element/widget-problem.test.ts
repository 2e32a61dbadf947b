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

it("a 400 on the read of the element's own item is its attribute refused", () => {
  expect(problemOf(tooLong, true)).toEqual({
    message: 'Must be at most 36 characters',
    code: 'INVALID_ATTRIBUTE',
  });
  const bare = new ApplicationError(
    'Bad Request',
    { code: 'BAD_REQUEST', description: 'Bad Request' },
    { status: 400 },
  );
  expect(problemOf(bare, true).code).toBe('INVALID_ATTRIBUTE');
});

it('a 400 of another read, or a failure of the own read, names no attribute (it may go away)', () => {
  expect(problemOf(tooLong).code).toBeUndefined();
  for (const status of [429, 500, 503])
    expect(
      problemOf(new ApplicationError('x', { code: 'X', description: 'x' }, { status }), true).code,
    ).toBeUndefined();
  expect(problemOf(new SystemError({ status: 502 }), true).code).toBeUndefined();
  expect(
    problemOf(new SystemError({}, { cause: new TypeError('Failed to fetch') }), true).code,
  ).toBeUndefined();
});
