/** Login results (spec §4 login states, §8 failure tables) as sentences placed on a field. */
import type { LoginErrorCode, LoginResult } from '../../shared/client';
import type { Translate } from '../../shared/ui';
import { loginEnglish, type LoginKey } from './text';

/** Where a sentence shows: next to an input, or above the form. */
export type FeedbackField = 'firstName' | 'lastName' | 'email' | 'password' | 'code' | 'form';

export interface Feedback {
  field: FeedbackField;
  tone: 'error' | 'info';
  message: string;
  /** A follow-up the sentence points to, offered as a button next to it. */
  action?: 'recover' | 'sign-in';
  /** The platform refused other fields too: their sentences, each shown under its own input. */
  others?: Partial<Record<FeedbackField, string>>;
}

/** Which call produced the result: the same code reads differently in each. */
export type Attempt = 'login' | 'register' | 'verify';

/** A sentence of ours; its text key is the error code where there is one. */
type Ours = Omit<Feedback, 'message'> & { key: LoginKey };

const BY_CODE: Record<LoginErrorCode, Ours> = {
  invalidEmail: { field: 'email', tone: 'error', key: 'invalidEmail' },
  emailAlreadyExists: {
    field: 'email',
    tone: 'error',
    key: 'emailAlreadyExists',
    action: 'sign-in',
  },
  invalidPassword: { field: 'password', tone: 'error', key: 'invalidPassword', action: 'recover' },
  resetPassword: { field: 'form', tone: 'error', key: 'resetPassword', action: 'recover' },
  missingCaptchaToken: { field: 'form', tone: 'error', key: 'captchaMissing' },
  invalidCaptchaToken: { field: 'form', tone: 'error', key: 'captchaInvalid' },
};

const OWNER_APPROVAL: Ours = { field: 'form', tone: 'info', key: 'approval' };

const CAPTCHA_REQUIRED: Ours = { field: 'form', tone: 'error', key: 'captchaMissing' };

/** A wrong code keeps the pending verification: the visitor corrects it or asks for a new one. */
const WRONG_CODE: Ours = { field: 'code', tone: 'error', key: 'wrongCode' };

/** 'Unknown _state' (REQUIRE_MFA, STATUS_CHECK): a step this form cannot take. */
const UNSUPPORTED_STEP: Ours = { field: 'form', tone: 'error', key: 'unsupported' };

function failureFeedback(
  result: LoginResult,
  attempt: Attempt,
  refused: (reason: string) => string,
): Ours | Feedback {
  if (attempt === 'verify') return WRONG_CODE;
  if (result.error === 'Unknown _state') return UNSUPPORTED_STEP;
  if (!result.errorCode) {
    // Registration "other": the server's own message is all there is (spec §8), in English.
    return result.error
      ? { field: 'form', tone: 'error', message: refused(result.error) }
      : { field: 'form', tone: 'error', key: 'tryAgain' };
  }
  if (attempt === 'register' && result.errorCode === 'invalidEmail') {
    return { field: 'email', tone: 'error', key: 'enterEmail' };
  }
  return BY_CODE[result.errorCode];
}

function stateFeedback(
  result: LoginResult,
  attempt: Attempt,
  refused: (reason: string) => string,
): Ours | Feedback | null {
  switch (result.loginState) {
    case 'FAILURE':
      return failureFeedback(result, attempt, refused);
    case 'OWNER_APPROVAL_REQUIRED':
      return OWNER_APPROVAL;
    case 'USER_CAPTCHA_REQUIRED':
    case 'SILENT_CAPTCHA_REQUIRED':
      return CAPTCHA_REQUIRED;
    default:
      return null;
  }
}

/**
 * The sentence for a result, in the page's language when `t` is the login text and `refused`
 * the shared text's (which keeps the platform's English reason only on English pages); null
 * when the result moves the flow on (success, code step).
 */
export function feedbackFor(
  result: LoginResult,
  attempt: Attempt,
  t: Translate<LoginKey> = loginEnglish,
  refused: (reason: string) => string = (reason) => reason,
): Feedback | null {
  const found = stateFeedback(result, attempt, refused);
  if (!found || !('key' in found)) return found;
  const { key, ...feedback } = found;
  return { ...feedback, message: t(key) };
}
