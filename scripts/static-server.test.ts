import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from './static-server.ts';

let server: StaticServer;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(root, 'page.html'), '<p>secret typed here</p>');
  writeFileSync(join(root, 'app.js'), 'export {};');
  server = await startStaticServer({ root });
});

afterAll(() => server.close());

describe('static server', () => {
  it('opens scripts to every origin but never HTML pages', async () => {
    const page = await fetch(`${server.url}/page.html`, {
      headers: { origin: 'http://127.0.0.1:1' },
    });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const script = await fetch(`${server.url}/app.js`);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a malformed % escape with 400 and keeps serving', async () => {
    expect((await fetch(`${server.url}/%E0%A4%A.html`)).status).toBe(400);
    expect((await fetch(`${server.url}/%`)).status).toBe(400);
    expect((await fetch(`${server.url}/page.html`)).status).toBe(200);
  });
});
