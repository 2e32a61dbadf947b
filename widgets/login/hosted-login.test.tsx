// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mount, shadowText } from '../../shared/element/test-support';
import { API } from '../../shared/client/testing/msw';
import { getPageSession } from '../../shared/session';
import { $, button, listen, useLoginPage } from './test-support';
import './index';

const page = useLoginPage();

async function hostedLogin() {
  const element = mount('member-login', { mode: 'hosted' });
  await waitFor(() => expect($(element, '[part="sign-in-button"]')).not.toBeNull());
  return element;
}

/** Clicks "Sign in" and returns the auth request the platform received. */
async function startLogin() {
  window.scrollTo(0, 640);
  const element = await hostedLogin();
  fireEvent.click(button(element, 'Sign in'));
  await waitFor(() => expect(page.navigate()).toHaveBeenCalled());
  element.remove();
  return page.identity().authRequest('fragment')!;
}

/** The visitor comes back: the page reloads at `url` and a widget mounts. */
async function returnTo(url: string) {
  window.history.replaceState(null, '', url);
  return hostedLogin();
}

describe('<member-login mode="hosted">', () => {
  it('starts the round trip: redirect session with PKCE and state, then navigates', async () => {
    const request = await startLogin();
    expect(request).toMatchObject({
      clientId: 'test',
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      redirectUri: `${location.origin}/shop?variant=blue`,
    });
    expect(request.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.state.length).toBeGreaterThan(10);
    expect(page.navigate()).toHaveBeenCalledWith('https://platform.test/hosted/login');
  });

  it('refuses a hosted login page that is not a web page, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page.identity().hostedPage = () => 'javascript:alert(document.domain)';
    const errors = listen('widget-error');
    const element = await hostedLogin();
    fireEvent.click(button(element, 'Sign in'));
    await waitFor(() => expect(shadowText(element)).toContain('could not be opened safely'));
    expect(page.navigate()).not.toHaveBeenCalled();
    expect(errors.details).toEqual([
      expect.objectContaining({ tag: 'member-login', code: 'UNSAFE_URL' }),
    ]);
    errors.stop();
  });

  it('completes a matching return: token exchange, member, login event, clean URL', async () => {
    const request = await startLogin();
    const scroll = vi.spyOn(window, 'scrollTo');
    const logins = listen('login');
    const element = await returnTo(`/shop?variant=blue#code=code-1&state=${request.state}`);

    await waitFor(() => expect(shadowText(element)).toContain('Signed in as Dana Rivers'));
    // Heard, not only shown: the page reloaded, so the focus is nowhere near the widget.
    expect($(element, '[role="status"]')?.textContent).toBe('You are signed in.');
    expect(page.identity().codeGrants()).toEqual([
      expect.objectContaining({
        code: 'code-1',
        redirectUri: request.redirectUri,
        codeVerifier: expect.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/),
      }),
    ]);
    expect(getPageSession().getState().tokens.refreshToken.role).toBe('member');
    expect(logins.details).toEqual([{ memberId: 'member-demo' }]);
    // originalUrl brings back the fragment the visitor had; the code and state are gone.
    expect(location.href).toBe(`${location.origin}/shop?variant=blue#reviews`);
    expect(scroll).toHaveBeenCalledWith(0, 640);
    logins.stop();
  });

  it('never sends a code to the token endpoint when this tab started no login', async () => {
    const element = await returnTo('/shop?code=the-page-own-code&state=forged');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.identity().tokens.grants).toEqual([]);
    expect(shadowText(element)).toContain('Sign in');
    // A host page's own parameters are not ours to remove.
    expect(location.search).toBe('?code=the-page-own-code&state=forged');
  });

  it('refuses a state that is not the one sent, without a token request', async () => {
    await startLogin();
    const element = await returnTo('/shop#code=stolen&state=not-the-sent-one');
    await waitFor(() =>
      expect($(element, '[role="alert"]')?.textContent).toBe(
        'Signing in did not finish. Please sign in again.',
      ),
    );
    expect(page.identity().codeGrants()).toEqual([]);
    expect(location.hash).toBe('');
  });

  it('shows the error_description the platform returned', async () => {
    const request = await startLogin();
    const element = await returnTo(
      `/shop#error=access_denied&error_description=You+cancelled+the+sign-in&state=${request.state}`,
    );
    await waitFor(() =>
      expect($(element, '[role="alert"]')?.textContent).toBe('You cancelled the sign-in'),
    );
    expect(page.identity().codeGrants()).toEqual([]);
    // The pending login is forgotten: replaying the URL later does nothing.
    document.body.replaceChildren();
    await returnTo(`/shop#code=late&state=${request.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.identity().codeGrants()).toEqual([]);
  });

  it.each([
    ['a refusal', 'error=access_denied&error_description=You+cancelled', true],
    ['a state not sent', 'code=stolen', false],
  ])('says in German that signing in did not finish, for %s', async (_, answer, sentState) => {
    const request = await startLogin();
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const state = sentState ? request.state : 'not-the-sent-one';
    const element = await returnTo(`/shop#${answer}&state=${state}`);
    await waitFor(() =>
      expect($(element, '[role="alert"]')?.textContent).toBe(
        'Die Anmeldung wurde nicht abgeschlossen. Bitte melden Sie sich erneut an.',
      ),
    );
  });
});

describe('a hosted return on a page with several login widgets', () => {
  /** What each widget's live status says (the ones screen readers speak from). */
  const statuses = (...elements: Element[]) =>
    elements.map((element) =>
      [...element.shadowRoot!.querySelectorAll('[role="status"]')]
        .map((status) => status.textContent)
        .join(''),
    );

  async function returnWith(...tags: string[]) {
    const request = await startLogin();
    window.history.replaceState(null, '', `/shop#code=code-1&state=${request.state}`);
    const elements = tags.map((tag) => mount(tag));
    await waitFor(() => expect(shadowText(elements.at(-1)!)).toContain('Dana Rivers'));
    return elements;
  }

  it('says "You are signed in." once with the menu and the form, the menu being first', async () => {
    const [menu, form] = await returnWith('member-menu', 'member-login');
    expect(statuses(menu!, form!)).toEqual(['You are signed in.', '']);
  });

  it.each(['member-login', 'member-menu'])('says it from %s alone', async (tag) => {
    const [alone] = await returnWith(tag);
    expect(statuses(alone!)).toEqual(['You are signed in.']);
  });

  it('shows a failed return once, as one alert', async () => {
    await startLogin();
    window.history.replaceState(null, '', '/shop#code=stolen&state=not-the-sent-one');
    const menu = mount('member-menu');
    const form = mount('member-login');
    await waitFor(() => expect($(menu, '[role="alert"]')).not.toBeNull());
    expect($(form, '[role="alert"]')).toBeNull();
  });
});
