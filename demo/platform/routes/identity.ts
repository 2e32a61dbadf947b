import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { requirePageNavigation } from '../security.ts';
import type { AppEnv, Platform } from '../context.ts';
import { ApiError, applicationError, invalidField, notFound, permissionDenied } from '../errors.ts';
import {
  MAX_PASSWORD,
  MIN_PASSWORD,
  SESSION_COOKIE,
  changePassword,
  checkCaptcha,
  identityView,
  loginAnswer,
  memberByEmail,
  memberView,
  recoverPassword,
  register,
  resendVerificationCode,
  sendRecoveryLink,
  sendVerificationCode,
  signOn,
  signOutEverywhere,
  verifyEmail,
} from '../domain/identity.ts';
import { isAllowedRedirect } from '../domain/oauth.ts';
import { checkMemberPassword } from '../domain/passwords.ts';
import { requestBase } from '../domain/products.ts';
import { callerOf, requireAdmin, requireMember } from '../domain/tokens.ts';
import { email, idString, jsonRecord, readBody, readParams, text } from '../validation.ts';
import { sendAuthorization } from './hosted-pages.ts';

const password = () => z.string().min(MIN_PASSWORD).max(MAX_PASSWORD);
const captchaTokens = z
  .array(z.object({ Recaptcha: text(4000).optional(), InvisibleRecaptcha: text(4000).optional() }))
  .max(2)
  .optional();
const profile = z
  .object({
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    nickname: text(100).optional(),
  })
  .passthrough()
  .optional();

const registerSchema = z.object({
  loginId: z.object({ email: email() }),
  password: password(),
  profile,
  captchaTokens,
  clientMetaData: z.record(text(100), text(1000)).optional(),
});
const loginSchema = registerSchema
  .omit({ profile: true })
  .extend({ password: text(MAX_PASSWORD).min(1) });

/**
 * Every login failure is an application error: the spec's login table maps each code, and
 * "anything else" to invalid email; the SDK reads `applicationError.code` of every failure and
 * throws a TypeError on a bare validation error (a malformed email, an empty password).
 */
async function readLogin(c: Context<AppEnv>) {
  try {
    return await readBody(c, loginSchema);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    throw applicationError(400, '-19999', error.message);
  }
}

