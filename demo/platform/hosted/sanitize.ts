import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from '../../../shared/ui/html-policy.ts';

let sanitizer: ((html: string) => string) | undefined;

/**
 * Platform HTML (product and event descriptions, which the admin API accepts as given) on a
 * hosted page: the widgets' own allowlist (shared/ui/html-policy.ts), applied server-side over
 * a jsdom window made on first use, so a description can never run script on the sandbox's
 * origin, where the session cookie and hosted forms live.
 */
export const sanitizeHtml = (html: unknown): string => {
  sanitizer ??= createHtmlSanitizer(
    DOMPurify as unknown as Parameters<typeof createHtmlSanitizer>[0],
    new JSDOM('').window,
  );
  return sanitizer(String(html ?? ''));
};
