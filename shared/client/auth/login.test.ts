import { describe, expect, it, vi } from 'vitest';
import { ApplicationError, SystemError, ValidationError } from '../errors';
import type { StateAnswer, identity } from '../modules/identity';
import { createLoginFlow } from './login';

type Identity = ReturnType<typeof identity>;

const appError = (code: string) =>
  new ApplicationError('Request failed', { code, description: `server says ${code}` });

function flow(overrides: Partial<Identity>) {
  const completeLogin = vi.fn(async () => undefined);
  const ids = overrides as Identity;
  return { completeLogin, login: createLoginFlow({ identity: ids, completeLogin }) };
}

const answering = (answer: StateAnswer) => vi.fn(async () => answer);
const failing = (error: Error) => vi.fn(async () => Promise.reject(error));

describe('login states', () => {
  it('SUCCESS completes the login with the session token', async () => {
    const { login, completeLogin } = flow({
      login: answering({ state: 'SUCCESS', sessionToken: 'st' }),
    });
    await expect(login.login({ email: 'a@b.c', password: 'p' })).resolves.toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'st' },
    });
    expect(completeLogin).toHaveBeenCalledWith('st');
  });

  it('sends the wire body with both captcha kinds when given', async () => {
    const register = answering({ state: 'REQUIRE_OWNER_APPROVAL' });
    const { login } = flow({ register });
    await expect(
      login.register({
        email: 'a@b.c',
        password: 'p',
        profile: { nickname: 'A' },
        captchaTokens: { recaptchaToken: 'v', invisibleRecaptchaToken: 'i' },
      }),
    ).resolves.toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
    expect(register).toHaveBeenCalledWith({
      loginId: { email: 'a@b.c' },
      password: 'p',
      profile: { nickname: 'A' },
      captchaTokens: [{ Recaptcha: 'v' }, { InvisibleRecaptcha: 'i' }],
    });
  });

  it.each(['REQUIRE_MFA', 'STATUS_CHECK'] as const)(
    "%s is a failure: 'Unknown _state'",
    async (state) => {
      const { login } = flow({ login: answering({ state }) });
      await expect(login.login({ email: 'a', password: 'p' })).resolves.toEqual({
        loginState: 'FAILURE',
        error: 'Unknown _state',
      });
    },
  );

  it('email verification remembers the state token; verify only in that state', async () => {
    const verifyCode = answering({ state: 'SUCCESS', sessionToken: 'after' });
    const resendCode = vi.fn(async () => ({}));
    const { login } = flow({
      login: answering({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'stk' }),
      verifyCode,
      resendCode,
    });
    await expect(login.processVerification('123')).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    await expect(login.resendVerificationCode()).rejects.toThrow('Unknown _state');
    expect(await login.login({ email: 'a', password: 'p' })).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'stk' },
    });
    await login.resendVerificationCode();
    expect(resendCode).toHaveBeenCalledWith('stk');
    await expect(login.processVerification('123')).resolves.toMatchObject({
      loginState: 'SUCCESS',
    });
    expect(verifyCode).toHaveBeenCalledWith('123', 'stk');
  });
});

describe('a wrong verification code', () => {
  it('keeps the pending verification: the state token is kept for resend and a retry', async () => {
    const verifyCode = vi
      .fn<Identity['verifyCode']>()
      .mockRejectedValueOnce(appError('VERIFICATION_FAILED'))
      .mockResolvedValueOnce({ state: 'SUCCESS', sessionToken: 'after' });
    const resendCode = vi.fn(async () => ({}));
    const { login, completeLogin } = flow({
      register: answering({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'stk' }),
      verifyCode,
      resendCode,
    });
    await login.register({ email: 'a@b.c', password: 'p' });

    await expect(login.processVerification('000')).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'server says VERIFICATION_FAILED',
    });
    expect(login.getState()).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'stk' },
    });
    await login.resendVerificationCode();
    expect(resendCode).toHaveBeenCalledWith('stk');
    await expect(login.processVerification('123')).resolves.toMatchObject({
      loginState: 'SUCCESS',
    });
    expect(verifyCode).toHaveBeenLastCalledWith('123', 'stk');
    expect(completeLogin).toHaveBeenCalledWith('after');
  });

  it('is not what an outage is: that throws, and the pending verification stays', async () => {
    const outage = new SystemError({ requestId: 'r' });
    const { login } = flow({
      register: answering({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'stk' }),
      verifyCode: failing(outage),
    });
    await login.register({ email: 'a@b.c', password: 'p' });
    await expect(login.processVerification('123')).rejects.toBe(outage);
    expect(login.getState()).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'stk' },
    });
  });
});

describe('registration failures', () => {
  it('a violation on an email field gives invalidEmail with the description', async () => {
    const violation = { field: 'loginId.email', description: 'is not a valid email' };
    const { login } = flow({ register: failing(new ValidationError([violation])) });
    await expect(login.register({ email: 'x', password: 'p' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'is not a valid email',
      errorCode: 'invalidEmail',
      violations: [violation],
    });
  });

  it('other violations carry the server message and the violations', async () => {
    const violation = { field: 'password', description: 'too short', ruleName: 'MIN_LENGTH' };
    const { login } = flow({ register: failing(new ValidationError([violation])) });
    await expect(login.register({ email: 'x', password: 'p' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: "password" too short',
      violations: [violation],
    });
  });

  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19995', 'emailAlreadyExists'],
    ['-19970', 'invalidCaptchaToken'],
  ])('%s -> %s', async (code, errorCode) => {
    const { login } = flow({ register: failing(appError(code)) });
    await expect(login.register({ email: 'x', password: 'p' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: `server says ${code}`,
      errorCode,
    });
  });

  it('other failures carry only the server message', async () => {
    const { login } = flow({ register: failing(appError('-19976')) });
    await expect(login.register({ email: 'x', password: 'p' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'server says -19976',
    });
  });
});

describe('login failures', () => {
  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19976', 'invalidPassword'],
    ['-19973', 'resetPassword'],
    ['-19999', 'invalidEmail'],
  ])('%s -> %s', async (code, errorCode) => {
    const { login } = flow({ login: failing(appError(code)) });
    await expect(login.login({ email: 'x', password: 'p' })).resolves.toMatchObject({
      loginState: 'FAILURE',
      errorCode,
    });
  });

  it('anything else the platform answers is invalid email too', async () => {
    const { login } = flow({ login: failing(appError('SOMETHING_ELSE')) });
    await expect(login.login({ email: 'x', password: 'p' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'server says SOMETHING_ELSE',
      errorCode: 'invalidEmail',
    });
  });

  it('no answer is no verdict on the email: an outage or a rate limit throws', async () => {
    const outage = new SystemError({ requestId: 'r' });
    const busy = new ApplicationError(
      'Too many requests',
      { code: 'TOO_MANY_REQUESTS', description: 'Too many requests' },
      { status: 429 },
    );
    for (const error of [outage, busy]) {
      const { login } = flow({ login: failing(error), register: failing(error) });
      await expect(login.login({ email: 'x', password: 'p' })).rejects.toBe(error);
      await expect(login.register({ email: 'x', password: 'p' })).rejects.toBe(error);
    }
  });
});
