/** Identity calls (spec §7.7) and the members extension of docs/wire.md. */
import type { RequestOptions, Transport } from '../transport';
import { seg } from '../transport';
import type { MemberAnswer, Identity } from '../types';

export type FactorType = 'PASSWORD' | 'SMS' | 'CALL' | 'EMAIL' | 'TOTP' | 'PUSH';

/** The two kinds of captcha token (visible and invisible). */
export type CaptchaToken = { Recaptcha: string } | { InvisibleRecaptcha: string };

export interface Profile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  [key: string]: unknown;
}

/** Server states of register, login and verify. */
export type ServerLoginState =
  | 'SUCCESS'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_MFA'
  | 'STATUS_CHECK';

export interface StateAnswer {
  state: ServerLoginState;
  sessionToken?: string;
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
}

export interface Credentials {
  loginId: { email: string };
  password: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, string>;
}

type Empty = Record<string, never>;

/** Public prefixes of the identity services. */
const AUTHENTICATION = '/_api/iam/authentication';
const RECOVERY = '/_api/iam/recovery';
const VERIFICATION = '/_api/iam/verification';

export const identity = (t: Transport) => ({
  register: (request: Credentials & { profile?: Profile }) =>
    t.post<StateAnswer>(`${AUTHENTICATION}/v2/register`, request),
  login: (request: Credentials) => t.post<StateAnswer>(`${AUTHENTICATION}/v2/login`, request),
  changePassword: (newPassword: string) =>
    t.post<Empty>(`${AUTHENTICATION}/v2/change-password`, { newPassword }),
  callback: (params: { state: string; sessionToken: string }) =>
    t.get<Record<string, unknown>>(`${AUTHENTICATION}/v1/callback`, { ...params }),
  signOn: (request: {
    loginId: { email: string };
    profile?: Profile;
    verifyEmail?: boolean;
    mergeExistingContact?: boolean;
  }) => t.post<StateAnswer>(`${AUTHENTICATION}/v2/sign-on`, request),
  logout: (params: { postLogoutRedirectUri?: string; clientId: string }) =>
    t.get<Record<string, unknown>>(`${AUTHENTICATION}/v1/logout`, { ...params }),
  verifyFactor: (
    factorType: FactorType,
    request: { stateToken: string; rememberThisDevice?: boolean } & Record<string, unknown>,
  ) => t.post<StateAnswer>(`${AUTHENTICATION}/v2/${seg(factorType)}/verify`, request),
  /** Password recovery email with a link to the hosted reset page. */
  sendRecoveryEmail: (request: {
    email: string;
    language?: string;
    redirect?: { url: string; clientId: string };
  }) => t.post<Empty>(`${RECOVERY}/v1/send-email`, request),
  sendActivationEmail: (identityId: string, emailOptions?: Record<string, unknown>) =>
    t.post<Empty>(`${RECOVERY}/v1/activation-email`, { identityId, emailOptions }),
  recover: (recoveryToken: string, password: string) =>
    t.post<Empty>(`${RECOVERY}/v1/recover`, { recoveryToken, password }),
  startVerification: (identityId: string) =>
    t.post<Record<string, unknown>>(`${VERIFICATION}/v1/start`, { identityId, target: 'EMAIL' }),
  /** Email code during login or registration. */
  verifyCode: (code: string, stateToken: string) =>
    t.post<StateAnswer>(`${VERIFICATION}/v1/auth/verify`, { code, stateToken }),
  resendCode: (stateToken: string) =>
    t.post<Empty>(`${VERIFICATION}/v1/auth/resend`, { stateToken }),
  /**
   * The logged-in member (member token only), with the `FULL` fieldset: the default (`PUBLIC`)
   * has neither the login email nor the contact's name.
   */
  getMyMember: (call?: RequestOptions) =>
    t.get<MemberAnswer>('/members/v1/members/my', { fieldsets: ['FULL'] }, call),
});
