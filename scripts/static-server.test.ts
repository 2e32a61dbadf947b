import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from './static-server.ts';

let server: StaticServer;
let cdn: StaticServer;
let named: StaticServer;
const SCRIPT = 'export const x = 1;\n'.repeat(200);

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(root, 'page.html'), '<p>secret typed here</p>');
  writeFileSync(join(root, 'app.js'), 'export {};');
  writeFileSync(join(root, 'big.js'), SCRIPT);
  server = await startStaticServer({ root });
  cdn = await startStaticServer({ root, compress: true });
  named = await startStaticServer({ root, hostNames: ['shop.test'] });
});

afterAll(() => Promise.all([server.close(), cdn.close(), named.close()]));

/** GET `path` of `server` with this Host header (fetch would send the URL's own). */
const getAs = (on: StaticServer, host: string, path: string) =>
  new Promise<{ status: number; nosniff: string | undefined; body: string }>((done, fail) => {
    const url = new URL(path, on.url);
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        done({
          status: res.statusCode!,
          nosniff: res.headers['x-content-type-options'] as string | undefined,
          body,
        }),
      );
    });
    req.on('error', fail);
    req.end();
  });

describe('static server', () => {
  it('opens scripts to every origin but never HTML pages', async () => {
    const page = await fetch(`${server.url}/page.html`, {
      headers: { origin: 'http://127.0.0.1:1' },
    });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const script = await fetch(`${server.url}/app.js`);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets no other page frame its pages', async () => {
    const page = await fetch(`${server.url}/page.html`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const script = await fetch(`${server.url}/app.js`);
    expect(script.headers.get('x-frame-options')).toBeNull();
  });

  it('compresses scripts when asked to, as a CDN does, and never pages', async () => {
    const script = await fetch(`${cdn.url}/big.js`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(Number(script.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 10);
    expect(await script.text()).toBe(SCRIPT); // fetch decodes it
    const page = await fetch(`${cdn.url}/page.html`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBeNull();
    const plain = await fetch(`${server.url}/big.js`, { headers: { 'accept-encoding': 'br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers a malformed % escape with 400 and keeps serving', async () => {
    expect((await fetch(`${server.url}/%E0%A4%A.html`)).status).toBe(400);
    expect((await fetch(`${server.url}/%`)).status).toBe(400);
    expect((await fetch(`${server.url}/page.html`)).status).toBe(200);
  });

  it('answers to loopback names only: a rebound name of another site gets no page', async () => {
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      const page = await getAs(server, host, '/page.html');
      expect(page.status, host).toBe(200);
      expect(page.body).toContain('secret typed here');
    }
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`]) {
      const refused = await getAs(server, host, '/page.html');
      expect(refused.status, host).toBe(403);
      expect(refused.body).not.toContain('secret');
    }
    // A name the server was told about (the end-to-end tests' browser maps it to 127.0.0.1).
    const namedPort = new URL(named.url).port;
    expect((await getAs(named, `shop.test:${namedPort}`, '/page.html')).status).toBe(200);
    expect((await getAs(server, `shop.test:${port}`, '/page.html')).status).toBe(403);
  });

  it('tells browsers not to sniff types, on pages, scripts and refusals alike', async () => {
    for (const path of ['/page.html', '/app.js', '/missing.js']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await getAs(server, 'evil.example', '/app.js')).nosniff).toBe('nosniff');
  });
});
