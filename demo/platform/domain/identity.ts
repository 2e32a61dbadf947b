import type { Platform } from '../context.ts';
import type { Member, OneTimeSecret } from '../db/types.ts';
import { applicationError, invalidField, notFound, tooMany } from '../errors.ts';
import { newId, newNumericCode, newSecret } from '../ids.ts';
import { SITE } from '../site.ts';
import { toDropForOneMore } from './bounds.ts';
import { sendEmail } from './outbox.ts';
import { checkMemberPassword, hashPassword } from './passwords.ts';
import { revokeMemberTokens } from './tokens.ts';
import { admitRegistration } from './visitors.ts';

const SESSION_MS = 24 * 60 * 60 * 1000;
const STATE_TOKEN_MS = 30 * 60 * 1000;
const RECOVERY_MS = 60 * 60 * 1000;

export const SESSION_COOKIE = 'sbx_session';

/**
 * The identity as the SDK's `Identity` declares it: a status with the reasons it waits, and
 * every list its answers always hold. A sandbox member signs in with email and password only
 * (no identity provider, no second factor) and keeps a name, no phones, addresses, labels or
 * custom fields; their profile is public, as `memberView` says.
 */
export const identityView = (m: Member) => ({
  id: m.id,
  email: { address: m.email, isVerified: m.emailVerified },
  connections: [],
  factors: [],
  identityProfile: {
    firstName: m.firstName,
    lastName: m.lastName,
    nickname: m.nickname,
    privacyStatus: 'PUBLIC',
    emails: [],
    secondaryEmails: [],
    phones: [],
    phonesV2: [],
    addresses: [],
    labels: [],
    customFields: [],
  },
  status: {
    name: m.status,
    reasons:
      m.status === 'PENDING'
        ? [
            ...(m.emailVerified ? [] : ['PENDING_EMAIL_VERIFICATION_REQUIRED']),
            ...(m.ownerApprovalRequired ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : []),
          ]
        : [],
  },
  createdDate: m.createdDate,
  updatedDate: m.updatedDate,
});

/**
 * A member as `GET /members/v1/members/my` answers (@wix/members' `Member`): the `PUBLIC`
 * fieldset, the default, is the id and the public profile, with the statuses `UNKNOWN`; `FULL`
 * adds the login email, the statuses and the contact, where the name is (a profile holds the
 * nickname, never the first and last name).
 */
export const memberView = (m: Member, fieldset: 'PUBLIC' | 'FULL') => {
  const profile = { nickname: m.nickname };
  if (fieldset === 'PUBLIC') {
    return {
      id: m.id,
      profile,
      status: 'UNKNOWN',
      privacyStatus: 'UNKNOWN',
      activityStatus: 'UNKNOWN',
    };
  }
  return {
    id: m.id,
    loginEmail: m.email,
    loginEmailVerified: m.emailVerified,
    status: m.status === 'ACTIVE' ? 'APPROVED' : m.status,
    contactId: m.id,
    contact: { contactId: m.id, firstName: m.firstName, lastName: m.lastName },
    profile,
    // Always sent by the platform (the SDK's Member declares them non-null); no member here
    // hides their profile or is muted.
    privacyStatus: 'PUBLIC',
    activityStatus: 'ACTIVE',
    createdDate: m.createdDate,
    updatedDate: m.updatedDate,
  };
};

export const memberByEmail = (p: Platform, email: string) =>
  p.db.members.byKey(email.toLowerCase());

/**
 * Hosted sessions one member keeps. Every login starts one for a day (the API's /v2/login as
 * well as the hosted page's), and the demo member's password is no secret: a loop of logins
 * from any page would otherwise store one per call. A member's browsers hold a few.
 */
export const MAX_SESSIONS_PER_MEMBER = 50;

/** A new hosted session; the member's ended ones go, and their oldest past the cap. */
export const createSession = (p: Platform, memberId: string): string =>
  p.db.transaction(() => {
    const now = p.clock.nowMs();
    const held = p.db.sessions.allByKey(memberId);
    for (const s of toDropForOneMore(held, (s) => s.expiresAt > now, MAX_SESSIONS_PER_MEMBER))
      p.db.sessions.delete(s.id);
    const id = newSecret();
    p.db.sessions.put({ id, memberId, expiresAt: now + SESSION_MS });
    return id;
  });

