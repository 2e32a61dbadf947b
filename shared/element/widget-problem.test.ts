import { expect, it } from 'vitest';
import { TokenError } from '../client/errors';
import { problemOf } from './widget-problem';

it('a refused token is the setup (CONFIG); a throttled one may work again', () => {
  const refused = new TokenError('unknown client', 'invalid_client', { status: 401 });
  const throttled = new TokenError('too many visitors', 'temporarily_unavailable', { status: 429 });
  expect(problemOf(refused)).toEqual({ message: 'unknown client', code: 'CONFIG' });
  expect(problemOf(throttled).code).toBeUndefined();
});
