import DOMPurify from 'dompurify';
import { useMemo } from 'react';

type HtmlPolicy = { createHTML(input: string): unknown };
type TrustedTypesApi = {
  createPolicy(name: string, rules: { createHTML(s: string): string }): HtmlPolicy;
};

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

let policy: HtmlPolicy | null | undefined;

/**
 * Where the browser has Trusted Types, HTML goes through our own policy named `site-widgets`,
 * whose only rule is DOMPurify. A page enforcing Trusted Types that does not allow that name
 * refuses the policy: then descriptions degrade to text and nothing throws.
 */
function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  if (!tt) return (policy = { createHTML: sanitize });
  try {
    policy = tt.createPolicy('site-widgets', { createHTML: sanitize });
  } catch {
    policy = null;
  }
  return policy;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Readable text of HTML without any HTML parser (parsers are Trusted Types sinks too). */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** HTML from the platform (descriptions, info sections), sanitized; text where HTML is refused. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => {
    const active = htmlPolicy();
    return active ? { __html: active.createHTML(html) as string } : null;
  }, [html]);
  if (!safe) return <div className={`${className ?? ''} sw-pre-line`}>{textOf(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={safe} />;
}
