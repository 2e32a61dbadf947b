import type { Platform } from '../context.ts';
import type { Email } from '../db/types.ts';
import { newId } from '../ids.ts';

export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The sandbox sends no mail: emails land in the outbox, readable at GET /_sandbox/outbox. The
 * HTML part is the text's, escaped, unless the email brings its own (escaped by its maker).
 */
export const sendEmail = (
  p: Platform,
  email: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    data?: Record<string, unknown>;
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
  });
