// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adopts, mount } from '../../shared/element/test-support';
import { $, button, useLoginPage } from './test-support';
import type * as Steps from './steps';
import './index';

/**
 * The steps' chunk as the browser would fetch it: counted, able to fail (offline) like a
 * dynamic import does, its styles kept to look for in the shadow root.
 */
const chunk = vi.hoisted(() => ({ imports: 0, offline: false, css: '' }));
vi.mock('./steps', async (original) => {
  chunk.imports++;
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  const steps = await original<typeof Steps>();
  chunk.css = steps.stepsCss;
  return steps;
});

useLoginPage();

const focused = (element: Element) => element.shadowRoot!.activeElement as HTMLElement | null;

/** A link of the form followed from the keyboard: focused, then activated. */
function follow(element: Element, text: string) {
  const link = button(element, text);
  link.focus();
  act(() => link.click());
}

async function signInForm() {
  const element = mount('member-login');
  await waitFor(() => expect($(element, 'h2')?.textContent).toBe('Sign in'));
  return element;
}

// In order: the module's chunk is fetched once per file, as once per page.
describe('<member-login> steps after sign-in, from their own chunk', () => {
  it('loads nothing of theirs for the sign-in step every visitor sees first', async () => {
    const element = await signInForm();
    expect(chunk.imports).toBe(0);
    expect($(element, 'form')!.textContent).toContain('Create an account');
  });

  it('fails to load while offline: says so, keeps the focus, tries again, and lands on the step', async () => {
    chunk.offline = true;
    const element = await signInForm();
    follow(element, 'Create an account');
    const box = $(element, '[part="form"]')!;
    expect(box.textContent).toBe('Loading…');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(focused(element)).toBe(box); // not the page's body: the link is gone

    await waitFor(() => expect($(element, '[role="alert"]')).not.toBeNull());
    expect(focused(element)).toBe(box);
    // Under the notice where every step has its links, at the start of the line, not centred.
    expect(button(element, 'Back to sign in').parentElement!.getAttribute('part')).toBe('links');
    expect(box.getAttribute('aria-busy')).toBe('false');

    // The browser back online asks again by itself (here it fails again: the chunk is offline).
    await act(async () => void dispatchEvent(new Event('offline')));
    expect(chunk.imports).toBe(1);
    await act(async () => void dispatchEvent(new Event('online')));
    await waitFor(() => expect(chunk.imports).toBe(2));
    await waitFor(() => expect($(element, '[role="alert"]')).not.toBeNull());

    chunk.offline = false;
    follow(element, 'Try again');
    await waitFor(() => expect(focused(element)?.textContent).toBe('Create an account'));
    expect(focused(element)!.tagName).toBe('H2');
    expect(chunk.imports).toBe(3);
    expect(adopts(element, chunk.css)).toBe(true); // its styles came with it
  });

  it('shows a step at once once loaded, and goes back to sign in, from the keyboard', async () => {
    const element = await signInForm();
    expect(adopts(element, chunk.css)).toBe(false); // a widget's first render has none of it
    follow(element, 'Forgot your password?'); // loaded by now: no Loading… in between
    expect(adopts(element, chunk.css)).toBe(true);
    expect(focused(element)?.textContent).toBe('Reset your password');
    follow(element, 'Back to sign in');
    expect(focused(element)?.textContent).toBe('Sign in');
  });
});
