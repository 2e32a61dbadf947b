import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv, Platform } from '../context.ts';
import { compressed } from '../compression.ts';
import { notFound } from '../errors.ts';
import { decodePathPart } from '../validation.ts';

const DIST = resolve(fileURLToPath(new URL('../../../dist', import.meta.url)));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

/** The built widgets, like a CDN: any page can load /widgets/widgets.js from the sandbox. */
export const widgetRoutes = (_p: Platform) =>
  new Hono<AppEnv>().get('/widgets/*', async (c) => {
    const relative = normalize(decodePathPart(c.req.path.slice('/widgets/'.length), 'path'));
    const file = join(DIST, relative);
    // Dotfiles (the build's .vite/manifest.json, with build-machine paths) are not widgets.
    if (!file.startsWith(DIST + '/') || /(^|\/)\./.test(relative)) throw notFound('Widget file');
    const content = await readFile(file).catch(() => null);
    if (!content) throw notFound(`Widget file ${relative} (run npm run build)`);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    const { mtimeMs } = await stat(file);
    const { encoding, body } = await compressed(
      file,
      String(mtimeMs),
      content,
      c.req.header('accept-encoding'),
    );
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body, 200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
    });
  });
