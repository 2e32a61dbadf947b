import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, CLIENT_ID, SITE_ORIGINS, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

/** Mints a member token with the admin key: what a page holding the key could do with it. */
const mintMember = (headers: Record<string, string>) =>
  sandbox().call('POST', '/oauth2/token', {
    token: ADMIN_KEY,
    headers,
    body: { grantType: 'authorized_client', clientId: CLIENT_ID, memberId: 'member-demo' },
  });

describe('who reaches the sandbox', () => {
  it('only callers naming it by a loopback name: a rebound DNS name gets nothing', async () => {
    for (const host of ['127.0.0.1:8787', 'localhost:8787', 'LOCALHOST', '[::1]:8787']) {
      expect((await sandbox().call('GET', '/_sandbox/health', { headers: { host } })).status).toBe(
        200,
      );
    }
    for (const host of [
      'attacker.example:8787',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
    ]) {
      const answer = await sandbox().call('GET', '/_sandbox/health', { headers: { host } });
      expect(answer.status).toBe(403);
      const products = await sandbox().call('POST', '/v1/products/query', {
        headers: { host },
        body: {},
      });
      expect(products.status).toBe(403);
    }
  });

  it('takes the admin key from programs and registered pages, not from other pages', async () => {
    expect((await mintMember({})).status).toBe(200);
    expect((await mintMember({ origin: SITE_ORIGINS[0]! })).status).toBe(200);
    expect((await mintMember({ origin: sandbox().url })).status).toBe(200);
    const foreign = await mintMember({ origin: 'http://127.0.0.1:7777' });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain('not accepted from pages on http://127.0.0.1:7777');
    expect((await mintMember({ origin: 'null' })).status).toBe(403);
  });
});
