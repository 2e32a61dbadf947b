import { useEffect, useMemo, useState } from 'react';
import { createHtmlSanitizer } from './html-policy';

type HtmlPolicy = { createHTML(input: string): unknown };
type TrustedTypesApi = {
  createPolicy(name: string, rules: { createHTML(s: string): string }): HtmlPolicy;
};

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | null = null;
/** The sanitizer once loaded: rich text mounting after that renders HTML at once. */
let loaded: Sanitize | null = null;

/**
 * DOMPurify is 12 KB gzip and only pages showing rich text need it, so it is its own chunk,
 * fetched when the first rich text mounts (in parallel with that widget's data).
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) =>
    createHtmlSanitizer(DOMPurify),
  );
  void sanitizer.then((sanitize) => (loaded = sanitize)).catch(() => {});
  return sanitizer;
}

/**
 * Starts loading the sanitizer at once (call it where the data is fetched, so both load in
 * parallel) and says when it has loaded or failed. A widget showing rich text keeps its
 * skeleton until then, so its text never turns into HTML of another height in view.
 */
export function useSanitizerReady(): boolean {
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => live && setReady(true);
    loadSanitizer().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

let policy: HtmlPolicy | null | undefined;

/**
 * Where the browser has Trusted Types, HTML goes through our own policy named `site-widgets`,
 * whose only rule is DOMPurify. A page enforcing Trusted Types that does not allow that name
 * refuses the policy: then descriptions degrade to text and nothing throws.
 */
function htmlPolicy(sanitize: Sanitize): HtmlPolicy | null {
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

function useSanitizer(): Sanitize | null {
  const [state, setState] = useState<{ sanitize: Sanitize } | null>(() =>
    loaded ? { sanitize: loaded } : null,
  );
  useEffect(() => {
    if (state) return;
    let live = true;
    void loadSanitizer().then((sanitize) => live && setState({ sanitize }));
    return () => {
      live = false;
    };
  }, [state]);
  return state?.sanitize ?? null;
}

/**
 * HTML from the platform (descriptions, info sections), sanitized; text where HTML is refused.
 * Until the sanitizer has loaded it shows the same words as plain text (never unsanitized
 * HTML), so the box has about its final height and little moves when the HTML arrives.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const sanitize = useSanitizer();
  const safe = useMemo(() => {
    const active = sanitize && htmlPolicy(sanitize);
    const out = active && (active.createHTML(html) as string);
    // '' for words: DOMPurify could not parse (Trusted Types allowing our policy, not its own).
    return active && (String(out) || !textOf(html)) ? { __html: out as string } : null;
  }, [html, sanitize]);
  const classes = `${className ?? ''} sw-rich-text`;
  if (!safe) return <div className={`${classes} sw-pre-line`}>{textOf(html)}</div>;
  return <div className={classes} dangerouslySetInnerHTML={safe} />;
}
