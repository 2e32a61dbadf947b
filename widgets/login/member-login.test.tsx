// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/client/testing/msw';
import { mount, shadowText } from '../../shared/element/test-support';
import { getPageSession } from '../../shared/session';
import {
  applicationError,
  bareFailure,
  validationError,
} from '../../shared/client/testing/answers';
import {
  $,
  answerFrame,
  button,
  describedText,
  input,
  listen,
  signInAsMember,
  useLoginPage,
} from './test-support';
import './index';

const page = useLoginPage();

const type = (element: Element, label: string, value: string) =>
  fireEvent.change(input(element, label), { target: { value } });

async function loginForm(attributes: Record<string, string> = {}) {
  const element = mount('member-login', attributes);
  await waitFor(() => expect($(element, 'form')).not.toBeNull());
  return element;
}

async function signIn(element: Element, email = 'member@example.com', password = 'secret-pw') {
  type(element, 'Email', email);
  type(element, 'Password', password);
  fireEvent.submit($(element, 'form')!);
}

const until = (check: () => void) => waitFor(check);

/** A link to a step after sign-in, followed: done once that step's form (its chunk) is there. */
async function follow(element: Element, text: string) {
  fireEvent.click(button(element, text));
  await until(() => expect($(element, 'form')).not.toBeNull());
}

/** The follow-up buttons shown in the field of this label. */
const actionsBy = (element: Element, label: string) =>
  [
    ...input(element, label)
      .closest('[part="field"]')!
      .querySelectorAll('[part="secondary-button"]'),
  ].map((b) => b.textContent);

