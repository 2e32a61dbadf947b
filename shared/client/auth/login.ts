/** Register, login and email verification with the client-side login states (spec §4, §8). */
import { isApplicationError, isValidationError, type FieldViolation } from '../errors';
import type { CaptchaToken, Profile, StateAnswer, identity } from '../modules/identity';

export const LoginState = {
  INITIAL: 'INITIAL',
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const;
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

export type LoginErrorCode =
  | 'invalidEmail'
  | 'emailAlreadyExists'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken'
  | 'invalidPassword'
  | 'resetPassword';

export interface LoginResult {
  loginState: LoginState;
  data?: { sessionToken?: string; stateToken?: string };
  /** The server's description of a failure. */
  error?: string;
  errorCode?: LoginErrorCode;
  /**
   * A refused registration's field violations, as the platform gave them: a form can say each
   * of its field, in its own words and the page's language (`error` is the platform's English).
   */
  violations?: FieldViolation[];
}

export interface CaptchaTokens {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

export interface RegisterParams extends LoginParams {
  profile?: Profile;
}

/** Application codes of spec §8, shared by the registration and login tables. */
const CAPTCHA_CODES: Record<string, LoginErrorCode> = {
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
};
const REGISTER_CODES: Record<string, LoginErrorCode> = {
  ...CAPTCHA_CODES,
  '-19995': 'emailAlreadyExists',
};
const LOGIN_CODES: Record<string, LoginErrorCode> = {
  ...CAPTCHA_CODES,
  '-19976': 'invalidPassword',
  '-19973': 'resetPassword',
};

const failure = (error: string, errorCode?: LoginErrorCode): LoginResult =>
  errorCode ? { loginState: 'FAILURE', error, errorCode } : { loginState: 'FAILURE', error };

const describe = (error: unknown): string =>
  isApplicationError(error)
    ? error.description
    : error instanceof Error
      ? error.message
      : String(error);

/** A violation on an email field: the platform marks it `data.type: EMAIL` (as the SDK reads). */
const onEmail = (violation: FieldViolation) =>
  (violation.data as { type?: unknown } | undefined)?.type === 'EMAIL' ||
  /email/i.test(violation.field);

/** Registration table: email violation, -19971, -19995, -19970, else the server's message. */
function registrationFailure(error: unknown): LoginResult {
  if (isValidationError(error)) {
    const { violations } = error;
    const email = violations.find(onEmail);
    const result = email ? failure(email.description, 'invalidEmail') : failure(describe(error));
    return { ...result, violations };
  }
  const code = isApplicationError(error) ? REGISTER_CODES[error.code] : undefined;
  return failure(describe(error), code);
}

/**
 * The platform looked at the attempt and said no: the tables below apply. No answer (offline, a
 * timeout, an outage, too many requests) is not a wrong email or password, and throws as every
 * other failed call does.
 */
const refused = (error: unknown) =>
  isValidationError(error) ||
  (isApplicationError(error) && (error.status ?? 400) < 500 && error.status !== 429);

/** Login table: -19971, -19970, -19976, -19973, anything else invalid email. */
const loginFailure = (error: unknown): LoginResult =>
  failure(
    describe(error),
    (isApplicationError(error) && LOGIN_CODES[error.code]) || 'invalidEmail',
  );

/** Captcha tokens go as two kinds, each only when given. */
function captchaTokens(tokens?: CaptchaTokens): CaptchaToken[] | undefined {
  if (!tokens) return undefined;
  const list: CaptchaToken[] = [];
  if (tokens.recaptchaToken) list.push({ Recaptcha: tokens.recaptchaToken });
  if (tokens.invisibleRecaptchaToken) {
    list.push({ InvisibleRecaptcha: tokens.invisibleRecaptchaToken });
  }
  return list;
}

export interface LoginFlowOptions {
  identity: ReturnType<typeof identity>;
  /** Turns the session token of a SUCCESS into member tokens (direct login). */
  completeLogin: (sessionToken: string) => Promise<unknown>;
}

export function createLoginFlow({ identity, completeLogin }: LoginFlowOptions) {
  let current: LoginResult = { loginState: 'INITIAL' };

  /** Server state -> client state; a SUCCESS also completes the login. */
  async function fromAnswer(answer: StateAnswer): Promise<LoginResult> {
    if (answer.state === 'SUCCESS' && answer.sessionToken) {
      await completeLogin(answer.sessionToken);
      current = { loginState: 'SUCCESS', data: { sessionToken: answer.sessionToken } };
    } else if (answer.state === 'REQUIRE_OWNER_APPROVAL') {
      current = { loginState: 'OWNER_APPROVAL_REQUIRED' };
    } else if (answer.state === 'REQUIRE_EMAIL_VERIFICATION') {
      current = {
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: answer.stateToken },
      };
    } else {
      current = failure('Unknown _state');
    }
    return current;
  }

  async function attempt(
    call: () => Promise<StateAnswer>,
    onError: (error: unknown) => LoginResult,
  ): Promise<LoginResult> {
    let answer: StateAnswer;
    try {
      answer = await call();
    } catch (error) {
      if (!refused(error)) throw error;
      return (current = onError(error));
    }
    return fromAnswer(answer);
  }

  const register = ({ email, password, profile, captchaTokens: captcha }: RegisterParams) =>
    attempt(
      () =>
        identity.register({
          loginId: { email },
          password,
          profile,
          captchaTokens: captchaTokens(captcha),
        }),
      registrationFailure,
    );

  const login = ({ email, password, captchaTokens: captcha }: LoginParams) =>
    attempt(
      () => identity.login({ loginId: { email }, password, captchaTokens: captchaTokens(captcha) }),
      loginFailure,
    );

  /**
   * The emailed code; only in EMAIL_VERIFICATION_REQUIRED, else 'Unknown _state'. A rejected
   * code returns a FAILURE but keeps the pending verification (and its state token), so the
   * visitor can correct a typo or ask for a new code.
   */
  async function processVerification(code: string): Promise<LoginResult> {
    const pending = current;
    const stateToken = pending.data?.stateToken;
    if (pending.loginState !== 'EMAIL_VERIFICATION_REQUIRED' || !stateToken) {
      return failure('Unknown _state');
    }
    let answer: StateAnswer;
    try {
      answer = await identity.verifyCode(code, stateToken);
    } catch (error) {
      current = pending;
      // No answer (offline, an outage) is not a wrong code: it throws, as for login.
      if (!refused(error)) throw error;
      return failure(describe(error));
    }
    return fromAnswer(answer);
  }

  /** Sends the verification code again, for the pending verification. */
  async function resendVerificationCode(): Promise<void> {
    const stateToken = current.data?.stateToken;
    if (current.loginState !== 'EMAIL_VERIFICATION_REQUIRED' || !stateToken) {
      throw new Error('Unknown _state');
    }
    await identity.resendCode(stateToken);
  }

  return {
    register,
    login,
    processVerification,
    resendVerificationCode,
    getState: (): LoginResult => current,
  };
}