export const liveSession = (p: Platform, token: string | undefined) => {
  const session = token ? p.db.sessions.get(token) : undefined;
  return session && session.expiresAt > p.clock.nowMs() ? session : undefined;
};

export const endSessions = (p: Platform, memberId: string) =>
  p.db.transaction(() => {
    p.db.sessions.allByKey(memberId).forEach((s) => p.db.sessions.delete(s.id));
  });

/**
 * Logout and password change: the member's hosted sessions and every token (access and
 * refresh) end together, so a stolen or forgotten refresh token does not outlive them.
 */
export const signOutEverywhere = (p: Platform, memberId: string) =>
  p.db.transaction(() => {
    endSessions(p, memberId);
    revokeMemberTokens(p, memberId);
  });

/** Wrong codes a verification may take before its code is spent. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Wrong codes a member may take, over all their codes, before verification pauses: new codes
 * (resend, login) are free, so the cap per code alone leaves a six-digit code guessable.
 */
export const MAX_MEMBER_CODE_FAILURES = 10;
/** How long a member's wrong codes count, and so the pause: a state token's lifetime. */
const CODE_FAILURE_WINDOW_MS = STATE_TOKEN_MS;

/** The member's wrong codes whose window has not passed yet, if any. */
const currentCodeFailures = (p: Platform, member: Member) => {
  const failures = member.codeFailures;
  return failures && failures.since + CODE_FAILURE_WINDOW_MS > p.clock.nowMs()
    ? failures
    : undefined;
};

/**
 * At the cap every code is refused, the right one too (else a lucky guess would still be told
 * apart), until the window has passed: a pause, so the real member can verify later.
 */
const checkCodeFailures = (p: Platform, member: Member) => {
  const failures = currentCodeFailures(p, member);
  if (!failures || failures.count < MAX_MEMBER_CODE_FAILURES) return;
  const seconds = Math.ceil((failures.since + CODE_FAILURE_WINDOW_MS - p.clock.nowMs()) / 1000);
  throw tooMany('TOO_MANY_VERIFICATION_ATTEMPTS', 'Too many wrong codes', seconds);
};

/** One more wrong code; the first after a window has passed opens a new one. */
const countCodeFailure = (p: Platform, member: Member) => {
  const failures = currentCodeFailures(p, member) ?? { count: 0, since: p.clock.nowMs() };
  p.db.members.put({ ...member, codeFailures: { ...failures, count: failures.count + 1 } });
};

/**
 * Checks a verification code; too many wrong ones spend it (a new code must be sent), and too
 * many of the member's, over all their codes, pause verification (checkCodeFailures).
 */
export const checkVerificationCode = (p: Platform, stateToken: string, code: string) => {
  const secret = takeSecret(p, stateToken, 'verify-email');
  const member = p.db.members.get(secret.memberId)!;
  checkCodeFailures(p, member);
  if (secret.code === code) {
    p.db.secrets.put({ ...secret, used: true });
    return secret;
  }
  const failedAttempts = (secret.failedAttempts ?? 0) + 1;
  p.db.transaction(() => {
    p.db.secrets.put({ ...secret, failedAttempts, used: failedAttempts >= MAX_CODE_ATTEMPTS });
    countCodeFailure(p, member);
  });
  // The one code the SDK's VerifyDuringAuthenticationApplicationErrors declares.
  throw applicationError(400, 'VERIFICATION_FAILED', 'The code is wrong');
};

/**
 * Codes one state token may be sent again. Whoever holds a state token (someone who registered
 * with another person's address) chooses when to resend: without a cap, that inbox is theirs to
 * flood.
 */
export const MAX_RESENDS_PER_STATE_TOKEN = 3;

/**
 * Verification emails a member may be sent per window, over all their state tokens: a fresh
 * login with the password the registrant chose brings a new token, and so new resends.
 */
export const MAX_MEMBER_VERIFICATION_EMAILS = 8;
const VERIFICATION_EMAIL_WINDOW_MS = STATE_TOKEN_MS;

type EmailCounter = 'verificationEmails' | 'recoveryEmails';