describe('<member-login> form: sign in', () => {
  it('signs in through the hidden iframe, loads the member, fires login', async () => {
    const logins = listen('login');
    const element = await loginForm();
    await signIn(element);
    await answerFrame(page.identity());

    await until(() => expect(shadowText(element)).toContain('Signed in as Dana Rivers'));
    expect(page.identity().bodies['/_api/iam/authentication/v2/login']).toEqual([
      { loginId: { email: 'member@example.com' }, password: 'secret-pw' },
    ]);
    expect(page.identity().codeGrants()).toMatchObject([{ code: 'frame-code', clientId: 'test' }]);
    expect(getPageSession().getState().tokens.refreshToken.role).toBe('member');
    expect(getPageSession().getState().member).toEqual({
      id: 'member-demo',
      email: 'member@example.com',
      name: 'Dana Rivers',
    });
    expect(logins.details).toEqual([{ memberId: 'member-demo' }]);
    expect(document.querySelector('iframe')).toBeNull();
    logins.stop();
  });

  it('passes the captcha tokens the site set on the element', async () => {
    page.identity().login = () => applicationError(400, '-19970', 'Bad captcha');
    const element = await loginForm({
      'captcha-token': 'visible-1',
      'invisible-captcha-token': 'invisible-1',
    });
    await signIn(element);
    await until(() =>
      expect(page.identity().bodies['/_api/iam/authentication/v2/login']).toHaveLength(1),
    );
    expect(page.identity().bodies['/_api/iam/authentication/v2/login']![0]).toMatchObject({
      captchaTokens: [{ Recaptcha: 'visible-1' }, { InvisibleRecaptcha: 'invisible-1' }],
    });
  });

  const failures = [
    {
      name: 'a wrong password, on the password field',
      answer: () => applicationError(401, '-19976', 'Wrong password'),
      field: 'Password',
      sentence: 'That password is not right. Try again, or reset it.',
      action: 'Reset your password',
    },
    {
      name: 'an unknown email, on the email field',
      answer: () => applicationError(404, '-19999', 'No member with this email'),
      field: 'Email',
      sentence: 'We could not sign you in with this email address. Check it, or create an account.',
      action: undefined,
    },
  ];
  it.each(failures)('shows $name', async ({ answer, field, sentence, action }) => {
    page.identity().login = answer;
    const element = await loginForm();
    await signIn(element);
    await until(() => expect(describedText(element, field)).toBe(sentence));
    expect(input(element, field).getAttribute('aria-invalid')).toBe('true');
    const other = field === 'Email' ? 'Password' : 'Email';
    expect(input(element, other).hasAttribute('aria-invalid')).toBe(false);
    // What the sentence offers sits under it, not above the fields, pushing them down.
    expect(actionsBy(element, field)).toEqual(action ? [action] : []);
    expect(actionsBy(element, other)).toEqual([]);
  });

  it('says a wrong password typed into the focused field aloud, every time', async () => {
    page.identity().login = failures[0]!.answer;
    const element = await loginForm();
    const live = $(element, 'form [role="status"][aria-live]')!;
    // Each time the region's text becomes the sentence, a screen reader says it.
    const said: string[] = [];
    new MutationObserver(() => {
      if (live.textContent) said.push(live.textContent);
    }).observe(live, { childList: true, characterData: true, subtree: true });
    // Enter in the password field: focus is there already, so focusing it reads nothing.
    for (const attempts of [1, 2]) {
      input(element, 'Password').focus();
      await signIn(element);
      await until(() => expect(said).toHaveLength(attempts));
      expect(element.shadowRoot!.activeElement).toBe(input(element, 'Password'));
    }
    expect(said).toEqual([failures[0]!.sentence, failures[0]!.sentence]);
    expect(page.identity().bodies['/_api/iam/authentication/v2/login']).toHaveLength(2);
  });

  it('says blank and malformed fields under them, focuses the first, sends nothing', async () => {
    const element = await loginForm();
    fireEvent.submit($(element, 'form')!);
    await until(() => expect(describedText(element, 'Email')).toBe('Email is required.'));
    expect(describedText(element, 'Password')).toBe('Password is required.');
    expect(element.shadowRoot!.activeElement).toBe(input(element, 'Email'));

    type(element, 'Email', 'member@');
    type(element, 'Password', 'secret-pw');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Email')).toBe(
        'Email: enter an address that can receive mail, like name@example.com.',
      ),
    );
    expect(input(element, 'Password').hasAttribute('aria-invalid')).toBe(false);
    expect(page.identity().bodies['/_api/iam/authentication/v2/login']).toBeUndefined();
  });

  const formLevel = [
    ['-19971', 'Please complete the captcha check, then try again.'],
    ['-19970', 'The captcha check failed or expired. Please complete it again.'],
  ];
  it.each(formLevel)('shows captcha code %s at form level', async (code, sentence) => {
    page.identity().login = () => applicationError(400, code, 'captcha');
    const element = await loginForm();
    await signIn(element);
    await until(() => expect($(element, '[role="alert"]')?.textContent).toBe(sentence));
    expect(describedText(element, 'Email')).toBeNull();
  });

  it('offers the forgotten-password flow when a reset is required', async () => {
    page.identity().login = () => applicationError(403, '-19973', 'Reset first');
    const element = await loginForm();
    await signIn(element, 'reset@example.com');
    await until(() =>
      expect(shadowText(element)).toContain(
        'You need to set a new password before you can sign in.',
      ),
    );
    await follow(element, 'Reset your password');
    expect($(element, 'h2')!.textContent).toBe('Reset your password');
    expect(input(element, 'Email').value).toBe('reset@example.com');
  });

  it('says an outage is on our side, not blames the email, and keeps what was typed', async () => {
    page.identity().login = () => bareFailure(503);
    const element = await loginForm();
    await signIn(element);
    await until(() =>
      expect(shadowText(element)).toContain('Something went wrong on our side. Please try again.'),
    );
    expect(shadowText(element)).not.toContain('email address');
    expect(input(element, 'Email').value).toBe('member@example.com');
  });

  it('takes "We could not connect" away once back online, keeping what was typed', async () => {
    page.identity().login = () => HttpResponse.error(); // no answer: fetch rejects, as offline
    const element = await loginForm();
    await signIn(element);
    await until(() => expect(shadowText(element)).toContain('We could not connect.'));
    dispatchEvent(new Event('online'));
    await until(() => expect($(element, '[part="notice"]')).toBeNull());
    expect(input(element, 'Email').value).toBe('member@example.com');
    expect(input(element, 'Password').value).toBe('secret-pw');
  });

  it('keeps what was said after a failure to connect when the browser is back online', async () => {
    page.identity().login = () => HttpResponse.error();
    const element = await loginForm();
    await signIn(element);
    await until(() => expect(shadowText(element)).toContain('We could not connect.'));
    // Still offline, the visitor empties the password and tries again: the form's own rule.
    type(element, 'Password', '');
    fireEvent.submit($(element, 'form')!);
    await until(() => expect(describedText(element, 'Password')).toBeTruthy());
    const said = shadowText(element);
    dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(shadowText(element)).toBe(said);
  });

  it('says the owner must approve the account, as information', async () => {
    page.identity().login = () => Response.json({ state: 'REQUIRE_OWNER_APPROVAL' });
    const element = await loginForm();
    await signIn(element, 'approval@example.com');
    await until(() =>
      expect($(element, '[part="notice"]')?.textContent).toContain(
        'The site owner needs to approve your account',
      ),
    );
    expect(page.identity().tokens.grants.every((g) => g.grantType === 'anonymous')).toBe(true);
  });
});

