import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { RedirectSession } from '../db/types.ts';
import { ApiError, notFound } from '../errors.ts';
import { newId, newSecret } from '../ids.ts';
import { memberOrders } from '../domain/account.ts';
import { authSectionOf, completeAuthorization } from '../domain/authorization.ts';
import { productView } from '../domain/catalog.ts';
import { eventView } from '../domain/events.ts';
import {
  SESSION_COOKIE,
  checkCredentials,
  createSession,
  liveSession,
  recoverPassword,
  signOutEverywhere,
} from '../domain/identity.ts';
import { charge } from '../domain/payments.ts';
import { requestBase } from '../domain/products.ts';
import { backUrl, liveRedirectSession, redirectSessionOf } from '../domain/redirect-sessions.ts';
import { placeStoreOrder } from '../domain/store-orders.ts';
import { payForTickets } from '../domain/ticket-orders.ts';
import { eventsCheckoutState } from '../domain/tickets.ts';
import { accountPage } from '../hosted/account.ts';
import { storeCheckoutPage } from '../hosted/checkout.ts';
import { eventsCheckoutPage } from '../hosted/events-checkout.ts';
import { messagePage } from '../hosted/layout.ts';
import { continuePage, loginPage, resetPasswordPage, webMessagePage } from '../hosted/login.ts';
import { eventPage, productPage } from '../hosted/public-pages.ts';

/** A hosted form's string fields, each cut at 2000 characters. */
const formFields = async (c: Ctx): Promise<Record<string, string>> => {
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(form)
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => [k, String(v).slice(0, 2000)]),
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
      const paid = card(f);
      if (!paid.ok) {
        // Nothing was charged: the buyer may go back to the cart (`cartPageUrl`, else the
        // post-flow URL), which the platform leaves as it was.
        const back = r.callbacks.cartPageUrl ?? r.callbacks.postFlowUrl;
        return c.html(
          storeCheckoutPage(`/hosted/checkout/${r.id}`, checkout, paid.reason, f, back),
          402,
        );
      }
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
      const view = eventsCheckoutOf(r);
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
      const view = eventsCheckoutOf(r);
      const f = await formFields(c);
      const paid = card(f);
      if (!paid.ok)
        return c.html(
          eventsCheckoutPage(`/hosted/events-checkout/${r.id}`, view, paid.reason, f),
          402,
        );
      try {
        const { order, status } = payForTickets(p, view, {
          buyer: { firstName: f.firstName ?? '', lastName: f.lastName ?? '', email: f.email ?? '' },
          memberId: memberFromCookie(c)?.memberId,
          transactionId: paid.transactionId,
          authorizeOnly: Boolean(f.authorizeOnly),
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
        accountPage(String(r.request.section), member, memberOrders(p, member.id), backUrl(r)),
      );
    })
    .post('/hosted/account/:id', async (c) => {
      const r = liveRedirectSession(p, c.req.param('id'));
      if (!r || !['membersAccount', 'preferences'].includes(r.section))
        throw notFound('Account session');
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
