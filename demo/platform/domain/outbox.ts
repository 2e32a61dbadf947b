import type { Platform } from '../context.ts';
import type { Email } from '../db/types.ts';
import { newId } from '../ids.ts';

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sandbox sends no mail: emails land in the outbox, readable at GET /_sandbox/outbox. */
export const sendEmail = (
  p: Platform,
  email: { to: string; subject: string; text: string; data?: Record<string, unknown> },
): Email =>
  p.db.outbox.put({
    id: newId(),
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: `<p>${escapeHtml(email.text).replace(/\n/g, '<br>')}</p>`,
    sentAt: p.clock.iso(),
    data: email.data ?? {},
  });
