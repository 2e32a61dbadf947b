import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RedirectSession, StoredCheckout, StoredOrder } from '../db/types.ts';
import { ApiError, applicationCode, notFound, type FieldViolation } from '../errors.ts';
import { newId, newSecret } from '../ids.ts';
import { memberOrders } from '../domain/account.ts';
import { authSectionOf, completeAuthorization } from '../domain/authorization.ts';
import { productView } from '../domain/catalog.ts';
import {
  SESSION_COOKIE,
  checkCredentials,
  createSession,
  liveRecoverySecret,
  liveSession,
  recoverPassword,
  signOutEverywhere,
} from '../domain/identity.ts';
import { countryOf, shipCheckoutTo } from '../domain/delivery.ts';
import { charge } from '../domain/payments.ts';
import { requestBase } from '../domain/products.ts';
import {
  ACCOUNT_SECTIONS,
  backUrl,
  purchasedUrl,
  cartUrl,
  liveRedirectSession,
  redirectSessionOf,
  takeCarriedMember,
  thankYouUrl,
} from '../domain/redirect-sessions.ts';
import { placeStoreOrder } from '../domain/store-orders.ts';
import { answersFrom } from '../domain/registration-form.ts';
import { confirmFreeTickets, payForTickets } from '../domain/ticket-orders.ts';
import { eventsCheckoutState } from '../domain/tickets.ts';
import { accountPage } from '../hosted/account.ts';
import { storeCheckoutPage, storeThankYouPage } from '../hosted/checkout.ts';
import {
  eventsCheckoutPage,
  isFreeCheckout,
  priceChangedPage,
  ticketsDonePage,
} from '../hosted/events-checkout.ts';
import { errorText } from '../hosted/registration-fields.ts';
import { messagePage } from '../hosted/layout.ts';
import { continuePage, loginPage, resetPasswordPage, webMessagePage } from '../hosted/login.ts';
import { productPage } from '../hosted/public-pages.ts';
import { SITE } from '../site.ts';
import { isFromSitePage, isPageNavigation, requirePageNavigation } from '../security.ts';

/** Payment refusals whose order must be chosen again: nothing is charged, the buyer goes back. */
const STALE_PRICE_CODES = ['PRICE_CHANGED', 'ERROR_COUPON_DOES_NOT_EXIST'];

/** The description of a validation error's violation of `field`, if it has one. */
const violationOf = (err: ApiError, field: string): string | undefined =>
  (
    err.body.details as { validationError?: { fieldViolations?: FieldViolation[] } } | undefined
  )?.validationError?.fieldViolations?.find((v) => v.field === field)?.description;

const deadRecoveryLinkPage = () =>
  messagePage(
    'Link expired',
    'This password reset link has expired or was already used. Ask the site for a new one ("forgot password").',
  );

/** A hosted form's string fields, each cut at 2000 characters. */
export const formFields = async (c: Ctx): Promise<Record<string, string>> => {
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(form)
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => [k, String(v).slice(0, 2000)]),
  );
};

/** A hosted form's fields with every value of repeated names (checkboxes), for form answers. */
const postedValues = async (c: Ctx): Promise<Record<string, string | string[]>> => {
  const form = await c.req.parseBody({ all: true }).catch(() => ({}));
  const strings = (v: unknown) => [v].flat().filter((x): x is string => typeof x === 'string');
  return Object.fromEntries(
    Object.entries(form).map(([k, v]) => {
      const all = strings(v).map((x) => x.slice(0, 2000));
      return [k, all.length === 1 ? all[0]! : all];
    }),
  );
};

/**
 * Answers the authorization request of redirect session `id` for the login session
 * `sessionToken` (domain/authorization.ts): the web_message page, or a redirect.
 */
