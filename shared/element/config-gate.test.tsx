// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getPageSession } from '../session';
import { defineWidget } from './define-widget';
import type { WidgetErrorDetail } from './events';
import { startRuntime } from './runtime';
import { mount, shadowText, uniqueTag } from './test-support';

const reset = () => getPageSession().getState().setConfig({ status: 'pending' });
beforeEach(reset);
afterEach(() => document.body.replaceChildren());

function errorsOn(target: EventTarget): WidgetErrorDetail[] {
  const seen: WidgetErrorDetail[] = [];
  target.addEventListener('widget-error', (e) =>
    seen.push((e as CustomEvent<WidgetErrorDetail>).detail),
  );
  return seen;
}

it('tells the site owner what to add when the page has no <site-config>', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const tag = uniqueTag('needs-config');
  defineWidget(tag, () => <p>content</p>);
  const errors = errorsOn(document);
  startRuntime(); // document already parsed: the missing config is noticed at once
  const element = mount(tag);
  await waitFor(() => expect(shadowText(element)).toMatch(/needs a <site-config client-id/));
  expect(element.getAttribute('state')).toBe('error');
  expect(errors[0]).toMatchObject({ tag, code: 'CONFIG' });
});

it('renders once a valid <site-config> joins the page, even after the widget', async () => {
  startRuntime();
  reset();
  const tag = uniqueTag('late-config');
  defineWidget(tag, () => <p>content</p>);
  const element = mount(tag);
  const config = document.createElement('site-config');
  config.setAttribute('client-id', 'c1');
  config.setAttribute('api-base', 'http://127.0.0.1:8787');
  document.body.append(config);
  await waitFor(() => expect(shadowText(element)).toBe('content'));
  expect(getPageSession().getState().config).toMatchObject({
    status: 'ready',
    config: { clientId: 'c1' },
  });
});

it('explains an invalid api-base instead of rendering', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  startRuntime();
  const tag = uniqueTag('bad-config');
  defineWidget(tag, () => <p>content</p>);
  const config = document.createElement('site-config');
  config.setAttribute('client-id', 'c1');
  config.setAttribute('api-base', 'not a url');
  document.body.append(config);
  const element = mount(tag);
  await waitFor(() =>
    expect(shadowText(element)).toMatch(/"api-base" must be an absolute http\(s\) URL/),
  );
});
