import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { compressed } from '../demo/platform/compression.ts';
import { isLoopbackHost } from '../demo/platform/loopback-host.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface StaticOptions {
  root: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Extra headers per request, e.g. a Content-Security-Policy chosen by query parameter. */
  headers?: (request: IncomingMessage) => Record<string, string>;
  /** Rewrites a served HTML page (e.g. to put in the other origin's URL). */
  transformHtml?: (html: string) => string;
  /** Scripts and styles brotli or gzip compressed when the browser accepts it, as a CDN sends them. */
  compress?: boolean;
  /**
   * Names it answers to besides 127.0.0.1 and localhost (with any port), each mapped to
   * 127.0.0.1 by whoever asks (the end-to-end tests' browser); any other Host is refused.
   */
  hostNames?: readonly string[];
}

/**
 * A static file server on 127.0.0.1 for test pages and built bundles. Scripts and styles are
 * open to every origin (CORS), like a CDN; HTML pages never are: another port's page must not
 * read them (they may hold what the developer typed into the demo). It answers only to
 * loopback names, as the sandbox does: a page on a name of its own that resolves to 127.0.0.1
 * (DNS rebinding) would otherwise be same-origin with the demo and read its pages.
 */
export async function startStaticServer(options: StaticOptions): Promise<StaticServer> {
  const server = createServer((request, response) => serve(options, request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded path, or null for a malformed `%` escape (a 400, never a crashed server). */
function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
}

/** Whether the request names this server by a loopback name or one of `hostNames`. */
function knownHost(options: StaticOptions, host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host.replace(/:\d{1,5}$/, '').toLowerCase();
  return isLoopbackHost(host) || (options.hostNames ?? []).includes(name);
}

function serve(options: StaticOptions, request: IncomingMessage, response: ServerResponse) {
  // Every answer, refusals too: a browser must not sniff a script out of a text/plain page.
  response.setHeader('x-content-type-options', 'nosniff');
  if (!knownHost(options, request.headers.host)) {
    response
      .writeHead(403, { 'content-type': 'text/plain' })
      .end('This server answers to 127.0.0.1 and localhost only.');
    return;
  }
  const requested = decodedPath(request.url);
  if (requested === null) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
    return;
  }
  const pathname = requested.endsWith('/') ? `${requested}index.html` : requested;
  const file = join(options.root, normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(options.root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers = {
    'content-type': type,
    // Pages are never framed: after the admin console's tab goes on to another port's page,
    // that page could frame the console, still unlocked (the key is in that tab's
    // sessionStorage), under a decoy, and have the admin click its buttons.
    ...(type.startsWith('text/html')
      ? { 'x-frame-options': 'DENY' }
      : { 'access-control-allow-origin': '*' }),
    'cache-control': 'no-store',
    ...options.headers?.(request),
  };
  if (type.startsWith('text/html') && options.transformHtml) {
    response.writeHead(200, headers).end(options.transformHtml(readFileSync(file, 'utf8')));
    return;
  }
  if (options.compress && !type.startsWith('text/html')) {
    void sendCompressed(file, request, response, headers);
    return;
  }
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
}

async function sendCompressed(
  file: string,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
) {
  const content = new Uint8Array(readFileSync(file));
  const version = String(statSync(file).mtimeMs);
  const { encoding, body } = await compressed(
    file,
    version,
    content,
    request.headers['accept-encoding'],
  );
  response
    .writeHead(200, {
      ...headers,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    .end(body);
}
