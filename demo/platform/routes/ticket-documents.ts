import { Hono } from 'hono';
import type { AppEnv, Platform } from '../context.ts';
import { ticketWalletPass, ticketsPdf } from '../domain/ticket-documents.ts';

const PASS = '.pkpass';

/**
 * An order's printable tickets (its `ticketsPdf`, its tickets' `ticketPdfUrl`) and its tickets'
 * Apple Wallet passes (their `walletPassUrl`), one folder per order under its secret.
 */
export const ticketDocumentRoutes = (p: Platform) =>
  new Hono<AppEnv>().get('/hosted/tickets/:orderNumber/:key/:file', (c) => {
    const ref = { orderNumber: c.req.param('orderNumber'), key: c.req.param('key') };
    const file = c.req.param('file');
    const pass = file.endsWith(PASS);
    const body = pass
      ? ticketWalletPass(p, { ...ref, ticketNumber: file.slice(0, -PASS.length) })
      : ticketsPdf(p, { ...ref, file });
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': pass ? 'application/vnd.apple.pkpass' : 'application/pdf',
      // A pass is saved (Wallet opens it), a PDF shown.
      'Content-Disposition': `${pass ? 'attachment' : 'inline'}; filename="${file.replace(/[^\w.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      // The link is the key: no cache between the buyer and the sandbox keeps a copy.
      'Cache-Control': 'private, no-store',
    });
  });