/**
 * Counts one more email of a kind to the member within its window (the first after a window
 * has passed opens a new one); at the cap it counts nothing and answers the seconds until the
 * window ends. The member is read again: the caller's copy may be older than its last count.
 */
const countEmail = (
  p: Platform,
  memberId: string,
  counter: EmailCounter,
  max: number,
  windowMs: number,
): number | null => {
  const member = p.db.members.get(memberId)!;
  const now = p.clock.nowMs();
  const sent = member[counter];
  const current = sent && sent.since + windowMs > now ? sent : undefined;
  if (current && current.count >= max) return Math.ceil((current.since + windowMs - now) / 1000);
  const next = current ?? { count: 0, since: now };
  p.db.members.put({ ...member, [counter]: { ...next, count: next.count + 1 } });
  return null;
};

/** One more verification email to the member, or a 429 at the cap until the window ends. */
const countVerificationEmail = (p: Platform, memberId: string) => {
  const seconds = countEmail(
    p,
    memberId,
    'verificationEmails',
    MAX_MEMBER_VERIFICATION_EMAILS,
    VERIFICATION_EMAIL_WINDOW_MS,
  );
  if (seconds !== null)
    throw tooMany('TOO_MANY_VERIFICATION_EMAILS', 'Too many verification emails', seconds);
};

/** Stores the code under the state token and emails it, counted against the member's cap. */
const emailCode = (p: Platform, member: Member, secret: OneTimeSecret) =>
  p.db.transaction(() => {
    countVerificationEmail(p, member.id);
    p.db.secrets.put(secret);
    const minutes = Math.ceil((secret.expiresAt - p.clock.nowMs()) / 60_000);
    sendEmail(p, {
      to: member.email,
      subject: `Your ${SITE.name} verification code`,
      text: `Hi ${member.firstName || 'there'},\nyour verification code is ${secret.code}. It expires in ${minutes} minutes.`,
      data: { code: secret.code, stateToken: secret.id, purpose: 'verify-email' },
    });
  });

/** Emails a six-digit code; the answer's stateToken pairs with it in /v1/auth/verify. */
export const sendVerificationCode = (p: Platform, member: Member): string => {
  const id = newSecret();
  emailCode(p, member, {
    id,
    purpose: 'verify-email',
    memberId: member.id,
    code: newNumericCode(),
    redirectUrl: null,
    expiresAt: p.clock.nowMs() + STATE_TOKEN_MS,
    used: false,
  });
  return id;
};

/**
 * A new code for the same state token (the client keeps the token it holds). The token keeps
 * its own expiry, so resending cannot keep it alive, and it is resent at most
 * MAX_RESENDS_PER_STATE_TOKEN times in that life; its wrong-code count starts over with the new
 * code (the member's own count, checkCodeFailures, does not).
 */
export const resendVerificationCode = (p: Platform, stateToken: string) => {
  const secret = takeSecret(p, stateToken, 'verify-email');
  const resends = secret.resends ?? 0;
  if (resends >= MAX_RESENDS_PER_STATE_TOKEN) {
    const seconds = Math.ceil((secret.expiresAt - p.clock.nowMs()) / 1000);
    throw tooMany('TOO_MANY_VERIFICATION_EMAILS', 'This code was sent too often', seconds);
  }
  const member = p.db.members.get(secret.memberId);
  if (!member) throw notFound(`Identity ${secret.memberId}`);
  emailCode(p, member, {
    ...secret,
    code: newNumericCode(),
    failedAttempts: 0,
    resends: resends + 1,
  });
};

/**
 * Recovery emails a member may be sent per link lifetime. Anyone may ask for one for any
 * address, so without a cap the endpoint floods a member's inbox on a stranger's say.
 */
export const MAX_RECOVERY_EMAILS = 3;

/**
 * Emails a recovery link, unless the member was sent MAX_RECOVERY_EMAILS within the last
 * link's lifetime: then nothing is sent, and the caller answers as for an unknown address (a
 * refusal would tell members apart); the links already sent still work.
 */
