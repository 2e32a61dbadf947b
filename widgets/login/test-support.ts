/**
 * Test support: an msw identity platform that records what the widgets asked, plus helpers to
 * answer the direct-login iframe the way the hosted page would. Not part of the widget chunk.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { RedirectSessionRequest } from '../../shared/client';
import { API, tokenEndpoint, useServer } from '../../shared/client/testing/msw';
import { getQueryClient } from '../../shared/data';
import { emptyTokens, getPageSession } from '../../shared/session';
import { browser } from './return-url';

export const MEMBER = {
  id: 'member-demo',
  loginEmail: 'member@example.com',
  profile: { firstName: 'Dana', lastName: 'Rivers' },
};

export { applicationError } from '../../shared/client/testing/answers';

type Answer = () => Response;

/** The identity platform of one test: answers can be swapped, requests are recorded. */
export class FakeIdentity {
  readonly tokens = tokenEndpoint();
  readonly redirectSessions: RedirectSessionRequest[] = [];
  readonly bodies: Record<string, unknown[]> = {};
  login: Answer = () => HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-1' });
  register: Answer = () =>
    HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-token-1' });
  verify: Answer = () => HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-2' });
  /** Where the platform's redirect sessions lead; a test may make them lead somewhere bad. */
  hostedPage: (body: RedirectSessionRequest) => string = fullUrlOf;

  /** Authorization-code grants that reached the token endpoint. */
  codeGrants() {
    return this.tokens.grants.filter((g) => g.grantType === 'authorization_code');
  }

  /** The auth request of the last redirect session of that response mode. */
  authRequest(responseMode: string) {
    return this.redirectSessions
      .map((r) => r.auth?.authRequest)
      .filter((a) => a?.responseMode === responseMode)
      .at(-1);
  }

  private record(path: string, answer: () => Response) {
    return http.post(`${API}${path}`, async ({ request }) => {
      (this.bodies[path] ??= []).push(await request.json());
      return answer();
    });
  }

  handlers() {
    return [
      this.tokens.handler,
      this.record('/_api/iam/authentication/v2/login', () => this.login()),
      this.record('/_api/iam/authentication/v2/register', () => this.register()),
      this.record('/_api/iam/verification/v1/auth/verify', () => this.verify()),
      this.record('/_api/iam/verification/v1/auth/resend', () => HttpResponse.json({})),
      this.record('/_api/iam/recovery/v1/send-email', () => HttpResponse.json({})),
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
        const body = (await request.json()) as RedirectSessionRequest;
        this.redirectSessions.push(body);
        return HttpResponse.json({ redirectSession: { id: 'rs', fullUrl: this.hostedPage(body) } });
      }),
      http.get(`${API}/members/v1/members/my`, () => HttpResponse.json({ member: MEMBER })),
    ];
  }
}

/** The hosted pages by name (happy-dom loads no iframe page; `answerFrame` plays it). */
function fullUrlOf(body: RedirectSessionRequest): string {
  if (body.auth?.authRequest.responseMode === 'web_message') return `${API}/hosted/frame`;
  if (body.auth) return `${API}/hosted/login`;
  if (body.membersAccount) return `${API}/account/${body.membersAccount.section}`;
  return `${API}/logout`;
}

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
  const id = input(element, label).getAttribute('aria-describedby');
  return id ? (element.shadowRoot!.getElementById(id)?.textContent ?? null) : null;
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