describe('<member-login heading-level>', () => {
  const titleTag = (element: Element) => $(element, '[part="title"]')!.tagName;

  it("puts every step's title at the page's level", async () => {
    const element = await loginForm({ 'heading-level': '4' });
    expect(titleTag(element)).toBe('H4');
    for (const [link, title] of [
      ['Create an account', 'Create an account'],
      ['I already have an account', 'Sign in'],
      ['Forgot your password?', 'Reset your password'],
    ]) {
      fireEvent.click(button(element, link!));
      expect($(element, '[part="title"]')!.textContent).toBe(title);
      expect(titleTag(element)).toBe('H4');
    }
  });

  it("puts the code step's title there too", async () => {
    const element = await loginForm({ 'heading-level': '3' });
    await follow(element, 'Create an account');
    type(element, 'Email', 'ada@example.com');
    type(element, 'Password', 'engine-1');
    fireEvent.submit($(element, 'form')!);
    await until(() => expect($(element, '[part="title"]')!.textContent).toBe('Check your email'));
    expect(titleTag(element)).toBe('H3');
  });

  it('keeps h2 for a level outside 2 to 6', async () => {
    for (const level of ['1', '7', 'three']) {
      const element = await loginForm({ 'heading-level': level });
      expect(titleTag(element)).toBe('H2');
      element.remove();
    }
  });
});

describe('<member-login> signed in', () => {
  it('lists the account pages in the form, and opens one through a redirect session', async () => {
    signInAsMember();
    const element = mount('member-login');
    await until(() => expect(shadowText(element)).toContain('Signed in as Dana Rivers'));
    const links = $(element, '[part="account-links"]')!;
    expect(links.getAttribute('aria-label')).toBe('My account');
    expect([...links.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'My account',
      'My orders',
      'My bookings',
      'My events',
      'My subscriptions',
    ]);

    fireEvent.click(button(element, 'My bookings'));
    await until(() =>
      expect(page.navigate()).toHaveBeenCalledWith('https://platform.test/account/BOOKINGS'),
    );
    expect(page.identity().redirectSessions).toMatchObject([
      { membersAccount: { section: 'BOOKINGS' } },
    ]);
  });

  it('keeps to one row beside the hosted button: no account links there', async () => {
    signInAsMember();
    const element = mount('member-login', { mode: 'hosted' });
    await until(() => expect(shadowText(element)).toContain('Signed in as Dana Rivers'));
    expect($(element, '[part="account-links"]')).toBeNull();
  });
});

