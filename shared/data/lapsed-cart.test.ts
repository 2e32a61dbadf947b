// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import type { Cart } from '../client';
import { markOf, type TokenRole } from '../client/auth/token-store';
import { getPageSession } from '../session';
import { noteCartOwner } from './cartless-visitor';
import { cartLapsed, forgetLapsedCart } from './lapsed-cart';

afterEach(() => localStorage.clear());

/** The session's tokens: `role`'s, made after the platform refused `lapsed` if given. */
const as = (role: TokenRole, refreshToken: string, lapsed?: string) =>
  getPageSession()
    .getState()
    .setTokens({
      accessToken: { value: `access-of-${refreshToken}`, expiresAt: 2_000_000_000 },
      refreshToken: { value: refreshToken, role },
      ...(lapsed === undefined ? {} : { lapsed: markOf(lapsed) }),
    });

const FIRST = 'refresh-of-the-first-visitor-0001';
const SHOP = { clientId: 'shop' }; // on the real platform (no api-base)

const withItems = { lineItems: [{ id: 'line', quantity: 1 }] } as unknown as Cart;
const empty = { lineItems: [] } as unknown as Cart;

it('a visitor whose cart held items, forgotten by the platform: the new visitor is told, once', () => {
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  expect(cartLapsed(SHOP)).toBe(false); // still theirs
  as('visitor', 'refresh-of-a-new-visitor-0000002', FIRST); // the old refresh token was refused
  noteCartOwner(SHOP, null); // the new visitor has no cart: the note stays for the panel
  expect(cartLapsed(SHOP)).toBe(true);
  forgetLapsedCart(SHOP);
  expect(cartLapsed(SHOP)).toBe(false);
});

it('a new visitor who fills a cart before opening it has nothing to be told', () => {
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  as('visitor', 'refresh-of-a-new-visitor-0000002');
  noteCartOwner(SHOP, withItems);
  expect(cartLapsed(SHOP)).toBe(false);
});

it('a cart the visitor emptied (or ordered) was not lost when they are later forgotten', () => {
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  noteCartOwner(SHOP, empty);
  as('visitor', 'refresh-of-a-new-visitor-0000002');
  expect(cartLapsed(SHOP)).toBe(false);
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  noteCartOwner(SHOP, null); // ordered: the platform has no cart for them any more
  as('visitor', 'refresh-of-a-new-visitor-0000002');
  expect(cartLapsed(SHOP)).toBe(false);
});

it('a visitor signed in and out where no cart widget saw it was not forgotten: nothing to tell', () => {
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  as('member', 'refresh-of-the-member-00000000003'); // on a page with only <member-login>
  as('none', '');
  as('visitor', 'refresh-of-a-new-visitor-0000002', ''); // signed out: no token was refused
  expect(cartLapsed(SHOP)).toBe(false);
});

it('a member forgotten after a long absence: their cart is kept for them, nothing is said', () => {
  as('member', 'refresh-of-the-member-00000000003');
  noteCartOwner(SHOP, withItems);
  as('visitor', 'refresh-of-a-new-visitor-0000002', 'refresh-of-the-member-00000000003');
  expect(cartLapsed(SHOP)).toBe(false);
});

it('a member keeps their cart on the platform: seen signed in, nothing is noted', () => {
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  as('member', 'refresh-of-the-member-00000000003'); // signed in: the cart is merged into theirs
  noteCartOwner(SHOP, withItems);
  as('none', '');
  as('visitor', 'refresh-of-a-new-visitor-0000002'); // signed out
  expect(cartLapsed(SHOP)).toBe(false);
});

it('a cart not read yet, or tokens not there yet, changes nothing', () => {
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  as('none', '');
  noteCartOwner(SHOP, null);
  expect(cartLapsed(SHOP)).toBe(false); // no visitor, nothing to tell
  as('visitor', 'refresh-of-a-new-visitor-0000002', FIRST);
  noteCartOwner(SHOP, undefined);
  expect(cartLapsed(SHOP)).toBe(true);
  expect(cartLapsed({ clientId: 'other-site' })).toBe(false);
});

it('a cart filled on another platform with the same client id (a sandbox) keeps its own note', () => {
  const sandbox = { clientId: 'shop', apiBase: 'http://127.0.0.1:8787' };
  as('visitor', FIRST);
  noteCartOwner(SHOP, withItems);
  // A page of the same site on the sandbox: the sandbox's visitor fills their own cart.
  as('visitor', 'refresh-of-a-sandbox-visitor-0004');
  noteCartOwner(sandbox, withItems);
  // Back on the platform after a long absence: FIRST was refused, their cart went with them.
  as('visitor', 'refresh-of-a-new-visitor-0000002', FIRST);
  expect(cartLapsed(SHOP)).toBe(true);
  expect(cartLapsed(sandbox)).toBe(false);
});
