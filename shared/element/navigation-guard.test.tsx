// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
import { getPageSession } from '../session';
import { defineWidget } from './define-widget';
import type { WidgetErrorDetail } from './events';
import { useNavigationGuard } from './navigation-guard';
import { mount, shadowText, uniqueTag } from './test-support';

afterEach(() => document.body.replaceChildren());

function withConfig(hostedOrigins?: string[]) {
  getPageSession()
    .getState()
    .setConfig({
      status: 'ready',
      config: {
        clientId: 'c1',
        apiBase: 'https://api.example',
        locale: 'en-US',
        ...(hostedOrigins && { hostedOrigins }),
      },
    });
}

/** A widget that asks the guard about one URL and shows the answer. */
function guardAnswer(url: string) {
  const tag = uniqueTag('guard');
  defineWidget(tag, () => {
    const guard = useNavigationGuard();
    try {
      return <p>go {guard(url)}</p>;
    } catch (error) {
      return <p>refused {(error as Error).name}</p>;
    }
  });
  const errors: WidgetErrorDetail[] = [];
  const listening = new AbortController();
  onTestFinished(() => listening.abort());
  document.addEventListener(
    'widget-error',
    (e) => errors.push((e as CustomEvent<WidgetErrorDetail>).detail),
    { signal: listening.signal },
  );
  return { element: mount(tag), errors, tag };
}

it('lets a hosted page on another origin than the API through when no origins are listed', async () => {
  withConfig();
  const { element, errors } = guardAnswer('https://www.wix.com/checkout?id=1');
  await waitFor(() => expect(shadowText(element)).toBe('go https://www.wix.com/checkout?id=1'));
  expect(errors).toEqual([]);
});

it('with hosted-origins, refuses any other origin and tells the site owner', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  withConfig(['https://checkout.example']);
  const allowed = guardAnswer('https://checkout.example/pay');
  await waitFor(() => expect(shadowText(allowed.element)).toBe('go https://checkout.example/pay'));
  const refused = guardAnswer('https://evil.example/pay');
  await waitFor(() => expect(shadowText(refused.element)).toBe('refused UnsafeUrlError'));
  expect(refused.errors).toContainEqual({
    tag: refused.tag,
    code: 'UNSAFE_URL',
    message: expect.stringContaining('https://evil.example'),
  });
});