describe('<member-login> form: create account', () => {
  async function register(element: Element) {
    await follow(element, 'Create an account');
    type(element, 'First name', 'Ada');
    type(element, 'Last name', 'Lovelace');
    type(element, 'Email', 'ada@example.com');
    type(element, 'Password', 'engine-1');
    fireEvent.submit($(element, 'form')!);
  }

  it('puts each field the platform refused under that field, names too, and focuses the first', async () => {
    page.identity().register = () =>
      validationError(
        { field: 'password', description: 'too short', violatedRule: 'MIN_LENGTH' },
        { field: 'profile.lastName', description: 'required', violatedRule: 'REQUIRED_FIELD' },
        { field: 'profile.firstName', description: 'too long', violatedRule: 'MAX_LENGTH' },
      );
    const element = await loginForm();
    await register(element);
    await until(() => expect(describedText(element, 'First name')).toBe('First name is too long.'));
    expect(describedText(element, 'Last name')).toBe('Last name is required.');
    expect(describedText(element, 'Password')).toBe(
      'At least 6 characters. Password is too short.',
    );
    for (const label of ['First name', 'Last name', 'Password'])
      expect(input(element, label).getAttribute('aria-invalid')).toBe('true');
    expect(input(element, 'Email').getAttribute('aria-invalid')).toBeNull();
    expect($(element, '[part="notice"]')).toBeNull();
    expect(element.shadowRoot!.activeElement).toBe(input(element, 'First name'));
  });

  it('says a too-short password under its field in our words, focuses it, sends nothing', async () => {
    const element = await loginForm();
    await follow(element, 'Create an account');
    type(element, 'Email', 'ada@example.com');
    type(element, 'Password', 'abc');
    // Ours, not the browser's bubble (in the browser's language, not the page's).
    expect($<HTMLFormElement>(element, 'form')!.noValidate).toBe(true);
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Password')).toBe(
        'At least 6 characters. Password is too short.',
      ),
    );
    expect(input(element, 'Password').getAttribute('aria-invalid')).toBe('true');
    expect(input(element, 'Email').hasAttribute('aria-invalid')).toBe(false);
    expect(element.shadowRoot!.activeElement).toBe(input(element, 'Password'));
    expect(page.identity().bodies['/_api/iam/authentication/v2/register']).toBeUndefined();
  });

  it("says a new password's rule with its field, before anyone breaks it", async () => {
    const element = await loginForm();
    expect(describedText(element, 'Password')).toBeNull(); // signing in: no rule to meet
    await follow(element, 'Create an account');
    expect(describedText(element, 'Password')).toBe('At least 6 characters.');
    expect(input(element, 'Password').minLength).toBe(6);
  });

  it('registers, asks for the emailed code, verifies and signs in', async () => {
    const element = await loginForm();
    await register(element);
    await until(() => expect($(element, 'h2')!.textContent).toBe('Check your email'));
    expect(page.identity().bodies['/_api/iam/authentication/v2/register']).toEqual([
      {
        loginId: { email: 'ada@example.com' },
        password: 'engine-1',
        profile: { firstName: 'Ada', lastName: 'Lovelace' },
      },
    ]);
    expect(shadowText(element)).toContain('Enter the code we sent to ada@example.com.');

    // Only spaces is no code: said under the field, nothing sent (the platform would get '').
    type(element, 'Verification code', '   ');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Verification code')).toBe('Verification code is required.'),
    );
    expect(page.identity().bodies['/_api/iam/verification/v1/auth/verify']).toBeUndefined();

    type(element, 'Verification code', ' 123456 ');
    fireEvent.submit($(element, 'form')!);
    await answerFrame(page.identity());
    await until(() => expect(shadowText(element)).toContain('Signed in as Dana Rivers'));
    expect(page.identity().bodies['/_api/iam/verification/v1/auth/verify']).toEqual([
      { code: '123456', stateToken: 'state-token-1' },
    ]);
  });

  it('sends a new code on request, and puts a wrong code on the code field', async () => {
    page.identity().verify = () =>
      applicationError(400, 'VERIFICATION_FAILED', 'The code is wrong');
    const element = await loginForm();
    await register(element);
    await until(() => expect($(element, 'h2')!.textContent).toBe('Check your email'));

    fireEvent.click(button(element, 'Send a new code'));
    await until(() =>
      expect($(element, '[part="notice"]')?.textContent).toBe(
        'We sent a new code to ada@example.com.',
      ),
    );
    expect(page.identity().bodies['/_api/iam/verification/v1/auth/resend']).toEqual([
      { stateToken: 'state-token-1' },
    ]);

    type(element, 'Verification code', '000000');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Verification code')).toBe(
        'That code did not work. Check it and try again, or send a new code.',
      ),
    );

    // The verification is still pending: a new code can be sent, and the right one signs in.
    fireEvent.click(button(element, 'Send a new code'));
    await until(() =>
      expect(page.identity().bodies['/_api/iam/verification/v1/auth/resend']).toHaveLength(2),
    );
    expect(page.identity().bodies['/_api/iam/verification/v1/auth/resend']![1]).toEqual({
      stateToken: 'state-token-1',
    });
    page.identity().verify = () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-2' });
    type(element, 'Verification code', '123456');
    fireEvent.submit($(element, 'form')!);
    await answerFrame(page.identity());
    await until(() => expect(shadowText(element)).toContain('Signed in as Dana Rivers'));
    expect(page.identity().bodies['/_api/iam/verification/v1/auth/verify']).toEqual([
      { code: '000000', stateToken: 'state-token-1' },
      { code: '123456', stateToken: 'state-token-1' },
    ]);
  });

  it('asks to wait when the platform has paused guessing codes (429)', async () => {
    page.identity().verify = () =>
      applicationError(429, 'TOO_MANY_VERIFICATION_ATTEMPTS', 'Too many wrong codes');
    const element = await loginForm();
    await register(element);
    await until(() => expect($(element, 'h2')!.textContent).toBe('Check your email'));
    type(element, 'Verification code', '123456');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(shadowText(element)).toContain(
        'Too many tries. Please wait a few minutes, then try again.',
      ),
    );
    expect(shadowText(element)).not.toContain('on our side');
  });

  it('puts "email already exists" on the email field and offers sign in', async () => {
    page.identity().register = () => applicationError(409, '-19995', 'Exists');
    const element = await loginForm();
    await register(element);
    await until(() =>
      expect(describedText(element, 'Email')).toBe(
        'An account with this email address already exists. Sign in instead.',
      ),
    );
    expect(actionsBy(element, 'Email')).toEqual(['Sign in instead']);
    fireEvent.click(button(element, 'Sign in instead'));
    expect($(element, 'h2')!.textContent).toBe('Sign in');
    expect(input(element, 'Email').value).toBe('ada@example.com');
  });

  it('puts an invalid email (validation error) on the email field', async () => {
    page.identity().register = () =>
      validationError({ field: 'loginId.email', description: 'must be an email' });
    const element = await loginForm();
    await register(element);
    await until(() =>
      expect(describedText(element, 'Email')).toBe(
        'Email: enter an address that can receive mail, like name@example.com.',
      ),
    );
  });
});

