import { Hono } from 'hono';
import type { AppEnv, Platform } from '../context.ts';
import { ticketsPdf } from '../domain/ticket-documents.ts';

/** An order's printable tickets (its `ticketsPdf`, its tickets' `ticketPdfUrl`). */
export const ticketDocumentRoutes = (p: Platform) =>
  new Hono<AppEnv>().get('/hosted/tickets/:orderNumber/:key/:file', (c) => {
    const pdf = ticketsPdf(p, {
      orderNumber: c.req.param('orderNumber'),
      key: c.req.param('key'),
      file: c.req.param('file'),
    });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${c.req.param('file').replace(/[^\w.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      // The link is the key: no cache between the buyer and the sandbox keeps a copy.
      'Cache-Control': 'private, no-store',
    });
  });
