import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createPlatform } from './server.ts';

describe("the sandbox's root address", () => {
  it('answers a page that says what it is and how to use it, not a JSON 404', async () => {
    const platform = createPlatform({ dbPath: ':memory:', clientId: 'my-client' });
    const res = await buildApp(platform).request('http://127.0.0.1:8787/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('href="/widgets/widgets.js"');
    expect(html).toContain(
      'client-id=&#34;my-client&#34; api-base=&#34;http://127.0.0.1:8787&#34;',
    );
    expect(html).toContain('npm run demo');
    platform.db.close();
  });
});
