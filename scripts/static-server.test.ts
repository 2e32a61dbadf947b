import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from './static-server.ts';

let server: StaticServer;
let cdn: StaticServer;
const SCRIPT = 'export const x = 1;\n'.repeat(200);

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(root, 'page.html'), '<p>secret typed here</p>');
  writeFileSync(join(root, 'app.js'), 'export {};');
  writeFileSync(join(root, 'big.js'), SCRIPT);
  server = await startStaticServer({ root });
  cdn = await startStaticServer({ root, compress: true });
});

afterAll(() => Promise.all([server.close(), cdn.close()]));

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
});