export const sendRecoveryLink = (
  p: Platform,
  base: string,
  member: Member,
  redirectUrl: string | null,
) => {
  const id = newSecret();
  const link = `${base}/hosted/reset-password?token=${encodeURIComponent(id)}`;
  p.db.transaction(() => {
    if (countEmail(p, member.id, 'recoveryEmails', MAX_RECOVERY_EMAILS, RECOVERY_MS) !== null)
      return;
    p.db.secrets.put({
      id,
      purpose: 'recover-password',
      memberId: member.id,
      code: '',
      redirectUrl,
      expiresAt: p.clock.nowMs() + RECOVERY_MS,
      used: false,
    });
    sendEmail(p, {
      to: member.email,
      subject: `Reset your ${SITE.name} password`,
      text: `Someone asked to reset the password of ${member.email}.\nChoose a new one here: ${link}\nThe link works for one hour.`,
      data: { recoveryToken: id, link, purpose: 'recover-password' },
    });
  });
};

type SecretPurpose = 'verify-email' | 'recover-password';

/** A one-time secret of this purpose, unused and unexpired, else nothing. */
const liveSecret = (p: Platform, id: string, purpose: SecretPurpose) => {
  const secret = id ? p.db.secrets.get(id) : undefined;
  return secret?.purpose === purpose && !secret.used && secret.expiresAt > p.clock.nowMs()
    ? secret
    : undefined;
};

/** A one-time secret of this purpose, unused and unexpired, or the given failure. */
export const takeSecret = (p: Platform, id: string, purpose: SecretPurpose) => {
  const secret = liveSecret(p, id, purpose);
  if (!secret) {
    throw applicationError(
      400,
      purpose === 'verify-email' ? 'INVALID_STATE_TOKEN' : 'INVALID_RECOVERY_TOKEN',
      'The token is unknown, used or expired',
    );
  }
  return secret;
};

/** The recovery secret of an emailed link while it can still set a password, else nothing. */
export const liveRecoverySecret = (p: Platform, token: string) =>
  liveSecret(p, token, 'recover-password');

/**
 * The state a login or registration ends in (spec §4): owner approval, then email
 * verification, then success with a session token.
 */
export const loginAnswer = (p: Platform, member: Member) => {
  const identity = identityView(member);
  if (member.ownerApprovalRequired) return { state: 'REQUIRE_OWNER_APPROVAL', identity };
  if (!member.emailVerified)
    return {
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: sendVerificationCode(p, member),
      identity,
    };
  return { state: 'SUCCESS', sessionToken: createSession(p, member.id), identity };
};

type CaptchaToken = { Recaptcha?: string | undefined; InvisibleRecaptcha?: string | undefined };

/** Captcha is optional in the sandbox; a token sent empty or marked invalid fails as §8 says. */
export const checkCaptcha = (tokens: CaptchaToken[] | undefined) => {
  for (const token of tokens ?? []) {
    const value = token.Recaptcha ?? token.InvisibleRecaptcha ?? '';
    if (!value) throw applicationError(400, '-19971', 'Missing captcha token');
    if (value.startsWith('invalid')) throw applicationError(400, '-19970', 'Invalid captcha token');
  }
};

/** A new password's bounds, the API's (routes/identity.ts) and the hosted reset page's alike. */
export const MIN_PASSWORD = 6;
/** /v2/login takes no longer password: a longer one set here could never be used there. */
export const MAX_PASSWORD = 100;

/** Refuses a new password out of bounds, as a violation of the field `password`. */
const checkNewPassword = (password: string) => {
  if (password.length < MIN_PASSWORD)
    throw invalidField('password', `must be at least ${MIN_PASSWORD} characters`, 'MIN_LENGTH');
  if (password.length > MAX_PASSWORD)
    throw invalidField('password', `must be at most ${MAX_PASSWORD} characters`, 'MAX_LENGTH');
};

/** Sets a new password from an emailed recovery token; ends the member's old tokens. */
export const recoverPassword = (p: Platform, token: string, password: string) => {
  checkNewPassword(password);
  const secret = takeSecret(p, token, 'recover-password');
  const passwordHash = hashPassword(password);
  p.db.transaction(() => {
    p.db.secrets.put({ ...secret, used: true });
    setPassword(p, secret.memberId, passwordHash);
  });
  return secret;
};

