// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApplicationError, SystemError } from '../client';
import { ErrorNotice } from './notice';

const OFFLINE = 'We could not connect. Check your connection and try again.';
const couldNotConnect = () => new SystemError({}, { cause: new TypeError('Failed to fetch') });
const backOnline = () => act(() => void dispatchEvent(new Event('online')));

it("takes an action's 'could not connect' away once the browser is back online", async () => {
  const { container, rerender } = render(<ErrorNotice error={couldNotConnect()} />);
  expect(container.textContent).toBe(OFFLINE);
  await backOnline();
  expect(container.textContent).toBe('');
  // The next failure (the visitor acted again, and it could not connect either) is said.
  rerender(<ErrorNotice error={couldNotConnect()} />);
  expect(container.textContent).toBe(OFFLINE);
});

it("keeps a read's (it has a Try again, and is read again) and any answer the platform gave", async () => {
  const refused = new ApplicationError('x', { code: 'C', description: 'Coupon expired' }, {});
  const { container } = render(
    <>
      <ErrorNotice error={couldNotConnect()} onRetry={() => {}} />
      <ErrorNotice error={refused} />
    </>,
  );
  await backOnline();
  expect(container.textContent).toBe(`${OFFLINE}Try againCoupon expired`);
});
