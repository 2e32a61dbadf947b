/**
 * What platform HTML (descriptions, info sections) may contain once sanitized. Descriptions
 * sit inside the host page: they may format text, link out and show images, but not cover the
 * page (no `style`, `class` or `part` to reach our or the page's styles, so no fixed-position
 * overlays), not load anything but images, and not carry forms or frames.
 */
import type { Config, DOMPurify, WindowLike } from 'dompurify';

// prettier-ignore
const TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark',
  'small', 'sub', 'sup', 'code', 'pre', 'blockquote', 'q', 'cite', 'abbr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption',
  'a', 'img',
];

/** No `style`/`class`/`id`/`part`/`slot`: nothing that reaches a stylesheet or names a node. */
const ATTRIBUTES = [
  'href',
  'target',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'lang',
  'dir',
];

export const RICH_TEXT_CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function schemeOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null; // relative: there is no page of the platform's to resolve it against
  }
}

const isLink = (href: string) => LINK_SCHEMES.has(schemeOf(href) ?? '');
const isImage = (src: string) =>
  /^data:image\//i.test(src.trim()) || ['http:', 'https:'].includes(schemeOf(src) ?? '');

/** Links and images beyond DOMPurify's own URL rule, which also allows relative URLs and ftp. */
function tightenUrls(node: Element): void {
  const href = node.getAttribute('href');
  if (href !== null) {
    if (!isLink(href)) node.removeAttribute('href');
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    // The linked page gets no handle on the host page (window.opener) and no referrer.
    if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  }
  const src = node.getAttribute('src');
  if (src !== null && !isImage(src)) node.removeAttribute('src');
}

/**
 * A sanitize function over a private DOMPurify instance (the hook stays ours). DOMPurify parses
 * with DOMParser into an inert document: nothing in the input is fetched or run while parsing.
 */
export function createHtmlSanitizer(
  createDOMPurify: DOMPurify,
  // The sandbox's hosted pages pass a jsdom window: the same policy, server-side.
  win: WindowLike = window,
): (html: string) => string {
  const purify = createDOMPurify(win);
  purify.addHook('afterSanitizeAttributes', tightenUrls);
  return (html) => purify.sanitize(html, RICH_TEXT_CONFIG);
}