/** Identity (spec §7.7) and GET /v1/members/my (wire.md extension). */
export const identityRoutes = (p: Platform) => {
  const memberOf = (identityId: string) => {
    const member = p.db.members.get(identityId);
    if (!member) throw notFound(`Identity ${identityId}`);
    return member;
  };

  return new Hono<AppEnv>()
    .post('/v2/register', async (c) => {
      const body = await readBody(c, registerSchema);
      checkCaptcha(body.captchaTokens);
      const answer = register(p, {
        email: body.loginId.email,
        password: body.password,
        profile: body.profile,
      });
      return c.json({ ...answer, additionalData: {} });
    })
    .post('/v2/login', async (c) => {
      const body = await readLogin(c);
      checkCaptcha(body.captchaTokens);
      const member = memberByEmail(p, body.loginId.email);
      // The hash work first, member or not: the codes below are the spec's, the timing is not
      // a second answer to "is this email a member?".
      const passwordOk = checkMemberPassword(body.password, member?.passwordHash);
      if (!member) throw applicationError(404, '-19999', 'No member with this email');
      if (member.resetPasswordRequired)
        throw applicationError(403, '-19973', 'The password must be reset before logging in');
      if (!passwordOk) throw applicationError(401, '-19976', 'Wrong password');
      return c.json(loginAnswer(p, member));
    })
    .post('/v2/change-password', async (c) => {
      const { newPassword } = await readBody(c, z.object({ newPassword: password() }));
      const { memberId } = requireMember(p, c);
      // Whoever held the old password's sessions and tokens holds nothing now, this one too.
      changePassword(p, memberId, newPassword);
      return c.json({});
    })
    .get('/v1/callback', async (c) => {
      const { state, sessionToken } = await readParams(
        c,
        z.object({ state: idString(), sessionToken: idString() }),
      );
      return sendAuthorization(p, c, state, sessionToken);
    })
    .post('/v2/sign-on', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(
        c,
        z.object({
          loginId: z.object({ email: email() }),
          profile,
          verifyEmail: z.boolean().default(false),
          mergeExistingContact: z.boolean().optional(),
        }),
      );
      return c.json(
        signOn(p, {
          email: body.loginId.email,
          profile: body.profile,
          verified: !body.verifyEmail,
        }),
      );
    })
    .get('/v1/logout', async (c) => {
      const q = await readParams(
        c,
        z.object({ postLogoutRedirectUri: text(2000).optional(), clientId: idString() }),
      );
      if (q.postLogoutRedirectUri && !isAllowedRedirect(p, q.clientId, q.postLogoutRedirectUri))
        throw invalidField(
          'postLogoutRedirectUri',
          'is not an allowed origin of this client',
          'FORMAT',
        );
      requirePageNavigation(c);
      const session = getCookie(c, SESSION_COOKIE);
      const memberId = session ? p.db.sessions.get(session)?.memberId : undefined;
      if (memberId) signOutEverywhere(p, memberId);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      // To the address as parsed and checked: the raw one may hold what no header can (a line
      // break), which would be a server error after the member was already signed out.
      const target = q.postLogoutRedirectUri && new URL(q.postLogoutRedirectUri).href;
      return target ? c.redirect(target, 302) : c.json({});
    })
    .post('/v2/:factorType/verify', async (c) => {
      const factorType = z
        .enum(['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'])
        .safeParse(c.req.param('factorType').toUpperCase());
      if (!factorType.success)
        throw invalidField(
          'factorType',
          'must be one of PASSWORD, SMS, CALL, EMAIL, TOTP, PUSH',
          'INVALID_ENUM_VALUE',
        );
      const body = await readBody(
        c,
        z
          .object({
            stateToken: idString(),
            rememberThisDevice: z.boolean().optional(),
            emailData: z.object({ code: text(20) }).optional(),
          })
          .catchall(jsonRecord().optional()),
      );
      if (factorType.data !== 'EMAIL')
        throw applicationError(
          400,
          'FACTOR_NOT_ENROLLED',
          `No ${factorType.data} factor is enrolled`,
        );
      if (!body.emailData) throw invalidField('emailData.code', 'is required', 'REQUIRED_FIELD');
      return c.json(verifyEmail(p, body.emailData.code, body.stateToken));
    })
    .post('/v1/send-email', async (c) => {
      const body = await readBody(
        c,
        z.object({
          email: email(),
          language: text(10).optional(),
          redirect: z.object({ url: z.url().max(2000), clientId: idString() }).optional(),
        }),
      );
      if (body.redirect && !isAllowedRedirect(p, body.redirect.clientId, body.redirect.url)) {
        throw invalidField('redirect.url', 'is not an allowed origin of this client', 'FORMAT');
      }
      // Answer the same whether or not the email is known, so it cannot be probed.
      const member = memberByEmail(p, body.email);
      if (member) sendRecoveryLink(p, requestBase(c.req.url), member, body.redirect?.url ?? null);
      return c.json({});
    })
    .post('/v1/activation-email', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(
        c,
        z.object({ identityId: idString(), emailOptions: jsonRecord().optional() }),
      );
      sendVerificationCode(p, memberOf(body.identityId));
      return c.json({});
    })
    .post('/v1/recover', async (c) => {
      const body = await readBody(c, z.object({ recoveryToken: idString(), password: password() }));
      const { memberId } = recoverPassword(p, body.recoveryToken, body.password);
      // The SDK's recover() answers a StateMachineResponse (state and identity always present):
      // the emailed link's holder is signed in as a login with the new password would be.
      return c.json(loginAnswer(p, memberOf(memberId)));
    })
    .post('/v1/:start{[Ss]tart}', async (c) => {
      const body = await readBody(
        c,
        z.object({ identityId: idString(), target: z.enum(['EMAIL']) }),
      );
      const caller = callerOf(p, c);
      if (
        caller.kind !== 'admin' &&
        !(caller.kind === 'member' && caller.memberId === body.identityId)
      )
        throw permissionDenied();
      return c.json({ verificationId: sendVerificationCode(p, memberOf(body.identityId)) });
    })
    .post('/v1/auth/verify', async (c) => {
      const body = await readBody(c, z.object({ code: text(20).min(1), stateToken: idString() }));
      return c.json(verifyEmail(p, body.code, body.stateToken));
    })
    .post('/v1/auth/resend', async (c) => {
      const { stateToken } = await readBody(c, z.object({ stateToken: idString() }));
      resendVerificationCode(p, stateToken);
      return c.json({});
    })
    .get('/v1/members/my', (c) => {
      const { memberId } = requireMember(p, c);
      return c.json({
        member: memberView(
          memberOf(memberId),
          c.req.queries('fieldsets')?.includes('FULL') ? 'FULL' : 'PUBLIC',
        ),
        identity: identityView(memberOf(memberId)),
      });
    });
};
