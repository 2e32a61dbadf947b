/**
 * Test support for the login widgets: a fresh page over the identity platform's test handlers
 * (shared/client/testing/identity.ts), and helpers to answer the direct-login iframe the way
 * the hosted page would. Not part of the widget chunk.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { API, useServer } from '../../shared/client/testing/msw';
import { FakeIdentity } from '../../shared/client/testing/identity';
import { getQueryClient } from '../../shared/data';
import { emptyTokens, getPageSession } from '../../shared/session';
import { browser } from './return-url';

/** Plays the hosted page inside the hidden iframe: posts the code back with the sent state. */
export async function answerFrame(identity: FakeIdentity, code = 'frame-code') {
  await waitFor(() => {
    if (!document.querySelector('iframe')) throw new Error('no iframe yet');
  });
  const state = identity.authRequest('web_message')!.state;
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: new URL(API).origin,
      source: document.querySelector('iframe')!.contentWindow,
      data: { code, state },
    }),
  );
}

/** A ready page with no tokens, no member, no cache, no pending login; navigation stubbed. */
export function freshPage() {
  const session = getPageSession().getState();
  session.setConfig({
    status: 'ready',
    config: { clientId: 'test', apiBase: API, locale: 'en-US' },
  });
  session.setTokens(emptyTokens());
  session.setMember(null);
  getQueryClient().clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/shop?variant=blue#reviews');
  return vi.spyOn(browser, 'assign').mockImplementation(() => {});
}

export function signInAsMember() {
  getPageSession()
    .getState()
    .setTokens({
      accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: 'member-refresh', role: 'member' },
    });
}

/** Events a widget fired on the page. */
export function listen(name: 'login' | 'logout' | 'widget-error') {
  const details: unknown[] = [];
  const record = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener(name, record);
  return { details, stop: () => document.removeEventListener(name, record) };
}

export const $ = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  element.shadowRoot!.querySelector<T>(selector);

/** A button of the widget by its visible text. */
export const button = (element: Element, text: string) => {
  const found = [...element.shadowRoot!.querySelectorAll('button')].find(
    (b) => b.textContent === text,
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};

/** The input labelled `label`. */
export function input(element: Element, label: string): HTMLInputElement {
  const found = [...element.shadowRoot!.querySelectorAll('label')].find(
    (l) => l.textContent === label,
  );
  if (!found) throw new Error(`no field "${label}"`);
  return element.shadowRoot!.getElementById(found.htmlFor) as HTMLInputElement;
}

/** The sentence linked to an input through aria-describedby. */
export function describedText(element: Element, label: string): string | null {
  const ids = input(element, label).getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => element.shadowRoot!.getElementById(id)?.textContent ?? '')
        .join(' ')
    : null;
}

/**
 * One test file's set-up: before each test a new fake identity service behind msw and a fresh
 * page (config, no tokens, no member, empty caches, navigation stubbed); after, an empty body.
 */
export function useLoginPage() {
  const server = useServer();
  let identity = new FakeIdentity();
  let navigate: ReturnType<typeof freshPage>;
  beforeEach(() => {
    identity = new FakeIdentity();
    server.use(...identity.handlers());
    navigate = freshPage();
  });
  afterEach(() => document.body.replaceChildren());
  return { identity: () => identity, navigate: () => navigate };
}
