/**
 * A site page's address template, like `/products/{slug}` or `https://shop.example/p?id={id}`:
 * `<site-config product-page>` (and other page attributes) tell the widgets where the site's
 * own page for one thing lives. Framework-free, so the config check and the widgets share it.
 */

/** Every `{name}` in a template. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** A name filled in and a path the placeholder may not lead away from. */
const SAMPLE = 'sample';

export type PageAddressCheck = { template: string } | { problem: string };

/**
 * Checks a template: it names one of `placeholders` and nothing else, and filled in it is an
 * http(s) page (relative to `base`, the page the widgets are on), never `javascript:` or
 * `data:`. The problem is worded to follow the attribute's name.
 */
export function checkPageAddress(
  value: string,
  placeholders: readonly string[],
  base: string,
): PageAddressCheck {
  const names = [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const listed = placeholders.map((name) => `{${name}}`).join(' or ');
  const unknown = names.find((name) => !placeholders.includes(name));
  if (unknown !== undefined) return { problem: `has {${unknown}}; it may use ${listed}` };
  if (!names.length) return { problem: `must contain ${listed}, like "/products/{slug}"` };
  const sample = Object.fromEntries(placeholders.map((name) => [name, SAMPLE]));
  return fillPageAddress(value, sample, base)
    ? { template: value }
    : { problem: 'must lead to an http(s) page, like "/products/{slug}"' };
}

/**
 * The address for one thing, resolved against `base`; undefined when the template needs a value
 * this thing lacks, or the result is not an http(s) page (the caller then shows no link).
 * Values are URL-encoded, so a slug cannot add a path, a query or another scheme.
 */
export function fillPageAddress(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  base: string,
): string | undefined {
  let missing = false;
  const filled = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    // "." and ".." would climb out of the template's path ("/events/.." is "/").
    if (!value || value === '.' || value === '..') missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return undefined;
  try {
    const url = new URL(filled, base);
    // A value in the host part could pick another site: the origin must be the template's.
    const origin = new URL(template.replace(PLACEHOLDER, SAMPLE), base).origin;
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}
