import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { RedirectSession } from '../db/types.ts';
import { ApiError, applicationError, invalidField, notFound } from '../errors.ts';
import { newId, newSecret } from '../ids.ts';
import { productView } from '../domain/catalog.ts';
import { eventView } from '../domain/events.ts';
import {
  SESSION_COOKIE,
  createSession,
  liveSession,
  memberByEmail,
  recoverPassword,
  signOutEverywhere,
} from '../domain/identity.ts';
import { isAllowedRedirect, issueCode } from '../domain/oauth.ts';
import { keepRedirectSession, liveRedirectSession } from '../domain/redirect-sessions.ts';
import { callerOf, ownerKeyOf } from '../domain/tokens.ts';
import { checkMemberPassword } from '../domain/passwords.ts';
import { charge } from '../domain/payments.ts';
import { requestBase } from '../domain/products.ts';
import { placeStoreOrder } from '../domain/store-orders.ts';
import { placeOrder, updateOrder } from '../domain/ticket-orders.ts';
import { invoiceOf, liveReservation } from '../domain/tickets.ts';
import { accountPage } from '../hosted/account.ts';
import { storeCheckoutPage } from '../hosted/checkout.ts';
import { eventsCheckoutPage } from '../hosted/events-checkout.ts';
import { messagePage } from '../hosted/layout.ts';
import { continuePage, loginPage, resetPasswordPage, webMessagePage } from '../hosted/login.ts';
import { eventPage, productPage } from '../hosted/public-pages.ts';
import { idString, jsonRecord, readBody, text } from '../validation.ts';

const url = () => z.url().max(2000);

