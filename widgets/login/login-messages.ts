/** Login results (spec §4 login states, §8 failure tables) as sentences placed on a field. */
import type { LoginErrorCode, LoginResult } from '../../shared/client';

/** Where a sentence shows: next to an input, or above the form. */
export type FeedbackField = 'email' | 'password' | 'code' | 'form';

export interface Feedback {
  field: FeedbackField;
  tone: 'error' | 'info';
  message: string;
  /** A follow-up the sentence points to, offered as a button next to it. */
  action?: 'recover' | 'sign-in';
}

/** Which call produced the result: the same code reads differently in each. */
export type Attempt = 'login' | 'register' | 'verify';

const CAPTCHA_MISSING = 'Please complete the captcha check, then try again.';
const CAPTCHA_INVALID = 'The captcha check failed or expired. Please complete it again.';

const BY_CODE: Record<LoginErrorCode, Feedback> = {
  invalidEmail: {
    field: 'email',
    tone: 'error',
    message: 'We could not sign you in with this email address. Check it, or create an account.',
  },
  emailAlreadyExists: {
    field: 'email',
    tone: 'error',
    message: 'An account with this email address already exists. Sign in instead.',
    action: 'sign-in',
  },
  invalidPassword: {
    field: 'password',
    tone: 'error',
    message: 'That password is not right. Try again, or reset it.',
    action: 'recover',
  },
  resetPassword: {
    field: 'form',
    tone: 'error',
    message: 'You need to set a new password before you can sign in.',
    action: 'recover',
  },
  missingCaptchaToken: { field: 'form', tone: 'error', message: CAPTCHA_MISSING },
  invalidCaptchaToken: { field: 'form', tone: 'error', message: CAPTCHA_INVALID },
};

const OWNER_APPROVAL: Feedback = {
  field: 'form',
  tone: 'info',
  message:
    'Thanks! The site owner needs to approve your account before you can sign in. You will get an email once it is approved.',
};

const CAPTCHA_REQUIRED: Feedback = { field: 'form', tone: 'error', message: CAPTCHA_MISSING };

/** A wrong code keeps the pending verification: the visitor corrects it or asks for a new one. */
const WRONG_CODE: Feedback = {
  field: 'code',
  tone: 'error',
  message: 'That code did not work. Check it and try again, or send a new code.',
};

/** 'Unknown _state' (REQUIRE_MFA, STATUS_CHECK): a step this form cannot take. */
const UNSUPPORTED_STEP: Feedback = {
  field: 'form',
  tone: 'error',
  message: 'Your account needs a sign-in step this form does not support. Please try again later.',
};

function failureFeedback(result: LoginResult, attempt: Attempt): Feedback {
  if (attempt === 'verify') return WRONG_CODE;
  if (result.error === 'Unknown _state') return UNSUPPORTED_STEP;
  if (!result.errorCode) {
    // Registration "other": the server's own message is all there is (spec §8).
    return { field: 'form', tone: 'error', message: result.error || 'Please try again.' };
  }
  if (attempt === 'register' && result.errorCode === 'invalidEmail') {
    return {
      field: 'email',
      tone: 'error',
      message: `Enter a valid email address${result.error ? ` (${result.error})` : ''}.`,
    };
  }
  return BY_CODE[result.errorCode];
}

/** The sentence for a result; null when the result moves the flow on (success, code step). */
export function feedbackFor(result: LoginResult, attempt: Attempt): Feedback | null {
  switch (result.loginState) {
    case 'FAILURE':
      return failureFeedback(result, attempt);
    case 'OWNER_APPROVAL_REQUIRED':
      return OWNER_APPROVAL;
    case 'USER_CAPTCHA_REQUIRED':
    case 'SILENT_CAPTCHA_REQUIRED':
      return CAPTCHA_REQUIRED;
    default:
      return null;
  }
}