export const sendAuthorization = (
  p: Platform,
  c: Ctx,
  id: string,
  sessionToken: string | undefined,
) => {
  const answer = completeAuthorization(p, id, sessionToken, c.req.header('referer'));
  if (answer.kind === 'refused') {
    const why = 'This page may only answer a site registered for the client.';
    return c.html(messagePage('Not allowed', why), 403);
  }
  if (answer.kind === 'redirect') return c.redirect(answer.location, 302);
  // The one page another origin may frame: the registered site that asked, no other. Its
  // only script is this one, by nonce.
  const nonce = newSecret(16);
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors ${answer.origin}`,
  );
  return c.html(webMessagePage(answer.origin, answer.response, nonce));
};

/**
 * The hosted pages a redirect session leads to (login, checkouts, account, product) and their
 * form posts, plus the public product and event pages and the password reset page.
 */
export const hostedPageRoutes = (p: Platform) => {
  const session = (id: string, section: string): RedirectSession =>
    redirectSessionOf(p, id, section);
  const memberFromCookie = (c: Ctx) => liveSession(p, getCookie(c, SESSION_COOKIE));
  const logIn = (c: Ctx, memberId: string) => {
    const token = createSession(p, memberId);
    setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax' });
    return token;
  };
  const signIn = (fields: Record<string, string>) =>
    checkCredentials(p, fields.email ?? '', fields.password ?? '');
  const card = (f: Record<string, string>) =>
    charge({ number: f.card ?? '', expiry: f.expiry ?? '', cvc: f.cvc ?? '' }, newId());

  const accountSession = (id: string) => {
    const r = liveRedirectSession(p, id);
    if (!r || !ACCOUNT_SECTIONS.includes(r.section)) throw notFound('Account session');
    return r;
  };
  const storeCheckoutOf = (r: RedirectSession) => {
    const checkout = p.db.checkouts.get(String(r.request.checkoutId));
    if (!checkout) throw notFound('Checkout');
    return checkout;
  };
  /** The platform's thank-you page, leading on to the site (its post-flow URL). */
  const thankYou = (r: RedirectSession, checkout: StoredCheckout, order: StoredOrder) =>
    storeThankYouPage(
      { number: order.number, email: order.buyerInfo.email },
      checkout,
      r.callbacks.postFlowUrl,
    );

  const eventsCheckoutOf = (r: RedirectSession) => {
    const { eventSlug, reservationId } = r.request as { eventSlug: string; reservationId: string };
    return eventsCheckoutState(p, eventSlug, reservationId);
  };

  return new Hono<AppEnv>()
    .get('/hosted/auth/:id', (c) => {
      const r = session(c.req.param('id'), 'auth');
      const { authRequest, prompt } = authSectionOf(r);
      // Only prompt=none answers without the member: to a registered origin (domain/authorization.ts).
      if (prompt === 'none')
        return sendAuthorization(
          p,
          c,
          r.id,
          authRequest.sessionToken ?? getCookie(c, SESSION_COOKIE),
        );
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
      if (fields.continue === '1' && current) return sendAuthorization(p, c, r.id, current.id);
      const result = signIn(fields);
      if ('error' in result)
        return c.html(
          loginPage(`/hosted/auth/${r.id}`, { error: result.error, email: fields.email ?? '' }),
          401,
        );
      return sendAuthorization(p, c, r.id, logIn(c, result.memberId));
    })
    .get('/hosted/login/:id', (c) =>
      c.html(loginPage(`/hosted/login/${session(c.req.param('id'), 'login').id}`)),
    )
    .post('/hosted/login/:id', async (c) => {
      const r = session(c.req.param('id'), 'login');
      const fields = await formFields(c);
      const result = signIn(fields);
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
      requirePageNavigation(c);
      // The member whose token asked for this logout, and the one of this browser's cookie.
      const members = new Set([takeCarriedMember(p, r), memberFromCookie(c)?.memberId]);
      for (const memberId of members) if (memberId) signOutEverywhere(p, memberId);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      const back = backUrl(r);
      return back
        ? c.redirect(back, 302)
        : c.html(messagePage('Logged out', 'You are logged out.'));
    })
    .get('/hosted/checkout/:id', (c) => {
      const r = session(c.req.param('id'), 'ecomCheckout');
      const checkout = storeCheckoutOf(r);
      const order = checkout.orderId ? p.db.storeOrders.get(checkout.orderId) : undefined;
      if (checkout.status !== 'OPEN' && order) return c.html(thankYou(r, checkout, order));
      return c.html(storeCheckoutPage(`/hosted/checkout/${r.id}`, checkout, { back: cartUrl(r) }));
    })
    .post('/hosted/checkout/:id', async (c) => {
      const r = session(c.req.param('id'), 'ecomCheckout');
      const checkout = storeCheckoutOf(r);
      const f = await formFields(c);
      const again = (error: string, status: ContentfulStatusCode) =>
        c.html(
          storeCheckoutPage(`/hosted/checkout/${r.id}`, checkout, {
            back: cartUrl(r),
            error,
            values: f,
          }),
          status,
        );
      // Another country has other shipping and tax: show that total before charging anything.
      if (f.country && f.country !== countryOf(checkout) && checkout.status === 'OPEN') {
        try {
          const moved = shipCheckoutTo(p, checkout, f.country);
          return c.html(
            storeCheckoutPage(`/hosted/checkout/${r.id}`, moved, {
              back: cartUrl(r),
              repriced: true,
              values: f,
            }),
          );
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return again(err.message, err.status);
        }
      }
      const paid = card(f);
      if (!paid.ok) return again(paid.reason, 402);
      try {
        const order = placeStoreOrder(
          p,
          checkout,
          { email: f.email ?? '', name: f.name ?? '', address: f.address ?? '' },
          paid.transactionId,
        );
        const next = thankYouUrl(r, order.id);
        return next
          ? c.redirect(next, 303)
          : c.html(thankYou(r, p.db.checkouts.get(checkout.id)!, order));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return again(err.message, err.status);
      }
    })
    .get('/hosted/events-checkout/:id', (c) => {
      const r = session(c.req.param('id'), 'eventsCheckout');
      const view = eventsCheckoutOf(r);
      if (view.order && view.order.status !== 'INITIATED')
        return c.html(ticketsDonePage(view.order, view.event));
      return c.html(
        eventsCheckoutPage(`/hosted/events-checkout/${r.id}`, view, { back: backUrl(r) }),
      );
    })
    .post('/hosted/events-checkout/:id', async (c) => {
      const r = session(c.req.param('id'), 'eventsCheckout');
      const view = eventsCheckoutOf(r);
      if (view.order?.status === 'CANCELED')
        return c.html(ticketsDonePage(view.order, view.event), 409);
      const posted = await postedValues(c);
      const f = await formFields(c);
      const who = {
        buyer: { firstName: f.firstName ?? '', lastName: f.lastName ?? '', email: f.email ?? '' },
        answers: answersFrom(view.event, posted),
        memberId: memberFromCookie(c)?.memberId,
      };
      const again = (error: string, status: ContentfulStatusCode) =>
        c.html(
          eventsCheckoutPage(`/hosted/events-checkout/${r.id}`, view, {
            error,
            declined: status === 402,
            values: posted,
            back: backUrl(r),
          }),
          status,
        );
      const paid = isFreeCheckout(view) ? undefined : card(f);
      if (paid && !paid.ok) return again(paid.reason, 402);
      try {
        const order = paid
          ? payForTickets(p, view, who, {
              transactionId: paid.transactionId,
              authorizeOnly: !paid.captured,
            }).order
          : confirmFreeTickets(p, view, who);
        const back = purchasedUrl(r, { orderNumber: order.orderNumber, eventId: view.event.id });
        return back
          ? c.redirect(back, 303)
          : c.html(ticketsDonePage(p.db.ticketOrders.get(order.id) ?? order, view.event));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        if (STALE_PRICE_CODES.includes(applicationCode(err) ?? ''))
          return c.html(priceChangedPage(err.message, backUrl(r), view.event), err.status);
        return again(errorText(view.event, err), err.status);
      }
    })
    .get('/hosted/account/:id', (c) => {
      const r = accountSession(c.req.param('id'));
      // Signing a browser in is for the page it goes to: another page's hidden image of this
      // address must not sign the visitor in as whoever made the session. Nor may a link to it
      // from anywhere but the site: a member who sends their own address to someone would
      // sign that browser in as themselves, and read the names, emails and answers of the
      // tickets it then buys on the hosted pages. Such an opening spends the carried member.
      const taken = isPageNavigation(c) ? takeCarriedMember(p, r) : undefined;
      const carried = taken && isFromSitePage(c, p) ? taken : undefined;
      if (carried) logIn(c, carried);
      const memberId = carried ?? memberFromCookie(c)?.memberId;
      const member = memberId ? p.db.members.get(memberId) : undefined;
      if (!member) return c.html(loginPage(`/hosted/account/${r.id}`));
      return c.html(
        accountPage(String(r.request.section), member, memberOrders(p, member.id), backUrl(r)),
      );
    })
    .post('/hosted/account/:id', async (c) => {
      const r = accountSession(c.req.param('id'));
      const fields = await formFields(c);
      const result = signIn(fields);
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
    .get('/hosted/unavailable/:id', (c) => {
      const r = liveRedirectSession(p, c.req.param('id'));
      if (!r) throw notFound('Redirect session');
      const back = backUrl(r);
      return c.html(
        messagePage(
          'Not available',
          `${SITE.name} does not offer bookings or paid plans.`,
          back ? { href: back, label: 'Back to the site' } : undefined,
        ),
      );
    })
    .get('/hosted/reset-password', (c) => {
      const token = c.req.query('token') ?? '';
      // A dead link shows no form: a new password typed into it would only be refused.
      if (!liveRecoverySecret(p, token)) return c.html(deadRecoveryLinkPage(), 400);
      return c.html(resetPasswordPage(token));
    })
    .post('/hosted/reset-password', async (c) => {
      const f = await formFields(c);
      let secret;
      try {
        secret = recoverPassword(p, f.token ?? '', f.password ?? '');
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const refused = violationOf(err, 'password');
        if (!refused) return c.html(deadRecoveryLinkPage(), 400);
        return c.html(resetPasswordPage(f.token ?? '', `The new password ${refused}.`), 400);
      }
      const link = secret?.redirectUrl
        ? { href: secret.redirectUrl, label: 'Back to the site' }
        : undefined;
      return c.html(messagePage('Password saved', 'You can log in with your new password.', link));
    });
};
