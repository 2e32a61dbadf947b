// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageSession, isLoggedIn, type Tokens } from '../session';
import { getQueryClient } from '../data/query-client';
import { visitorHasNoCart } from '../data/cartless-visitor';
import { defineWidget } from './define-widget';
import type { WidgetErrorDetail } from './events';
import { startRuntime } from './runtime';
import { mount, shadowText, uniqueTag } from './test-support';

const member: Tokens = {
  accessToken: { value: 'a1', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'r1', role: 'member' },
};
const KEY = 'site-widgets:tokens:https://api.example/shop';

beforeEach(() => {
  getPageSession().getState().setConfig({ status: 'pending' });
  localStorage.setItem(KEY, JSON.stringify(member));
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

function siteConfig(apiBase: string): HTMLElement {
  const element = document.createElement('site-config');
  element.setAttribute('client-id', 'shop');
  element.setAttribute('api-base', apiBase);
  element.setAttribute('locale', 'en-US');
  return element;
}

it('accepts a duplicate that says the same and restores the tokens of its platform', async () => {
  startRuntime();
  const tag = uniqueTag('twin-config');
  defineWidget(tag, () => <p>content</p>);
  document.body.append(siteConfig('https://api.example'), siteConfig('https://api.example/'));
  const element = mount(tag);
  await waitFor(() => expect(shadowText(element)).toBe('content'));
  expect(isLoggedIn(getPageSession().getState())).toBe(true);
});

it('shows every widget an error when an earlier <site-config> disagrees, and drops the tokens', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  startRuntime();
  const errors: WidgetErrorDetail[] = [];
  document.addEventListener('widget-error', (e) =>
    errors.push((e as CustomEvent<WidgetErrorDetail>).detail),
  );
  const tag = uniqueTag('forged-config');
  defineWidget(tag, () => <p>content</p>);
  // The page's own config logs the member in; markup placed before it names another server.
  document.body.append(siteConfig('https://api.example'));
  expect(isLoggedIn(getPageSession().getState())).toBe(true);
  document.body.prepend(siteConfig('https://evil.example'));
  const widgets = [mount(tag), mount(tag)];
  for (const element of widgets) {
    await waitFor(() => expect(shadowText(element)).toMatch(/two <site-config> elements/));
  }
  expect(errors.filter((e) => e.code === 'CONFIG')).toHaveLength(2);
  expect(getPageSession().getState().tokens.refreshToken.role).toBe('none');
  // Not erased from storage: the member is still signed in once the page is fixed.
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(member);
});

describe('a <site-config> replaced in one task (a single-page app switching language)', () => {
  const german = () => {
    const element = siteConfig('https://api.example');
    element.setAttribute('locale', 'de-DE');
    return element;
  };

  it.each([
    [
      'the old one leaves first',
      (old: HTMLElement) => (old.remove(), document.body.append(german())),
    ],
    ['the new one joins first', (old: HTMLElement) => (old.after(german()), old.remove())],
  ])('applies the new config without an error when %s', async (_, replace) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    startRuntime();
    const errors: WidgetErrorDetail[] = [];
    document.addEventListener('widget-error', (e) =>
      errors.push((e as CustomEvent<WidgetErrorDetail>).detail),
    );
    const tag = uniqueTag('replaced-config');
    defineWidget(tag, () => <p>{getPageSession().getState().config.status}</p>);
    const old = siteConfig('https://api.example');
    document.body.append(old);
    const element = mount(tag);
    await waitFor(() => expect(shadowText(element)).toBe('ready'));
    replace(old);
    await new Promise((resolve) => setTimeout(resolve, 10)); // past a deferred judgement
    const { config } = getPageSession().getState();
    expect(config.status === 'ready' && config.config.locale).toBe('de-DE');
    expect(shadowText(element)).toBe('ready');
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The same platform: the member stays signed in.
    expect(isLoggedIn(getPageSession().getState())).toBe(true);
  });

  it('applies a new language from one that joins alone in a later task (an app’s next view)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startRuntime();
    const tag = uniqueTag('later-language');
    defineWidget(tag, () => <p>{getPageSession().getState().config.status}</p>);
    const old = siteConfig('https://api.example');
    old.setAttribute('product-page', '/p/{slug}'); // more than the platform, and no currency
    document.body.append(old);
    const element = mount(tag);
    await waitFor(() => expect(shadowText(element)).toBe('ready'));
    old.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const next = german();
    next.setAttribute('product-page', '/p/{slug}');
    next.setAttribute('currency', 'EUR');
    document.body.append(next);
    const { config } = getPageSession().getState();
    expect(config.status === 'ready' && config.config.locale).toBe('de-DE');
    expect(config.status === 'ready' && config.config.currency).toBe('EUR');
    expect(isLoggedIn(getPageSession().getState())).toBe(true);
    await waitFor(() => expect(shadowText(element)).toBe('ready'));
  });

  it('applies a new language and currency set on the one in the page (a framework re-rendering it)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    startRuntime();
    const tag = uniqueTag('rerendered-config');
    defineWidget(tag, () => <p>{getPageSession().getState().config.status}</p>);
    const config = siteConfig('https://api.example');
    document.body.append(config);
    const element = mount(tag);
    await waitFor(() => expect(shadowText(element)).toBe('ready'));
    config.setAttribute('locale', 'de-DE');
    config.setAttribute('currency', 'EUR');
    const state = getPageSession().getState();
    expect(state.config).toEqual({
      status: 'ready',
      config: {
        clientId: 'shop',
        apiBase: 'https://api.example',
        locale: 'de-DE',
        currency: 'EUR',
      },
    });
    expect(isLoggedIn(state)).toBe(true);
    await waitFor(() => expect(shadowText(element)).toBe('ready'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes another platform set on the one in the page as a replacement: its tokens are forgotten', () => {
    startRuntime();
    const config = siteConfig('https://api.example');
    document.body.append(config);
    expect(isLoggedIn(getPageSession().getState())).toBe(true);
    config.setAttribute('api-base', 'https://other.example');
    const { config: state, tokens } = getPageSession().getState();
    expect(state.status === 'ready' && state.config.apiBase).toBe('https://other.example');
    expect(tokens.refreshToken.role).toBe('none');
  });

  it('going back to a platform restores its visitor, whose cart is still asked for', () => {
    const visitor: Tokens = {
      accessToken: { value: 'a2', expiresAt: 2_000_000_000 },
      refreshToken: { value: 'visitor-with-a-cart', role: 'visitor' },
    };
    localStorage.setItem(KEY, JSON.stringify(visitor));
    startRuntime();
    const config = siteConfig('https://api.example');
    document.body.append(config);
    const shop = { clientId: 'shop', apiBase: 'https://api.example' };
    expect(visitorHasNoCart(shop)).toBe(false); // as a cart widget asks, following the session
    config.setAttribute('api-base', 'https://other.example');
    config.setAttribute('api-base', 'https://api.example');
    // Not taken for a new visitor (who has no cart) on the way back from no tokens at all.
    expect(getPageSession().getState().tokens).toEqual(visitor);
    expect(visitorHasNoCart(shop)).toBe(false);
  });

  it('is an error when one joining in a later task names anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startRuntime();
    const tag = uniqueTag('late-config');
    defineWidget(tag, () => <p>content</p>);
    const old = siteConfig('https://api.example');
    document.body.append(old);
    const element = mount(tag);
    await waitFor(() => expect(shadowText(element)).toBe('content'));
    old.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Markup shown later (a visitor's post, say) cannot take over a page left without one.
    document.body.append(siteConfig('https://evil.example'));
    await waitFor(() => expect(shadowText(element)).toMatch(/two <site-config> elements/));
  });

  it('forgets the old platform’s tokens, and what was read with them, when the new config names another', () => {
    startRuntime();
    const old = siteConfig('https://api.example');
    document.body.append(old);
    expect(isLoggedIn(getPageSession().getState())).toBe(true);
    getQueryClient().setQueryData(['cart'], { lineItems: [{ id: 'old-platform-line' }] });
    old.remove();
    document.body.append(siteConfig('https://other.example'));
    const { config, tokens } = getPageSession().getState();
    expect(config.status === 'ready' && config.config.apiBase).toBe('https://other.example');
    expect(tokens.refreshToken.role).toBe('none');
    expect(getQueryClient().getQueryData(['cart'])).toBeUndefined();
  });
});