describe('<member-login> form: forgotten password', () => {
  it('sends the recovery email with this page as the way back', async () => {
    const element = await loginForm();
    await follow(element, 'Forgot your password?');
    type(element, 'Email', 'member@example.com');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect($(element, '[part="notice"]')?.textContent).toBe(
        'If an account uses member@example.com, we sent it a link to set a new password.',
      ),
    );
    expect(page.identity().bodies['/_api/iam/recovery/v1/send-email']).toEqual([
      {
        email: 'member@example.com',
        redirect: { url: `${location.origin}/shop?variant=blue#reviews`, clientId: 'test' },
      },
    ]);
  });
});

describe('<member-login> form: recovery refused', () => {
  it("puts the platform's email violation on the email field, in words of ours", async () => {
    page.identity().recover = () =>
      validationError({ field: 'email', description: 'no MX record', violatedRule: 'FORMAT' });
    const element = await loginForm();
    await follow(element, 'Forgot your password?');
    type(element, 'Email', 'member@example.invalid');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Email')).toBe(
        'Email: enter an address that can receive mail, like name@example.com.',
      ),
    );
    expect(element.shadowRoot!.activeElement).toBe(input(element, 'Email'));
  });
});

describe('<member-login> in German', () => {
  it('labels the form and explains a wrong password in German', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    page.identity().login = () => applicationError(401, '-19976', 'Wrong password');
    const element = await loginForm();
    await until(() => expect($(element, '[part="title"]')?.textContent).toBe('Anmelden'));
    expect(shadowText(element)).toContain('Passwort vergessen?');
    type(element, 'E-Mail', 'member@example.com');
    type(element, 'Passwort', 'wrong');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Passwort')).toBe(
        'Dieses Passwort stimmt nicht. Versuchen Sie es erneut oder setzen Sie es zurück.',
      ),
    );
  });

  it('says a too-short password in German, under its field', async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    const element = await loginForm();
    await until(() => expect($(element, '[part="title"]')?.textContent).toBe('Anmelden'));
    await follow(element, 'Konto erstellen');
    type(element, 'E-Mail', 'ada@example.com');
    type(element, 'Passwort', 'abc');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Passwort')).toBe(
        'Mindestens 6 Zeichen. Passwort ist zu kurz.',
      ),
    );
    expect(element.shadowRoot!.activeElement).toBe(input(element, 'Passwort'));
  });

  it("says the platform's refusal of a new account by field, in German, and focuses it", async () => {
    getPageSession()
      .getState()
      .setConfig({ status: 'ready', config: { clientId: 'test', apiBase: API, locale: 'de-DE' } });
    page.identity().register = () =>
      validationError({
        field: 'password',
        description: 'must not be a common password',
        violatedRule: 'VALIDATION',
      });
    const element = await loginForm();
    await until(() => expect($(element, '[part="title"]')?.textContent).toBe('Anmelden'));
    await follow(element, 'Konto erstellen');
    type(element, 'E-Mail', 'ada@example.com');
    type(element, 'Passwort', 'password1');
    fireEvent.submit($(element, 'form')!);
    await until(() =>
      expect(describedText(element, 'Passwort')).toBe(
        'Mindestens 6 Zeichen. Passwort: Bitte prüfen Sie diese Angabe.',
      ),
    );
    expect(input(element, 'Passwort').getAttribute('aria-invalid')).toBe('true');
    expect(element.shadowRoot!.activeElement).toBe(input(element, 'Passwort'));
    expect(shadowText(element)).not.toContain('common password');
  });
});
