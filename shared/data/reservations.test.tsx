// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CheckoutRequest } from '../client';
import { API, tokenEndpoint, useServer } from '../client/testing/msw';
import { getPageSession } from '../session';
import { getQueryClient } from './query-client';
import { useTicketCheckout } from './reservations';

/** The checkout's answers wait until the test lets them go: a call held up by a sleep. */
let release: () => void = () => {};
useServer(
  tokenEndpoint().handler,
  http.post(`${API}/events/v1/checkout`, async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return HttpResponse.json(
      {
        message: 'Reservation expired',
        details: {
          applicationError: { code: 'RESERVATION_EXPIRED', description: 'expired', data: {} },
        },
      },
      { status: 409 },
    );
  }),
);

beforeEach(() => {
  getPageSession()
    .getState()
    .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'en-US' } });
});
afterEach(() => getQueryClient().clear());

const request: CheckoutRequest = {
  eventId: 'evt-1',
  reservationId: 'res-1',
  buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  guests: [],
};

/** A ticket form: sends the checkout when shown, tells `onError` what came back. */
function Form({ onError }: { onError: (error: Error) => void }) {
  const checkout = useTicketCheckout({ onError });
  return (
    <button type="button" onClick={() => checkout.mutate(request)}>
      {checkout.isPending ? 'sending' : 'send'}
    </button>
  );
}

const page = (onError: (error: Error) => void) => (
  <QueryClientProvider client={getQueryClient()}>
    <Form onError={onError} />
  </QueryClientProvider>
);

it('a refusal that comes after its form is gone (the countdown ran out meanwhile) is not acted on', async () => {
  const onError = vi.fn();
  const view = render(page(onError));
  act(() => view.getByRole('button').click());
  await waitFor(() => expect(view.getByRole('button').textContent).toBe('sending'));
  view.unmount(); // the flow went back to the picker while the answer was held up

  release();
  const [sent] = getQueryClient().getMutationCache().getAll();
  await waitFor(() => expect(sent?.state.status).toBe('error'));
  // TanStack tells observers in a task of its own (notifyManager): let that run too.
  await new Promise((resolve) => setTimeout(resolve));
  expect(onError).not.toHaveBeenCalled();
});

it('a refusal for the form still shown reaches it', async () => {
  const onError = vi.fn();
  const view = render(page(onError));
  act(() => view.getByRole('button').click());
  await waitFor(() => expect(view.getByRole('button').textContent).toBe('sending'));
  release();
  await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'RESERVATION_EXPIRED' });
});
