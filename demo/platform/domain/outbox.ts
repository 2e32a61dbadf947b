import type { Platform } from '../context.ts';
import type { Email, EmailAttachment } from '../db/types.ts';
import { newId } from '../ids.ts';

/** Text made safe for HTML element content and attribute values. */
export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The sandbox sends no mail: emails land in the outbox, readable at GET /_sandbox/outbox.
 * `html`, when given, is the caller's own markup with every value already escaped; otherwise
 * the text is the HTML.
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
  p.db.outbox.put({
    id: newId(),
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? `<p>${escapeHtml(email.text).replace(/\n/g, '<br>')}</p>`,
    sentAt: p.clock.iso(),
    data: email.data ?? {},
    ...(email.attachments?.length ? { attachments: email.attachments } : {}),
  });
