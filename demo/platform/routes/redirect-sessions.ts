import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import { openRedirectSession } from '../domain/redirect-sessions.ts';
import { requestBase } from '../domain/products.ts';
import { callerOf, ownerKeyOf } from '../domain/tokens.ts';
import { idString, jsonRecord, readBody, text } from '../validation.ts';

/** The SDK's CallbackParams URLs: at most 2,048 characters. */
const url = () => z.url().max(2048);
/** The SDK's `eventSlug` / `productSlug`: at most 150 characters. */
const slug = () => text(150).min(1);

const authSection = z.object({
  authRequest: z.object({
    // web_message needs none, as the official SDK's direct login sends it: the hosted page
    // posts to its parent (domain/authorization.ts).
    redirectUri: url().optional(),
    clientId: idString(),
    codeChallenge: text(200)
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be base64url SHA-256 without padding')
      .optional(),
    codeChallengeMethod: z.enum(['S256']).default('S256'),
    responseMode: z.enum(['fragment', 'web_message', 'query']).default('fragment'),
    responseType: z.enum(['code']).default('code'),
    scope: text(200).default('offline_access'),
    state: text(500).min(1),
    sessionToken: text(200).optional(),
  }),
  prompt: z.enum(['login', 'none', 'consent', 'select_account']).default('login'),
});

const sessionSchema = z.object({
  auth: authSection.optional(),
  login: jsonRecord().optional(),
  logout: z.object({ clientId: idString() }).optional(),
  ecomCheckout: z.object({ checkoutId: idString() }).optional(),
  eventsCheckout: z.object({ eventSlug: slug(), reservationId: idString() }).optional(),
  storesProduct: z.object({ productSlug: slug() }).optional(),
  membersAccount: z
    .object({
      section: z
        .enum(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'])
        .default('ACCOUNT_INFO'),
    })
    .optional(),
  // Goes with a destination (the SDK's RedirectSessionPreferences); alone, the account page.
  preferences: z
    .object({
      useGenericWixPages: z.boolean().optional(),
      maintainIdentity: z.boolean().optional(),
      additionalQueryParameters: z.record(text(100), text(1000)).optional(),
    })
    .passthrough()
    .optional(),
  bookingsCheckout: jsonRecord().optional(),
  paidPlansCheckout: jsonRecord().optional(),
  bookingsBook: jsonRecord().optional(),
  callbacks: z
    .object({
      postFlowUrl: url().optional(),
      thankYouPageUrl: url().optional(),
      loginUrl: url().optional(),
      cartPageUrl: url().optional(),
    })
    .default({}),
});

/** POST /v1/redirect-session (spec §7.6): opens a hosted flow (routes/hosted-pages.ts). */
export const redirectSessionRoutes = (p: Platform) => {
  /** The caller, or anonymous for an unknown or expired token: the login still works. */
  const knownCaller = (c: Ctx) => {
    try {
      return callerOf(p, c);
    } catch {
      return { kind: 'anonymous' } as const;
    }
  };

  return new Hono<AppEnv>().post('/v1/redirect-session', async (c) => {
    const body = await readBody(c, sessionSchema);
    const caller = knownCaller(c);
    const { id, endpoint } = openRedirectSession(p, body, {
      // The visitor calling with their own token: their cart joins the member's at sign-in.
      visitorId: caller.kind === 'visitor' ? caller.visitorId : undefined,
      memberId: caller.kind === 'member' ? caller.memberId : undefined,
      creatorKey: caller.kind === 'anonymous' ? 'anonymous' : ownerKeyOf(caller),
    });
    // `preferences.additionalQueryParameters` ride on the hosted page's address.
    const searchParams = body.preferences?.additionalQueryParameters ?? {};
    const query = new URLSearchParams(searchParams).toString();
    const fullUrl = `${requestBase(c.req.url)}${endpoint}${query ? `?${query}` : ''}`;
    return c.json({
      redirectSession: {
        id,
        fullUrl,
        // The sandbox has no link shortener: the short URL is the full one.
        shortUrl: fullUrl,
        urlDetails: { endpoint: requestBase(c.req.url) + endpoint, searchParams },
        // The platform's handle on this session, which the SDK's getAuthUrl hands back.
        sessionToken: id,
      },
    });
  });
};
