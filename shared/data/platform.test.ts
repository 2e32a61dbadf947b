import { expect, it } from 'vitest';
import { API, recorder, tokenEndpoint, useServer } from '../client/testing/msw';
import type { Tokens } from '../client/auth/token-store';
import { getPageSession, type SiteConfig } from '../session';
import { platformFor } from './platform';

const server = useServer();

it("a platform's client the page has left sends the next platform's tokens nowhere, and keeps none as theirs", async () => {
  const api = recorder();
  const grants = tokenEndpoint();
  server.use(grants.handler, api.handler);
  const session = getPageSession();
  const first: SiteConfig = { clientId: 'shop', apiBase: API, locale: 'en-US' };
  session.getState().setConfig({ status: 'ready', config: first });
  const client = platformFor(first);
  // A <site-config> switch to another platform, with its signed-in member's tokens.
  const member: Tokens = {
    accessToken: { value: 'other-platform-member', expiresAt: 2_000_000_000 },
    refreshToken: { value: 'other-refresh', role: 'member' },
  };
  session.setState({
    config: { status: 'ready', config: { ...first, apiBase: 'https://other.test' } },
    tokens: member,
  });
  // Something of the old platform's still on its way (a click's call, a release on leave).
  await client.catalog.getProduct('p1');
  expect(api.seen.map((seen) => seen.authorization)).toEqual(['access-1']);
  expect(session.getState().tokens).toEqual(member);
});
