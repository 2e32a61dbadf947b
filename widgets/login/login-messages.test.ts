import { describe, expect, it } from 'vitest';
import { feedbackFor } from './login-messages';

describe('feedbackFor', () => {
  it('moves the flow on without a sentence for success and the code step', () => {
    expect(feedbackFor({ loginState: 'SUCCESS' }, 'login')).toBeNull();
    expect(feedbackFor({ loginState: 'EMAIL_VERIFICATION_REQUIRED' }, 'register')).toBeNull();
  });

  it('asks for the captcha when the platform wants one, at form level', () => {
    for (const loginState of ['USER_CAPTCHA_REQUIRED', 'SILENT_CAPTCHA_REQUIRED'] as const) {
      expect(feedbackFor({ loginState }, 'login')).toMatchObject({ field: 'form', tone: 'error' });
    }
  });

  it('shows the server message for an unlisted registration failure', () => {
    const result = { loginState: 'FAILURE', error: 'Password too weak' } as const;
    expect(feedbackFor(result, 'register')).toEqual({
      field: 'form',
      tone: 'error',
      message: 'Password too weak',
    });
  });

  it('says a step is unsupported for MFA and status checks (Unknown _state)', () => {
    const result = { loginState: 'FAILURE', error: 'Unknown _state' } as const;
    expect(feedbackFor(result, 'login')?.message).toMatch(/sign-in step this form does not/);
  });

  it('reads an invalid email differently for login and registration', () => {
    const result = { loginState: 'FAILURE', error: 'bad', errorCode: 'invalidEmail' } as const;
    expect(feedbackFor(result, 'login')?.message).toMatch(/could not sign you in/);
    expect(feedbackFor(result, 'register')?.message).toBe('Enter a valid email address.');
  });
});
