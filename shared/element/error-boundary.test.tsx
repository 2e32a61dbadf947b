// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getPageSession } from '../session';
import { defineWidget } from './define-widget';
import type { WidgetErrorDetail } from './events';
import { mount, shadowText, uniqueTag, useReadyConfig } from './test-support';

beforeEach(useReadyConfig);
afterEach(() => document.body.replaceChildren());

it('contains a failing widget: it shows a message, fires widget-error, and others keep working', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const broken = uniqueTag('broken');
  const healthy = uniqueTag('healthy');
  defineWidget(broken, () => {
    throw new Error('boom');
  });
  defineWidget(healthy, () => <p>still here</p>);
  const errors: WidgetErrorDetail[] = [];
  document.addEventListener('widget-error', (event) =>
    errors.push((event as CustomEvent<WidgetErrorDetail>).detail),
  );

  const ok = mount(healthy);
  const bad = mount(broken);
  await waitFor(() => expect(bad.getAttribute('state')).toBe('error'));
  expect(shadowText(bad)).toMatch(/could not be shown/);
  expect(errors).toEqual([{ tag: broken, message: 'boom' }]);

  const later = mount(healthy);
  await waitFor(() => expect(shadowText(later)).toBe('still here'));
  expect(shadowText(ok)).toBe('still here');
});

it("says so in the page's language", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  getPageSession()
    .getState()
    .setConfig({
      status: 'ready',
      config: { clientId: 'test-client', apiBase: 'https://api.test', locale: 'de-DE' },
    });
  const broken = uniqueTag('broken');
  defineWidget(broken, () => {
    throw new Error('boom');
  });
  const bad = mount(broken);
  await waitFor(() =>
    expect(shadowText(bad)).toBe(
      'Dieser Teil der Seite kann nicht angezeigt werden. Bitte laden Sie die Seite neu.',
    ),
  );
});