/** A new password hash; whoever held the old password's sessions and tokens holds nothing. */
const setPassword = (p: Platform, memberId: string, passwordHash: string) =>
  p.db.transaction(() => {
    const member = p.db.members.get(memberId)!;
    p.db.members.put({
      ...member,
      passwordHash,
      resetPasswordRequired: false,
      updatedDate: p.clock.iso(),
    });
    signOutEverywhere(p, memberId);
  });

/** A signed-in member's new password (their sessions and tokens end, the caller's too). */
export const changePassword = (p: Platform, memberId: string, password: string) => {
  if (!p.db.members.get(memberId)) throw notFound(`Identity ${memberId}`);
  checkNewPassword(password);
  setPassword(p, memberId, hashPassword(password));
};

export interface NewMember {
  email: string;
  password?: string | undefined;
  profile?:
    | {
        firstName?: string | undefined;
        lastName?: string | undefined;
        nickname?: string | undefined;
      }
    | undefined;
  verified: boolean;
  /** A self-registration's deadline for verifying (Member.pendingUntil). */
  pendingUntil?: number | undefined;
}

/** Stores a new member (ACTIVE when verified, else PENDING); no password: a random one. */
export const registerMember = (p: Platform, input: NewMember): Member => {
  const now = p.clock.iso();
  return p.db.members.put({
    id: newId(),
    email: input.email.toLowerCase(),
    passwordHash: hashPassword(input.password ?? newId()),
    firstName: input.profile?.firstName ?? '',
    lastName: input.profile?.lastName ?? '',
    nickname: input.profile?.nickname ?? input.email.split('@')[0]!,
    status: input.verified ? 'ACTIVE' : 'PENDING',
    emailVerified: input.verified,
    ownerApprovalRequired: false,
    resetPasswordRequired: false,
    createdDate: now,
    updatedDate: now,
    ...(input.pendingUntil === undefined ? {} : { pendingUntil: input.pendingUntil }),
  });
};

/**
 * Checks an emailed code (a wrong one counts, outside the transaction), then marks the email
 * verified and answers the login state, together.
 */
export const verifyEmail = (p: Platform, code: string, stateToken: string) => {
  const secret = checkVerificationCode(p, stateToken, code);
  return p.db.transaction(() => {
    // Verified, a registration is a member like any other: no longer the sweep's.
    const { pendingUntil: _pendingUntil, ...member } = p.db.members.get(secret.memberId)!;
    const verified = p.db.members.put({
      ...member,
      emailVerified: true,
      status: member.ownerApprovalRequired ? 'PENDING' : 'ACTIVE',
      updatedDate: p.clock.iso(),
    });
    return loginAnswer(p, verified);
  });
};

/** Checks a hosted form's credentials; answers the member id or the message to show. */
export const checkCredentials = (
  p: Platform,
  email: string,
  password: string,
): { memberId: string } | { error: string } => {
  const member = memberByEmail(p, email);
  // Same hash work whether or not the email is a member's (see checkMemberPassword).
  if (!checkMemberPassword(password, member?.passwordHash) || !member)
    return { error: 'Wrong email or password.' };
  if (member.resetPasswordRequired)
    return { error: 'Please reset your password first (use "forgot password").' };
  if (!member.emailVerified) return { error: 'Please verify your email address first.' };
  if (member.ownerApprovalRequired)
    return { error: 'Your membership is waiting for approval by the site owner.' };
  return { memberId: member.id };
};

/**
 * Registration (spec §7.7): a new, unverified member and their login state, together, if the
 * bound on waiting registrations lets one more in (admitted outside the transaction, so that
 * a refusal keeps what the sweep on the way dropped).
 */
export const register = (p: Platform, input: Omit<NewMember, 'verified' | 'pendingUntil'>) => {
  const pendingUntil = admitRegistration(p);
  return p.db.transaction(() => {
    if (memberByEmail(p, input.email))
      throw applicationError(409, '-19995', 'A member with this email already exists');
    return loginAnswer(p, registerMember(p, { ...input, verified: false, pendingUntil }));
  });
};

/** External sign-on: the member of this email, registered first when new, and their state. */
export const signOn = (p: Platform, input: NewMember) =>
  p.db.transaction(() => loginAnswer(p, memberByEmail(p, input.email) ?? registerMember(p, input)));
