// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { HostContext } from './host';
import { lazyPart } from './lazy-part';
import { widgetErrors } from './test-support';

afterEach(() => document.body.replaceChildren());

/** A part's code as the browser fetches it: failing (as a dynamic import does) while offline. */
function chunk(
  ...options: Parameters<typeof lazyPart<{ name: string }>> extends [unknown, ...infer O]
    ? O
    : never
) {
  const state = { offline: true, fetches: 0 };
  const Form = ({ name }: { name: string }) => <h2>The form for {name}</h2>;
  const load = vi.fn(() => {
    state.fetches++;
    return state.offline
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(Form);
  });
  return { state, LazyForm: lazyPart(load, ...options) };
}

/** A widget whose part is lazy, beside what keeps working (a count, as a reservation's timer). */
async function widget(LazyForm: ReturnType<typeof chunk>['LazyForm']) {
  function Widget() {
    const [held, setHeld] = useState(0);
    return (
      <>
        <button onClick={() => setHeld(held + 1)}>Held {held}</button>
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <LazyForm name="Open mic" />
        </Suspense>
      </>
    );
  }
  // Awaited: the part suspends, and React waits for it only in an awaited act().
  await act(async () => void inWidget(<Widget />));
}

/** Rendered in a widget's element, as defineWidget does: a failure is told from there. */
function inWidget(ui: ReactNode) {
  const host = document.body.appendChild(document.createElement('sw-test-widget'));
  const info = { host, tag: 'sw-test-widget' };
  return render(<HostContext value={info}>{ui}</HostContext>, { container: host });
}

/** As a visitor does it: React settles what it starts (a part suspends again) before the next step. */
const click = (name: string) =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const browser = (type: 'online' | 'offline') =>
  act(async () => void dispatchEvent(new Event(type)));

it('says in its place that its code did not arrive, with Try again; the rest keeps working', async () => {
  const { state, LazyForm } = chunk();
  await widget(LazyForm);
  await click('Held 0');
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'We could not connect. Check your connection and try again.Try again',
  );
  // What was there before stays, with its state: not the widget's "Please reload the page".
  await click('Held 1');
  expect(screen.getByRole('button', { name: 'Held 2' })).toBeTruthy();

  state.offline = false;
  await click('Try again');
  expect(await screen.findByText('The form for Open mic')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Held 2' })).toBeTruthy();
  expect(state.fetches).toBe(2);
});

it('tries again by itself when the browser is back online', async () => {
  const { state, LazyForm } = chunk();
  await widget(LazyForm);
  await screen.findByRole('alert');
  await browser('offline');
  expect(state.fetches).toBe(1); // going offline is no reason to ask
  state.offline = false;
  await browser('online');
  expect(await screen.findByText('The form for Open mic')).toBeTruthy();
  expect(state.fetches).toBe(2);
});

it('fails again offline as often as it is tried, and loads when it can', async () => {
  const { state, LazyForm } = chunk();
  await widget(LazyForm);
  await screen.findByRole('alert');
  await click('Try again');
  await vi.waitFor(() => expect(state.fetches).toBe(2));
  expect(await screen.findByRole('alert')).toBeTruthy();
  state.offline = false;
  await click('Try again');
  expect(await screen.findByText('The form for Open mic')).toBeTruthy();
});

it('tells the page once (widget-error, no code) while the part is missing, as a failed read does', async () => {
  const errors = widgetErrors();
  const { state, LazyForm } = chunk();
  await widget(LazyForm);
  await screen.findByRole('alert');
  await click('Held 0'); // the widget renders again: the same failure
  await click('Try again'); // and fails again, the notice never gone
  await vi.waitFor(() => expect(state.fetches).toBe(2));
  expect(errors).toEqual([
    {
      tag: 'sw-test-widget',
      message: 'We could not connect. Check your connection and try again.',
      code: undefined,
    },
  ]);
  state.offline = false;
  await click('Try again');
  expect(await screen.findByText('The form for Open mic')).toBeTruthy();
  expect(errors).toHaveLength(1);
});

it('fetches a part once for all its places, and shows it at once once it is there', async () => {
  const { state, LazyForm } = chunk();
  state.offline = false;
  await widget(LazyForm);
  expect(await screen.findByText('The form for Open mic')).toBeTruthy();
  await act(async () => void inWidget(<LazyForm name="Jazz night" />));
  expect(screen.getByText('The form for Jazz night')).toBeTruthy();
  expect(state.fetches).toBe(1);
});

it('keeps Try again shown while the part is asked again: hidden, it would lose the focus', async () => {
  const { state, LazyForm } = chunk();
  await widget(LazyForm);
  await screen.findByRole('alert');
  const tryAgain = screen.getByRole('button', { name: 'Try again' });
  tryAgain.focus();
  // Whatever the retry shows, hides or replaces on its way (a slow connection, or the browser's
  // quick failure offline): a browser drops the focus of a hidden or removed button to the page's
  // body, behind the cart's modal drawer.
  const seen: string[] = [];
  const watch = new MutationObserver(() => {
    if (!tryAgain.isConnected) seen.push('removed');
    else if (tryAgain.closest('[style*="none"]')) seen.push('hidden');
    if (screen.queryByText('Loading the form…')) seen.push('fallback');
  });
  watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  await click('Try again');
  await vi.waitFor(() => expect(state.fetches).toBe(2));
  await screen.findByRole('alert');
  watch.disconnect();
  expect(seen).toEqual([]);
  expect(screen.getByRole('button', { name: 'Try again' })).toBe(tryAgain);
});

it('back online, keeps the focus its Try again had on what arrived (pressed offline, the focus helper could not come)', async () => {
  const { state, LazyForm } = chunk();
  await widget(LazyForm);
  screen.getByRole('button', { name: 'Try again' }).focus();
  await browser('offline');
  state.offline = false;
  await browser('online');
  const form = await screen.findByRole('heading', { name: 'The form for Open mic' });
  await vi.waitFor(() => expect(document.activeElement).toBe(form));
});

it('says so in the frame it is given, with the props of the part (a dialog of its own)', async () => {
  const Frame = ({ name, children }: { name: string; children: ReactNode }) => (
    <section aria-label={`Frame of ${name}`}>{children}</section>
  );
  const { state, LazyForm } = chunk(Frame);
  await widget(LazyForm);
  const frame = await screen.findByRole('region', { name: 'Frame of Open mic' });
  expect(within(frame).getByRole('alert')).toBeTruthy();
  state.offline = false;
  await click('Try again');
  expect(await screen.findByText('The form for Open mic')).toBeTruthy();
  expect(screen.queryByRole('region')).toBeNull();
});

it('waits for its Try again back online when it opens a dialog: it would open by itself', async () => {
  const { state, LazyForm } = chunk(undefined, true);
  await widget(LazyForm);
  await screen.findByRole('alert');
  await browser('offline');
  state.offline = false;
  await browser('online');
  expect(state.fetches).toBe(1);
  expect(screen.getByRole('alert')).toBeTruthy();
  await click('Try again');
  expect(await screen.findByText('The form for Open mic')).toBeTruthy();
});