const authSection = z.object({
  authRequest: z.object({
    // web_message needs none, as the official SDK's direct login sends it: the hosted page
    // posts to its parent (see webMessageOrigin).
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
  eventsCheckout: z.object({ eventSlug: idString(), reservationId: idString() }).optional(),
  storesProduct: z.object({ productSlug: idString() }).optional(),
  membersAccount: z
    .object({
      section: z
        .enum(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'])
        .default('ACCOUNT_INFO'),
    })
    .optional(),
  preferences: jsonRecord().optional(),
  bookingsCheckout: jsonRecord().optional(),
  paidPlansCheckout: jsonRecord().optional(),
  bookingsBook: jsonRecord().optional(),
  callbacks: z
    .object({
      postFlowUrl: url().optional(),
      thankYouPageUrl: url().optional(),
      loginUrl: url().optional(),
    })
    .default({}),
});

type SessionRequest = z.infer<typeof sessionSchema>;
const SECTIONS = [
  'auth',
  'login',
  'logout',
  'ecomCheckout',
  'eventsCheckout',
  'storesProduct',
  'membersAccount',
  'preferences',
  'bookingsCheckout',
  'paidPlansCheckout',
  'bookingsBook',
] as const;

const withParams = (
  target: string,
  params: Record<string, string>,
  where: 'query' | 'fragment' = 'query',
) => {
  const u = new URL(target);
  const search = new URLSearchParams(where === 'query' ? u.search : u.hash.slice(1));
  Object.entries(params).forEach(([k, v]) => search.set(k, v));
  if (where === 'query') u.search = search.toString();
  else u.hash = search.toString();
  return u.toString();
};

const formFields = async (c: Ctx): Promise<Record<string, string>> => {
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(form)
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => [k, String(v).slice(0, 2000)]),
  );
};

/**
 * Where a web_message answer may be posted: the redirect URI's origin when the request gave
 * one, else the origin of the page framing us (its Referer), if it is allowed for the client.
 * Anything else gets no code.
 */
const webMessageOrigin = (
  p: Platform,
  authRequest: z.infer<typeof authSection>['authRequest'],
  referer: string | undefined,
): string | null => {
  const candidate = authRequest.redirectUri ?? referer;
  if (!candidate || !isAllowedRedirect(p, authRequest.clientId, candidate)) return null;
  return new URL(candidate).origin;
};

/** Answers the authorization request of redirect session `id` for the given login session. */
export const completeAuth = (p: Platform, c: Ctx, id: string, sessionToken: string | undefined) => {
  const redirect = liveRedirectSession(p, id);
  if (!redirect || redirect.section !== 'auth') throw notFound(`Authorization session ${id}`);
  const { authRequest } = redirect.request as z.infer<typeof authSection>;
  const session = liveSession(p, sessionToken);
  const response: Record<string, string> = session
    ? {
        code: issueCode(p, {
          memberId: session.memberId,
          clientId: authRequest.clientId,
          redirectUri: authRequest.redirectUri ?? '',
          codeChallenge: authRequest.codeChallenge ?? null,
          visitorId: redirect.visitorId ?? null,
        }),
        state: authRequest.state,
      }
    : {
        error: 'login_required',
        error_description: 'No valid session for prompt=none',
        state: authRequest.state,
      };
  if (authRequest.responseMode === 'web_message') {
    const origin = webMessageOrigin(p, authRequest, c.req.header('referer'));
    if (!origin) {
      const why = 'This page may only answer a site registered for the client.';
      return c.html(messagePage('Not allowed', why), 403);
    }
    // The one page another origin may frame: the registered site that asked, no other. Its
    // only script is this one, by nonce.
    const nonce = newSecret(16);
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors ${origin}`,
    );
    return c.html(webMessagePage(origin, response, nonce));
  }
  if (!authRequest.redirectUri) throw invalidField('redirectUri', 'is required', 'REQUIRED_FIELD');
  return c.redirect(
    withParams(
      authRequest.redirectUri,
      response,
      authRequest.responseMode === 'query' ? 'query' : 'fragment',
    ),
    302,
  );
};

/** POST /v1/redirect-session and the hosted pages it leads to (spec §7.6). */
export const redirectRoutes = (p: Platform) => {
  const session = (id: string, section: string): RedirectSession => {
    const found = liveRedirectSession(p, id);
    if (!found || found.section !== section) throw notFound(`Redirect session ${id}`);
    return found;
  };
  const backUrl = (r: RedirectSession, params: Record<string, string> = {}) => {
    const target = r.callbacks.thankYouPageUrl ?? r.callbacks.postFlowUrl;
    return target ? withParams(target, params) : undefined;
  };
  /** The caller, or anonymous for an unknown or expired token: the login still works. */
  const knownCaller = (c: Ctx) => {
    try {
      return callerOf(p, c);
    } catch {
      return { kind: 'anonymous' } as const;
    }
  };
  /** The visitor calling with their own token: their cart joins the member's at sign-in. */
  const visitorOf = (c: Ctx): string | undefined => {
    const caller = knownCaller(c);
    return caller.kind === 'visitor' ? caller.visitorId : undefined;
  };
  const creatorOf = (c: Ctx): string => {
    const caller = knownCaller(c);
    return caller.kind === 'anonymous' ? 'anonymous' : ownerKeyOf(caller);
  };
  const memberFromCookie = (c: Ctx) => liveSession(p, getCookie(c, SESSION_COOKIE));
  const logIn = (c: Ctx, memberId: string) => {
    const token = createSession(p, memberId);
    setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax' });
    return token;
  };
  /** Checks hosted-form credentials; answers the member id or the message to show. */
  const checkCredentials = (
    fields: Record<string, string>,
  ): { memberId: string } | { error: string } => {
    const member = memberByEmail(p, fields.email ?? '');
    // Same hash work whether or not the email is a member's (see checkMemberPassword).
    if (!checkMemberPassword(fields.password ?? '', member?.passwordHash) || !member)
      return { error: 'Wrong email or password.' };
    if (member.resetPasswordRequired)
      return { error: 'Please reset your password first (use "forgot password").' };
    if (!member.emailVerified) return { error: 'Please verify your email address first.' };
    if (member.ownerApprovalRequired)
      return { error: 'Your membership is waiting for approval by the site owner.' };
    return { memberId: member.id };
  };
  const validate = (body: SessionRequest) => {
    const present = SECTIONS.filter((s) => body[s] !== undefined);
    if (present.length !== 1)
      throw invalidField(
        '$',
        `give exactly one of ${SECTIONS.join(', ')}`,
        'REQUIRED_ONE_OF_FIELD',
      );
    const allowed = (u: string | undefined) => !u || isAllowedRedirect(p, p.config.clientId, u);
    for (const [key, value] of Object.entries(body.callbacks)) {
      if (!allowed(value))
        throw invalidField(`callbacks.${key}`, 'is not an allowed origin of this client', 'FORMAT');
    }
    const authRequest = body.auth?.authRequest;
    if (authRequest && !authRequest.redirectUri && authRequest.responseMode !== 'web_message') {
      throw invalidField(
        'auth.authRequest.redirectUri',
        'is required unless responseMode is web_message',
        'REQUIRED_FIELD',
      );
    }
    if (
      authRequest?.redirectUri &&
      !isAllowedRedirect(p, authRequest.clientId, authRequest.redirectUri)
    ) {
      throw invalidField(
        'auth.authRequest.redirectUri',
        'is not an allowed redirect URI of this client',
        'FORMAT',
      );
    }
    if (body.logout && body.logout.clientId !== p.config.clientId)
      throw invalidField('logout.clientId', 'is not a known client', 'VALIDATION');
    if (body.ecomCheckout && !p.db.checkouts.get(body.ecomCheckout.checkoutId))
      throw notFound(`Checkout ${body.ecomCheckout.checkoutId}`);
    if (body.storesProduct && !p.db.products.byKey(body.storesProduct.productSlug)?.visible)
      throw notFound(`Product ${body.storesProduct.productSlug}`);
    if (body.eventsCheckout && !p.db.events.byKey(body.eventsCheckout.eventSlug))
      throw notFound(`Event ${body.eventsCheckout.eventSlug}`);
    return present[0]!;
  };
  const PATHS: Record<string, string> = {
    auth: 'auth',
    login: 'login',
    logout: 'logout',
    ecomCheckout: 'checkout',
    eventsCheckout: 'events-checkout',
    storesProduct: 'product',
    membersAccount: 'account',
    preferences: 'account',
    bookingsCheckout: 'unavailable',
    paidPlansCheckout: 'unavailable',
    bookingsBook: 'unavailable',
  };
  const eventsCheckoutView = (r: RedirectSession) => {
    const { eventSlug, reservationId } = r.request as { eventSlug: string; reservationId: string };
    const event = p.db.events.byKey(eventSlug);
    if (!event) throw notFound(`Event ${eventSlug}`);
    const order = p.db.ticketOrders
      .allByKey(event.id)
      .find((o) => o.reservationId === reservationId);
    const reservation = p.db.reservations.get(reservationId);
    if (!reservation || reservation.eventId !== event.id)
      throw notFound(`Reservation ${reservationId}`);
    return {
      event,
      reservation,
      order,
      invoice: (order?.invoice as ReturnType<typeof invoiceOf>) ?? invoiceOf(p, reservation),
    };
  };
  const accountData = (memberId: string) => ({
    storeOrders: p.db.storeOrders.allByKey(memberId),
    ticketOrders: p.db.ticketOrders
      .all()
      .filter((o) => o.memberId === memberId)
      .map((o) => ({ ...o, eventTitle: p.db.events.get(o.eventId)?.title ?? '' })),
  });

  return new Hono<AppEnv>()
    .post('/v1/redirect-session', async (c) => {
      const body = await readBody(c, sessionSchema);
      const section = validate(body);
      const id = newId();
      const request = (section === 'auth' ? body.auth : body[section]) as Record<string, unknown>;
      const kind = section === 'preferences' ? { section: 'ACCOUNT_INFO' } : {};
      const visitorId = section === 'auth' ? visitorOf(c) : undefined;
      keepRedirectSession(p, {
        id,
        section,
        request: { ...request, ...kind },
        callbacks: body.callbacks,
        ...(visitorId && { visitorId }),
        creatorKey: creatorOf(c),
        createdDate: p.clock.iso(),
      });
      const endpoint = `/hosted/${PATHS[section]}/${id}`;
      return c.json({
        redirectSession: {
          id,
          fullUrl: requestBase(c.req.url) + endpoint,
          urlDetails: { endpoint, searchParams: {} },
          // The platform's handle on this session, which the SDK's getAuthUrl hands back.
          sessionToken: id,
        },
      });
    })
    .get('/hosted/auth/:id', (c) => {
      const r = session(c.req.param('id'), 'auth');
      const { authRequest, prompt } = r.request as z.infer<typeof authSection>;
      // Only prompt=none answers without the member: to a registered origin (completeAuth).
      if (prompt === 'none')
        return completeAuth(p, c, r.id, authRequest.sessionToken ?? getCookie(c, SESSION_COOKIE));
      const current = memberFromCookie(c);
      const member = current && p.db.members.get(current.memberId);
      if (member && prompt !== 'login')
        return c.html(continuePage(`/hosted/auth/${r.id}`, member.email));
      return c.html(loginPage(`/hosted/auth/${r.id}`));
    })
    .post('/hosted/auth/:id', async (c) => {
      const r = session(c.req.param('id'), 'auth');
      const fields = await formFields(c);
      // The member pressed "Continue" on the consent page (a same-origin form, never framed).
      const current = memberFromCookie(c);
      if (fields.continue === '1' && current) return completeAuth(p, c, r.id, current.id);
      const result = checkCredentials(fields);
      if ('error' in result)
        return c.html(
          loginPage(`/hosted/auth/${r.id}`, { error: result.error, email: fields.email ?? '' }),
          401,
        );
      return completeAuth(p, c, r.id, logIn(c, result.memberId));
    })
    .get('/hosted/login/:id', (c) =>
      c.html(loginPage(`/hosted/login/${session(c.req.param('id'), 'login').id}`)),
    )
    .post('/hosted/login/:id', async (c) => {
      const r = session(c.req.param('id'), 'login');
      const fields = await formFields(c);
      const result = checkCredentials(fields);
      if ('error' in result)
        return c.html(
          loginPage(`/hosted/login/${r.id}`, { error: result.error, email: fields.email ?? '' }),
          401,
        );
      logIn(c, result.memberId);
      const back = backUrl(r);
      return back ? c.redirect(back, 302) : c.html(messagePage('Logged in', 'You are logged in.'));
    })
    .get('/hosted/logout/:id', (c) => {
      const r = session(c.req.param('id'), 'logout');
      const current = memberFromCookie(c);
      if (current) signOutEverywhere(p, current.memberId);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      const back = backUrl(r);
      return back
        ? c.redirect(back, 302)
        : c.html(messagePage('Logged out', 'You are logged out.'));
    })
    .get('/hosted/checkout/:id', (c) => {
      const r = session(c.req.param('id'), 'ecomCheckout');
      const checkout = p.db.checkouts.get(String(r.request.checkoutId));
      if (!checkout) throw notFound('Checkout');
      if (checkout.status !== 'OPEN')
        return c.html(
          messagePage(
            'Order placed',
            'This checkout is already paid.',
            backUrl(r)
              ? {
                  href: backUrl(r, { orderId: checkout.orderId ?? '' })!,
                  label: 'Back to the shop',
                }
              : undefined,
          ),
        );
      return c.html(storeCheckoutPage(`/hosted/checkout/${r.id}`, checkout));
    })
    .post('/hosted/checkout/:id', async (c) => {
      const r = session(c.req.param('id'), 'ecomCheckout');
      const checkout = p.db.checkouts.get(String(r.request.checkoutId));
      if (!checkout) throw notFound('Checkout');
      const f = await formFields(c);
      const paid = charge(
        { number: f.card ?? '', expiry: f.expiry ?? '', cvc: f.cvc ?? '' },
        newId(),
      );
      if (!paid.ok)
        return c.html(storeCheckoutPage(`/hosted/checkout/${r.id}`, checkout, paid.reason, f), 402);
      try {
        const order = placeStoreOrder(
          p,
          checkout,
          { email: f.email ?? '', name: f.name ?? '', address: f.address ?? '' },
          paid.transactionId,
        );
        const back = backUrl(r, { orderId: order.id });
        return back
          ? c.redirect(back, 303)
          : c.html(messagePage('Thank you!', `Order ${order.number} is paid.`));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return c.html(
          storeCheckoutPage(`/hosted/checkout/${r.id}`, checkout, err.message, f),
          err.status,
        );
      }
    })
    .get('/hosted/events-checkout/:id', (c) => {
      const r = session(c.req.param('id'), 'eventsCheckout');
      const view = eventsCheckoutView(r);
      if (view.order && view.order.status !== 'PENDING') {
        return c.html(
          messagePage(
            'Tickets confirmed',
            `Order ${view.order.orderNumber} is ${view.order.status.toLowerCase()}.`,
          ),
        );
      }
      return c.html(eventsCheckoutPage(`/hosted/events-checkout/${r.id}`, view));
    })
    .post('/hosted/events-checkout/:id', async (c) => {
      const r = session(c.req.param('id'), 'eventsCheckout');
      const view = eventsCheckoutView(r);
      const f = await formFields(c);
      const paid = charge(
        { number: f.card ?? '', expiry: f.expiry ?? '', cvc: f.cvc ?? '' },
        newId(),
      );
      if (!paid.ok)
        return c.html(
          eventsCheckoutPage(`/hosted/events-checkout/${r.id}`, view, paid.reason, f),
          402,
        );
      try {
        const buyer = {
          firstName: f.firstName ?? '',
          lastName: f.lastName ?? '',
          email: f.email ?? '',
        };
        const order =
          view.order ??
          placeOrder(p, view.event, liveReservation(p, view.event.id, view.reservation.id), {
            buyer,
            memberId: memberFromCookie(c)?.memberId,
          });
        if (order.status !== 'PENDING')
          throw applicationError(
            409,
            'ORDER_NOT_PENDING',
            `Order ${order.orderNumber} is ${order.status}`,
          );
        const status = f.authorizeOnly ? 'AUTHORIZED' : 'PAID';
        updateOrder(p, order, {
          status,
          confirmed: status === 'PAID',
          paymentDetails: { transaction: { transactionId: paid.transactionId, method: 'ONLINE' } },
        });
        const back = backUrl(r, { orderNumber: order.orderNumber, eventId: view.event.id });
        return back
          ? c.redirect(back, 303)
          : c.html(
              messagePage('Thank you!', `Order ${order.orderNumber} is ${status.toLowerCase()}.`),
            );
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return c.html(
          eventsCheckoutPage(`/hosted/events-checkout/${r.id}`, view, err.message, f),
          err.status,
        );
      }
    })
    .get('/hosted/account/:id', (c) => {
      const r = liveRedirectSession(p, c.req.param('id'));
      if (!r || !['membersAccount', 'preferences'].includes(r.section))
        throw notFound('Account session');
      const current = memberFromCookie(c);
      if (!current) return c.html(loginPage(`/hosted/account/${r.id}`));
      const member = p.db.members.get(current.memberId)!;
      return c.html(
        accountPage(String(r.request.section), member, accountData(member.id), backUrl(r)),
      );
    })
    .post('/hosted/account/:id', async (c) => {
      const r = liveRedirectSession(p, c.req.param('id'));
      if (!r || !['membersAccount', 'preferences'].includes(r.section))
        throw notFound('Account session');
      const fields = await formFields(c);
      const result = checkCredentials(fields);
      if ('error' in result)
        return c.html(
          loginPage(`/hosted/account/${r.id}`, { error: result.error, email: fields.email ?? '' }),
          401,
        );
      logIn(c, result.memberId);
      return c.redirect(`/hosted/account/${r.id}`, 303);
    })
    .get('/hosted/product/:id', (c) => {
      const r = session(c.req.param('id'), 'storesProduct');
      const product = p.db.products.byKey(String(r.request.productSlug));
      if (!product || !product.visible) throw notFound('Product');
      return c.html(productPage(productView(requestBase(c.req.url), product), backUrl(r)));
    })
    .get('/hosted/products/:slug', (c) => {
      const product = p.db.products.byKey(c.req.param('slug'));
      if (!product || !product.visible) throw notFound(`Product ${c.req.param('slug')}`);
      return c.html(productPage(productView(requestBase(c.req.url), product)));
    })
    .get('/hosted/events/:slug', (c) => {
      const event = p.db.events.byKey(c.req.param('slug'));
      if (!event || event.status === 'DRAFT') throw notFound(`Event ${c.req.param('slug')}`);
      return c.html(eventPage(eventView(p, requestBase(c.req.url), event)));
    })
    .get('/hosted/unavailable/:id', (c) => {
      const r = liveRedirectSession(p, c.req.param('id'));
      if (!r) throw notFound('Redirect session');
      const back = backUrl(r);
      return c.html(
        messagePage(
          'Not available',
          'The Lantern Room does not offer bookings or paid plans.',
          back ? { href: back, label: 'Back to the site' } : undefined,
        ),
      );
    })
    .get('/hosted/reset-password', (c) => c.html(resetPasswordPage(c.req.query('token') ?? '')))
    .post('/hosted/reset-password', async (c) => {
      const f = await formFields(c);
      let secret;
      try {
        secret = recoverPassword(p, f.token ?? '', f.password ?? '');
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return c.html(resetPasswordPage(f.token ?? '', err.message), 400);
      }
      const link = secret?.redirectUrl
        ? { href: secret.redirectUrl, label: 'Back to the site' }
        : undefined;
      return c.html(messagePage('Password saved', 'You can log in with your new password.', link));
    });
};
