import type { Platform } from '../context.ts';
import type { Email, EmailAttachment } from '../db/types.ts';
import { newId } from '../ids.ts';

/** Text made safe for HTML element content and attribute values. */
export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Emails the outbox keeps: the newest. Visitors set off emails (orders, RSVPs, back-in-stock
 * reports, registrations), each capped on its own, but together they would pile up for as
 * long as the sandbox runs. A demo or e2e run sends a few hundred; an email with its calendar
 * file is a few KB, so the outbox stays under some 50 MB.
 */
export const MAX_OUTBOX_EMAILS = 10_000;

/**
 * The sandbox sends no mail: emails land in the outbox, readable at GET /_sandbox/outbox,
 * the oldest dropped past MAX_OUTBOX_EMAILS. `html`, when given, is the caller's own markup
 * with every value already escaped; otherwise the text is the HTML.
 */
export const sendEmail = (
  p: Platform,
  email: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    data?: Record<string, unknown>;
    attachments?: EmailAttachment[];
  },
): Email =>
  p.db.transaction(() => {
    const sent = p.db.outbox.put({
      id: newId(),
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? `<p>${escapeHtml(email.text).replace(/\n/g, '<br>')}</p>`,
      sentAt: p.clock.iso(),
      data: email.data ?? {},
      ...(email.attachments?.length ? { attachments: email.attachments } : {}),
    });
    p.db.outbox.keepNewest(MAX_OUTBOX_EMAILS);
    return sent;
  });
